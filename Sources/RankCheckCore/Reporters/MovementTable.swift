/// The rows of the year-over-year movement table, as text cells: what `rankcheck diff`
/// prints in every format and what the markdown report shows when a prior year was used.
public struct MovementTable: Sendable {
    /// The columns, with the entry's column named as the shape names its identity.
    public static func headers(entry: String) -> [String] { ["rank", entry, "prior rank", "claimed", "true", "status"] }

    public struct Row: Sendable {
        public let rank: Int
        public let town: String
        public let priorRank: Int?
        public let claimed: String
        public let truth: String?
        public let status: String

        public var cells: [String] {
            [String(rank), town, priorRank.map(String.init) ?? "—", claimed, truth ?? "—", status]
        }
    }

    public let listName: String
    /// The previous period's name when the prior is another list of a series.
    public let priorLabel: String?
    public let rows: [Row]
    /// Towns new to the list, and towns that left it (with last year's rank).
    public let entered: [String]
    public let droppedOut: [(name: String, rank: Int)]

    public init(_ comparison: ListComparison) {
        listName = comparison.list.name
        priorLabel = comparison.prior?.periodLabel
        rows = comparison.entries.map { compared in
            let entry = compared.entry
            return Row(rank: entry.rank?.value ?? 0, town: comparison.list.name(of: entry) ?? "", priorRank: compared.priorRank,
                       claimed: entry.claimDescription, truth: compared.trueMovement?.description, status: compared.status.label)
        }
        entered = comparison.entered.compactMap { comparison.list.name(of: $0.entry) }
        droppedOut = comparison.droppedOut.map { (comparison.prior?.name(of: $0) ?? "", $0.rank) }
    }

    /// Claims last year's file proves wrong: a wrong move, or a prior rank that was someone else's.
    public var mismatchCount: Int { rows.filter { $0.status == "mismatch" || $0.status == "taken" }.count }

    /// Claims the prior list could confirm or refute.
    public var checkedCount: Int { rows.filter { ["ok", "mismatch", "taken"].contains($0.status) }.count }

    /// Whether any row is not plainly right (worth its own table in a long series).
    public var needsAttention: Bool { rows.contains { $0.status != "ok" && $0.status != "new" } }

    /// A series' periods in one markdown table — period, prior period, entries, claims checked,
    /// mismatches, new, dropped — then the full table of each period that needs attention: a
    /// 300-week history stays a page, not 300 tables.
    static func seriesMarkdown(_ tables: [MovementTable], entry: String, nested: Bool = false) -> String {
        var out = "| period | against | entries | claims checked | mismatches | new | dropped |\n|---|---|---:|---:|---:|---:|---:|\n"
        for table in tables {
            let mismatches = table.mismatchCount == 0 ? "0" : "**\(table.mismatchCount)**"
            out += "| \(markdownEscaped(table.listName)) | \(markdownEscaped(table.priorLabel ?? "—")) | \(table.rows.count) | \(table.checkedCount) | "
                + "\(mismatches) | \(table.entered.count) | \(table.droppedOut.count) |\n"
        }
        let flagged = tables.filter(\.needsAttention)
        out += "\n\(plural(tables.count, "period")) compared; \(flagged.isEmpty ? "every claim checks out" : "\(plural(flagged.count, "period")) with claims to look at:")\n"
        for table in flagged { out += "\n" + (nested ? table.markdown(entry: entry).replacingFirstHeading() : table.markdown(entry: entry)) }
        return out
    }

    /// More lists than this are a series: summarised, not printed table by table.
    static let seriesThreshold = 3
}

/// `rankcheck diff PRIOR CURRENT`: both files' lists compared.
public struct DiffReport: Sendable {
    public let priorPath: String
    public let currentPath: String
    public let tables: [MovementTable]
    /// Lists of this year's file that last year's file lacks (nothing to compare with).
    public let listsWithoutPrior: [String]
    /// What an entry is called: the shape's identity fields (`town` in the reference format).
    public let entryHeading: String
    /// The identity's fields, as the JSON report names them.
    public let identityFields: [String]

    /// Human tables fit a terminal this wide: longer names are cut with an ellipsis.
    public static let terminalWidth = 100

    public init(priorPath: String, currentPath: String, comparisons: [ListComparison], listsWithoutPrior: [String],
                shape: RankingShape = .reference) {
        self.priorPath = priorPath
        self.currentPath = currentPath
        identityFields = shape.identityFields
        entryHeading = shape.entryHeading
        self.tables = comparisons.map(MovementTable.init)
        self.listsWithoutPrior = listsWithoutPrior
    }

    public var hasMismatch: Bool { tables.contains { $0.mismatchCount > 0 } }

