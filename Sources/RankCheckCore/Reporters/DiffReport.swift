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

    private var priorName: String { PriorPeriod.shownName(ofPath: priorPath) }

    public var hasMismatch: Bool { tables.contains { $0.mismatchCount > 0 } }

    public func renderHuman() -> String {
        var out = ""
        for table in tables {
            out += table.priorLabel.map { "\(table.listName) (\($0) → \(table.listName))\n" } ?? "\(table.listName) (\(priorName) → \(currentPath))\n"
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
        for name in listsWithoutPrior { out += "\(name): not in \(priorName); nothing to compare\n" }
        let mismatches = tables.reduce(0) { $0 + $1.mismatchCount }
        if let nothingToCompare {
            out += nothingToCompare + "\n"
        } else {
            out += mismatches == 0 ? "every movement that can be checked is correct\n" : "\(plural(mismatches, "claimed movement")) \(mismatches == 1 ? "disagrees" : "disagree") with \(priorName)\n"
        }
        return out
    }

    /// Why no list was compared, when none was.
    private var nothingToCompare: String? {
        guard tables.isEmpty else { return nil }
        return listsWithoutPrior.isEmpty ? "nothing to compare: \(currentPath) holds one list, and a series compares each list with the one before it"
            : "nothing to compare: no list of \(currentPath) is in \(priorName)"
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
        var out = priorPath == currentPath ? "## Movements: the periods of \(markdownCode(currentPath))\n\n"
            : "## Movements: \(markdownCode(currentPath)) against \(PriorPeriod.isUnnamed(priorPath) ? priorName : markdownCode(priorPath))\n\n"
        if tables.count > MovementTable.seriesThreshold {
            out += MovementTable.seriesMarkdown(tables, entry: entryHeading)
        } else {
            for table in tables { out += table.markdown(entry: entryHeading) + "\n" }
        }
        for name in listsWithoutPrior { out += "- \(markdownCode(name)): not in the prior file; nothing to compare\n" }
        if let nothingToCompare { out += (listsWithoutPrior.isEmpty ? "" : "\n") + markdownEscaped(nothingToCompare.prefix(1).uppercased() + nothingToCompare.dropFirst()) + ".\n" }
        return out
    }
}
