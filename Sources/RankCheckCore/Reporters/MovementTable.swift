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
            return Row(rank: entry.rank?.value ?? 0, town: comparison.list.shownName(of: entry) ?? "", priorRank: compared.priorRank,
                       claimed: entry.claimDescription, truth: compared.trueMovement?.description, status: compared.status.label)
        }
        entered = comparison.entered.compactMap { comparison.list.shownName(of: $0.entry) }
        droppedOut = comparison.droppedOut.map { (comparison.prior?.shownName(of: $0) ?? "", $0.rank) }
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
        seriesMarkdownParts(tables, entry: entry, nested: nested).joined()
    }

    /// The same in parts, in order — the table's head, a row a period, the count, a table a
    /// period to look at — so a report with a size budget can stop between two.
    static func seriesMarkdownParts(_ tables: [MovementTable], entry: String, nested: Bool = false) -> [String] {
        var parts = ["| period | against | entries | claims checked | mismatches | new | dropped |\n|---|---|---:|---:|---:|---:|---:|\n"]
        for table in tables {
            let mismatches = table.mismatchCount == 0 ? "0" : "**\(table.mismatchCount)**"
            parts.append("| \(markdownEscaped(table.listName)) | \(markdownEscaped(table.priorLabel ?? "—")) | \(table.rows.count) | \(table.checkedCount) | "
                + "\(mismatches) | \(table.entered.count) | \(table.droppedOut.count) |\n")
        }
        let flagged = tables.filter(\.needsAttention)
        parts.append("\n\(plural(tables.count, "period")) compared; \(flagged.isEmpty ? "every claim checks out" : "\(plural(flagged.count, "period")) with claims to look at:")\n")
        for table in flagged { parts.append("\n" + (nested ? table.markdown(entry: entry).replacingFirstHeading() : table.markdown(entry: entry))) }
        return parts
    }

    /// More lists than this are a series: summarised, not printed table by table.
    static let seriesThreshold = 3
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

/// `text` as a Markdown code span, shown as it is: inside a span a backslash escape would show
/// its backslash (`top\_500.csv`), so nothing is escaped; the span is fenced by one backtick
/// more than the longest run of them in `text`, with a space inside where `text` starts or ends
/// with one, and a line break is a space.
public func markdownCode(_ text: String) -> String {
    let flat = String(text.map { $0.isNewline ? " " : $0 })
    var longest = 0, run = 0
    for byte in flat.utf8 {
        run = byte == UInt8(ascii: "`") ? run + 1 : 0
        longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
    return fence + padding + flat + padding + fence
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