    public func renderHuman() -> String {
        var out = ""
        for table in tables {
            out += table.priorLabel.map { "\(table.listName) (\($0) → \(table.listName))\n" } ?? "\(table.listName) (\(priorPath) → \(currentPath))\n"
            let headers = MovementTable.headers(entry: entryHeading)
            var cells = [headers] + table.rows.map(\.cells)
            var widths = headers.indices.map { column in cells.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
            // The entry's column takes what the others leave of the terminal's width.
            let room = max(12, Self.terminalWidth - 2 - 2 * (headers.count - 1) - widths.indices.filter { $0 != 1 }.reduce(0) { $0 + widths[$1] })
            if widths[1] > room {
                for index in cells.indices { cells[index][1] = DisplayWidth.truncated(cells[index][1], to: room) }
                widths[1] = room
            }
            for (n, row) in cells.enumerated() {
                let line = row.enumerated().map { column, cell in
                    column == 0 || column == 2 ? String(repeating: " ", count: widths[column] - DisplayWidth.of(cell)) + cell
                        : DisplayWidth.pad(cell, to: widths[column])
                }.joined(separator: "  ")
                out += "  " + String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
                if n == 0 { out += "  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
            }
            out += "  entered: \(table.entered.isEmpty ? "none" : table.entered.joined(separator: ", "))\n"
            out += "  dropped out: \(table.droppedOut.isEmpty ? "none" : table.droppedOut.map { "\($0.name) (\($0.rank))" }.joined(separator: ", "))\n\n"
        }
        for name in listsWithoutPrior { out += "\(name): not in \(priorPath); nothing to compare\n" }
        let mismatches = tables.reduce(0) { $0 + $1.mismatchCount }
        out += mismatches == 0 ? "every movement that can be checked is correct\n" : "\(plural(mismatches, "claimed movement")) \(mismatches == 1 ? "disagrees" : "disagree") with \(priorPath)\n"
        return out
    }

    public func renderJSON() -> String {
        JSONOutput.object([
            "version": .int(1),
            "prior": .string(priorPath),
            "current": .string(currentPath),
            "lists": .array(tables.map { table in
                .object([
                    "name": .string(table.listName),
                    "priorName": table.priorLabel.map(JSONOutput.string) ?? .null,
                    "entries": .array(table.rows.map { row in
                        .object([
                            "rank": .int(row.rank), "townName": .string(row.town),
                            "priorRank": row.priorRank.map(JSONOutput.int) ?? .null,
                            "claimed": .string(row.claimed), "true": row.truth.map(JSONOutput.string) ?? .null,
                            "status": .string(row.status),
                        ])
                    }),
                    "entered": .array(table.entered.map(JSONOutput.string)),
                    "droppedOut": .array(table.droppedOut.map { .object(["townName": .string($0.name), "priorRank": .int($0.rank)]) }),
                    "mismatches": .int(table.mismatchCount),
                ])
            }),
            "listsWithoutPrior": .array(listsWithoutPrior.map(JSONOutput.string)),
            "identity": .array(identityFields.map(JSONOutput.string)),
        ]).rendered() + "\n"
    }

    public func renderMarkdown() -> String {
        var out = priorPath == currentPath ? "## Movements: the periods of `\(markdownEscaped(currentPath))`\n\n"
            : "## Movements: `\(markdownEscaped(currentPath))` against `\(markdownEscaped(priorPath))`\n\n"
        if tables.count > MovementTable.seriesThreshold {
            out += MovementTable.seriesMarkdown(tables, entry: entryHeading)
        } else {
            for table in tables { out += table.markdown(entry: entryHeading) + "\n" }
        }
        for name in listsWithoutPrior { out += "- `\(markdownEscaped(name))`: not in the prior file; nothing to compare\n" }
        return out
    }
}

extension MovementTable {
    /// The table in GitHub-flavoured markdown, with entered / dropped-out lines.
    func markdown(entry: String) -> String {
        var out = "### \(markdownEscaped(listName))\n\n"
        out += "| " + MovementTable.headers(entry: entry).map(markdownEscaped).joined(separator: " | ") + " |\n"
        out += "|---:|---|---:|---|---|---|\n"
        for row in rows {
            var cells = row.cells.map(markdownEscaped)
            if row.status != "ok" { cells[5] = "**\(cells[5])**" }
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        out += "\nEntered: \(entered.isEmpty ? "none" : entered.map(markdownEscaped).joined(separator: ", ")). "
        out += "Dropped out: \(droppedOut.isEmpty ? "none" : droppedOut.map { "\(markdownEscaped($0.name)) (\($0.rank))" }.joined(separator: ", ")).\n"
        return out
    }
}

/// Escapes text for a markdown table cell: pipes, backticks and markup never break the table.
public func markdownEscaped(_ text: String) -> String {
    // Byte by byte (every character escaped is ASCII): no grapheme breaking, and a CR LF pair
    // inside a value becomes spaces like any other line break.
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "#"):
            out.append(UInt8(ascii: "\\"))
            out.append(byte)
        case 0x0A, 0x0D: out.append(UInt8(ascii: " "))
        default: out.append(byte)
        }
    }
    return String(decoding: out, as: UTF8.self)
}
