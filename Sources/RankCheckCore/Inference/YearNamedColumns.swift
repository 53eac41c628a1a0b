/// Columns a yearly ranking names by its year, as a university ranking publishes them:
/// `2025 RANK,2024 RANK,Institution` one year and `2026 RANK,2025 RANK,Institution` the next.
/// Each year's table then names its columns otherwise, so a shape that names `/2025 RANK` reads
/// one year's alone. `init` leaves the header out (`"skipRows"`) and names the columns as every
/// year's header does once each year in it is read as years before the header's newest:
/// `RANK`, `RANK last year`, `Institution`.
struct YearNamedColumns: Sendable, Equatable {
    let names: [String]
    /// "the headers name columns by year (2023 RANK in qs-2023.csv; 2025 RANK in qs-2025.csv), …"
    let evidence: String

    /// The names for tables whose headers are `headers` (each table's path and names, in
    /// order); nil unless two tables at least have as many columns, some columns' names differ
    /// between them, and those differ only in their years (and months beside them,
    /// `Nov 2025`), the same in every header once read as years before its newest.
    static func inferred(headers: [(path: String, names: [String])]) -> YearNamedColumns? {
        guard headers.count > 1, let first = headers.first, first.names.count > 1,
              headers.allSatisfy({ $0.names.count == first.names.count }) else { return nil }
        let changing = first.names.indices.filter { column in headers.contains { $0.names[column] != first.names[column] } }
        guard !changing.isEmpty else { return nil }
        var named: [String]?
        for header in headers {
            let years = changing.compactMap { PriorYearDiscovery.year(in: header.names[$0]) }
            guard years.count == changing.count, let newest = years.max() else { return nil }
            var names = header.names
            for (column, year) in zip(changing, years) { names[column] = relative(header.names[column], years: newest - year) }
            guard named == nil || named == names else { return nil }
            named = names
        }
        guard let named, Set(named).count == named.count else { return nil }
        // The first and the last header, by the name of their first column that changes.
        let shown = [headers.first!, headers.last!].map { "\($0.names[changing[0]]) in \($0.path)" }
        return YearNamedColumns(names: named, evidence: "the headers name columns by year (\(DisplayWidth.truncated(shown.joined(separator: "; "), to: 96))), named here by years before each header's newest")
    }

    /// `name` with its year (and a month's name beside it) taken out and said as years before
    /// the header's newest: `2025 RANK` → `RANK`, `2024 RANK` → `RANK last year`, `Nov 2023`
    /// → `2 years before` (and the newest `Nov 2025` → `this month`).
    static func relative(_ name: String, years: Int) -> String {
        var rest = name
        if let year = PriorYearDiscovery.yearMatch(in: rest)?.range {
            // A season's other year goes with it (`2024/25`, `2024-2025`: the year is its last).
            let after = rest[year.upperBound...], before = rest[..<year.lowerBound]
            let next = after.first.map { "/-–".contains($0) } == true ? after.dropFirst().prefix(while: \.isNumber) : ""
            let earlier = before.last.map { "/-–".contains($0) } == true ? before.dropLast().reversed().prefix(while: \.isNumber) : []
            let start = earlier.count == 4 ? rest.index(year.lowerBound, offsetBy: -5) : year.lowerBound
            rest.removeSubrange(start..<(next.count == 2 ? next.endIndex : year.upperBound))
        }
        let all = rest.split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" || $0 == "/" })
        let words = all.filter { !monthNames.contains($0.lowercased().trimming("().,")) }
        var kept = words.joined(separator: " ")
        for empty in ["()", "[]"] { kept = kept.replacingOccurrences(of: empty, with: "") }
        kept = kept.split(separator: " ").joined(separator: " ").trimming(" :,.")
        guard !kept.isEmpty else { return years == 0 ? (words.count < all.count ? "this month" : "this year") : years == 1 ? "last year" : "\(years) years before" }
        return years == 0 ? kept : years == 1 ? lastYears(kept) : "\(kept) \(years) years before"
    }

    /// The name of last year's column of the column named `name` (`RANK` → `RANK last year`).
    static func lastYears(_ name: String) -> String { "\(name) last year" }

    /// A month's English name, whole or cut to three or four letters, as a header writes it beside a year.
    private static let monthNames: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]
}

private extension String {
    /// The string without `characters` at either end.
    func trimming(_ characters: String) -> String {
        let set = Set(characters)
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
