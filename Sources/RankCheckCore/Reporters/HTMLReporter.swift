/// `--format html`: one self-contained page (inline CSS and SVG, no script, nothing fetched): the
/// verdict and a summary (counts by rule and by file, the lists with the most findings), the
/// findings grouped by rule, and each list as people know a ranking — rank, name, attributes and
/// a movement mark (↑k, ↓k, → keep, NEW) in colour and symbol — with flagged entries highlighted
/// and their findings beside them. With a prior period the claimed and true movements stand side
/// by side, the entries that dropped out are listed, and a bump chart draws each shown list's
/// entries from the prior period to this one. The page stays one a browser draws at once
/// whatever the run: findings are listed up to a budget and counted past it, lists without
/// findings of a file with many lists fold into one line, and lists with findings are shown up to
/// a budget; the page says what it left out and which report has it all. Dark mode and print
/// come from CSS alone.
public struct HTMLReporter: Reporter {
    /// Lists longer than this are folded around their flagged entries.
    public static let foldThreshold = 100
    /// Findings listed per rule; the rest are counted.
    public static let listedPerRule = 1000
    /// Findings listed in all; the rest are counted.
    public static let listedInAll = 2000
    /// Flagged entries shown per list; the rest are counted.
    public static let flaggedPerList = 50
    /// A file with more lists than this shows only its lists with findings.
    public static let listsShownWhole = 12
    /// Lists shown in all, beyond those of files shown whole.
    public static let listsShownInAll = 25
    /// Entries shown on each side of a flagged one in a folded list.
    public static let neighbours = 2
    /// Rows of the summary's tables of files and of lists.
    public static let summaryRows = 10

    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
        let failed = errors > 0 || !report.unreadable.isEmpty
        out.write("""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="\(Self.escaped("\(report.toolName) \(report.toolVersion)"))">
        <title>rankcheck: \(failed ? "failed" : "passed")</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <header>
        <h1>rankcheck</h1>
        <p class="verdict \(failed ? "fail" : "pass")">\(failed ? "✗ failed" : "✓ passed"): \(Self.counts(errors, warnings, notes)) in \(plural(report.files.count, "file"))</p>

        """)
        // What the run says beside its findings: a prior file not read, a period a series lacks.
        for notice in report.notices { out.write("<p class=\"notice\">note: \(Self.escaped(notice))</p>\n") }
        out.write("</header>\n")
        let tally = Tally(report)
        let shownLists = Self.shownLists(report, tally)
        let layouts = Self.layouts(report, shownLists: shownLists)
        writeSummary(report, tally, to: out)
        let byEntry = writeFindings(report, tally, layouts: layouts, to: out)
        for file in report.files where !file.lists.isEmpty {
            writeFile(file, findings: byEntry, layouts: layouts, shownLists: shownLists, tally: tally, to: out)
        }
        let flaggedLists = tally.byList.count, shownFlagged = tally.byList.keys.filter(shownLists.contains).count
        if shownFlagged < flaggedLists {
            out.write("<p class=\"dropped\">\(plural(flaggedLists - shownFlagged, "more list")) with findings \(flaggedLists - shownFlagged == 1 ? "is" : "are") not shown: "
                + "the JSON and SARIF reports have every finding.</p>\n")
        }
        out.write("<footer>\(Self.escaped("\(report.toolName) \(report.toolVersion)"))</footer>\n</body>\n</html>\n")
    }

    /// The findings section: findings positioned a block at a time, grouped by rule, the first
    /// of each rule listed, and the files that could not be read. Returns the findings of the
    /// entries the lists' tables show, by entry. A finding neither listed nor shown beside its
    /// entry is counted, and never positioned or worded.
    private func writeFindings(_ report: RunReport, _ tally: Tally, layouts: [FileList: ListLayout], to out: ReportOutput) -> [String: [Finding]] {
        var byEntry: [String: [Finding]] = [:]
        let isShownBesideItsEntry = { (finding: Finding) -> Bool in
            guard let list = finding.list, let identity = finding.identity else { return false }
            return layouts[FileList(path: finding.location.path, name: list)]?.showsEntry(named: identity) ?? false
        }
        out.write("<section id=\"findings\">\n<h2>Findings</h2>\n")
        if tally.byRule.isEmpty && report.unreadable.isEmpty {
            out.write("<p>No findings.</p>\n")
        }
        var budget = Self.listedInAll
        let rules = Dictionary(RuleRegistry.descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (ruleID, count) in tally.byRule.sorted(by: { $0.key < $1.key }) {
            let quota = min(Self.listedPerRule, budget)
            budget -= min(quota, count)
            let rule = rules[ruleID]
            out.write("<h3 id=\"rule-\(ruleID)\"><a href=\"\(Self.escaped(RuleDocumentation.url(of: ruleID)))\">\(ruleID)</a> \(Self.escaped(rule?.name ?? ""))"
                + " <small>\(plural(count, "finding")): \(Self.escaped(rule?.summary ?? ""))</small></h3>\n")
            out.write("<table class=\"findings\">\n<thead><tr><th>severity</th><th>place</th><th>message</th><th>help</th></tr></thead>\n<tbody>\n")
            // The rule's first `quota` findings are listed; the others are read only when shown
            // beside their entry. `listed` counts the findings this loop reads: the first
            // `quota` of them are the rule's first `quota`.
            var ofRule = 0, listed = 0
            report.forEachFinding(where: { finding in
                guard finding.ruleID == ruleID else { return false }
                ofRule += 1
                return ofRule <= quota || isShownBesideItsEntry(finding)
            }, detail: .ownPlace) { finding in
                var anchor: String?
                if let list = finding.list, let identity = finding.identity, let layout = layouts[FileList(path: finding.location.path, name: list)] {
                    let key = Self.entryKey(finding.location.path, list, identity)
                    if layout.showsEntry(named: identity) { byEntry[key, default: []].append(finding) }
                    anchor = Self.anchor(key)
                }
                listed += 1
                guard listed <= quota else { return }
                let place = Self.escaped("\(finding.location.path):\(finding.location.start.line):\(finding.location.start.column)")
                out.write("<tr class=\"sev-\(finding.severity.rawValue)\"><td>\(Self.badge(finding.severity))</td>"
                    + "<td class=\"place\">\(anchor.map { "<a href=\"#\($0)\">\(place)</a>" } ?? place)</td>"
                    + "<td>\(Self.escaped(finding.message))</td><td>\(Self.withCode(finding.fix?.summary ?? finding.help ?? ""))</td></tr>\n")
            }
            if count > quota {
                out.write("<tr class=\"fold\"><td colspan=\"4\">⋯ \(count - quota) more \(ruleID) findings, not listed here (the first \(quota) are): "
                    + "the JSON and SARIF reports have them all</td></tr>\n")
            }
            out.write("</tbody>\n</table>\n")
        }
        if !report.unreadable.isEmpty {
            out.write("<h3>Files that could not be read</h3>\n<table class=\"findings\">\n<tbody>\n")
            for item in report.unreadable {
                out.write("<tr class=\"sev-error\"><td>\(Self.badge(.error))</td><td class=\"place\">\(Self.escaped(item.path))</td><td>\(Self.escaped(item.message))</td><td></td></tr>\n")
            }
            out.write("</tbody>\n</table>\n")
        }
        out.write("</section>\n")
        return byEntry
    }

    /// What the summary and the budgets count, read once from the findings as they are (no
    /// position is resolved): findings by rule, by file and by list.
    struct Tally {
        var byRule: [String: Int] = [:]
        var byFile: [String: (errors: Int, warnings: Int, notes: Int)] = [:]
        var byList: [FileList: Int] = [:]

        init(_ report: RunReport) {
            for file in report.files {
                var counts = (errors: 0, warnings: 0, notes: 0)
                var byListName: [String: Int] = [:]
                for index in file.findings.indices {
                    byRule[file.findings[index].ruleID, default: 0] += 1
                    switch file.findings[index].severity {
                    case .error: counts.errors += 1
                    case .warning: counts.warnings += 1
                    case .note: counts.notes += 1
                    }
                    if let list = file.findings[index].list { byListName[list, default: 0] += 1 }
                }
                for (name, count) in byListName { byList[FileList(path: file.path, name: name), default: 0] += count }
                byFile[file.path] = counts
            }
        }
    }

    /// The lists the page shows: every list of a file with few lists, and lists with findings,
    /// in report order, up to the budget.
    static func shownLists(_ report: RunReport, _ tally: Tally) -> Set<FileList> {
        var shown = Set<FileList>()
        var budget = listsShownInAll
        for file in report.files where !file.lists.isEmpty {
            let whole = file.lists.count <= listsShownWhole
            for list in file.lists {
                let key = FileList(path: file.path, name: list.name)
                if whole {
                    shown.insert(key)
                } else if tally.byList[key] != nil, budget > 0 {
                    shown.insert(key)
                    budget -= 1
                }
            }
        }
        return shown
    }

    /// The summary: counts by rule, by file, and the lists with the most findings.
    private func writeSummary(_ report: RunReport, _ tally: Tally, to out: ReportOutput) {
        guard !tally.byRule.isEmpty else { return }
        out.write("<section id=\"summary\">\n<h2>Summary</h2>\n<table class=\"counts\">\n<thead><tr><th>rule</th><th>findings</th></tr></thead>\n<tbody>\n")
        let names = Dictionary(RuleRegistry.descriptions.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for (ruleID, count) in tally.byRule.sorted(by: { $0.key < $1.key }) {
            out.write("<tr><td><a href=\"#rule-\(ruleID)\">\(ruleID)</a> \(Self.escaped(names[ruleID] ?? ""))</td><td class=\"count\">\(count)</td></tr>\n")
        }
        out.write("</tbody>\n</table>\n")
        if report.files.count > 1 {
            let files = report.files.map(\.path).filter { tally.byFile[$0].map { $0.errors + $0.warnings + $0.notes > 0 } ?? false }
            out.write("<table class=\"counts\">\n<thead><tr><th>file</th><th>errors</th><th>warnings</th><th>notes</th></tr></thead>\n<tbody>\n")
            for path in files.prefix(Self.summaryRows) {
                let counts = tally.byFile[path] ?? (0, 0, 0)
                out.write("<tr><td class=\"place\">\(Self.escaped(path))</td><td class=\"count\">\(counts.errors)</td><td class=\"count\">\(counts.warnings)</td><td class=\"count\">\(counts.notes)</td></tr>\n")
            }
            if files.count > Self.summaryRows {
                out.write("<tr class=\"fold\"><td colspan=\"4\">⋯ \(plural(files.count - Self.summaryRows, "more file")) with findings</td></tr>\n")
            }
            out.write("</tbody>\n</table>\n")
        }
        if tally.byList.count > 1 {
            let top = tally.byList.sorted { $0.value != $1.value ? $0.value > $1.value : ($0.key.path, $0.key.name) < ($1.key.path, $1.key.name) }
                .prefix(Self.summaryRows)
            out.write("<table class=\"counts\">\n<thead><tr><th>the lists with the most findings</th><th>findings</th></tr></thead>\n<tbody>\n")
            for (list, count) in top {
                out.write("<tr><td>\(Self.escaped(list.name)) <small>\(Self.escaped(list.path))</small></td><td class=\"count\">\(count)</td></tr>\n")
            }
            out.write("</tbody>\n</table>\n")
        }
        out.write("</section>\n")
    }

    private func writeFile(_ file: FileReport, findings: [String: [Finding]], layouts: [FileList: ListLayout], shownLists: Set<FileList>, tally: Tally,
                           to out: ReportOutput) {
        let comparisons = Dictionary(file.comparisons.map { ($0.list.key, $0) }, uniquingKeysWith: { first, _ in first })
        let isSeries = file.priorPath == file.path && file.lists.count > 1
        out.write("<section class=\"file\">\n<h2>\(Self.escaped(file.path))</h2>\n")
        if let prior = file.priorPath, !isSeries { out.write("<p class=\"against\">Compared with \(Self.escaped(PriorPeriod.shownName(ofPath: prior))).</p>\n") }
        let quiet = file.lists.filter { tally.byList[FileList(path: file.path, name: $0.name)] == nil && !shownLists.contains(FileList(path: file.path, name: $0.name)) }.count
        if quiet > 0 { out.write("<p class=\"dropped\">\(plural(quiet, "list")) without findings.</p>\n") }
        for list in file.lists {
            // A list is shown when it has a layout.
            guard let layout = layouts[FileList(path: file.path, name: list.name)] else { continue }
            let comparison = comparisons[list.key]
            let shown = layout.shown
            // Each shown entry's comparison with the prior period, by position in the list.
            var compared: [Int: EntryComparison] = [:]
            if let comparison {
                let entries = comparison.entries, shownPositions = Set(shown)
                for index in entries.indices where shownPositions.contains(entries.position(at: index)) {
                    compared[entries.position(at: index)] = entries[index]
                }
            }
            let against = comparison?.prior?.periodLabel.map { " against \($0)" } ?? ""
            let document = file.document
            let hasAttributes = document != nil && list.hasAttributes
            let columns = 4 + (hasAttributes ? 1 : 0) + (comparison == nil ? 0 : 2)
            out.write("<div class=\"list\">\n<h3>\(Self.escaped(list.name))<small>\(Self.escaped(against))</small></h3>\n")
            out.write("<table class=\"ranking\">\n<thead><tr><th>rank</th><th>name</th>\(hasAttributes ? "<th>attributes</th>" : "")<th>movement</th>")
            if comparison != nil { out.write("<th>prior rank</th><th>true movement</th>") }
            out.write("<th>findings</th></tr></thead>\n<tbody>\n")
            var previous = -1
            for position in shown {
                if position > previous + 1 { out.write(Self.foldRow(position - previous - 1, columns: columns)) }
                previous = position
                let entry = list.entries[position], name = list.name(of: entry)
                let own = findings[Self.entryKey(file.path, list.name, name ?? "")] ?? []
                let worst = own.map(\.severity).min { Self.weight($0) > Self.weight($1) }
                let key = Self.entryKey(file.path, list.name, name ?? "")
                out.write("<tr id=\"\(Self.anchor(key))\"\(worst.map { " class=\"flagged sev-\($0.rawValue)\"" } ?? "")>")
                out.write("<td class=\"rank\">\(entry.rank?.value.map(String.init) ?? "?")</td><td class=\"name\">\(Self.escaped(list.shownName(of: entry) ?? "—"))</td>")
                if hasAttributes, let document {
                    let values = list.attributes(at: position).filter { document.kind($0.node) == .string }.map { document.string($0.node) }
                    out.write("<td class=\"attrs\">\(Self.escaped(values.joined(separator: "; ")))</td>")
                }
                out.write("<td>\(Self.mark(entry.claimedMovement, direction: entry.direction?.value, text: entry.claimDescription))</td>")
                if comparison != nil {
                    let found = compared[position]
                    out.write("<td class=\"rank\">\(found?.priorRank.map(String.init) ?? "—")</td>")
                    let label = found.map { $0.status == .new ? "NEW" : $0.status.label } ?? "—"
                    out.write("<td>\(found?.trueMovement.map { Self.mark($0, text: $0.description) } ?? "<span class=\"mark new\">\(Self.escaped(label))</span>")</td>")
                }
                out.write("<td class=\"notes\">" + own.map { "<p>\(Self.badge($0.severity)) <b>\($0.ruleID)</b> \(Self.escaped($0.message))</p>" }.joined() + "</td></tr>\n")
            }
            if previous < list.entries.count - 1 { out.write(Self.foldRow(list.entries.count - 1 - previous, columns: columns)) }
            out.write("</tbody>\n</table>\n")
            if layout.flaggedCount > Self.flaggedPerList, case let more = layout.flaggedCount - Self.flaggedPerList {
                out.write("<p class=\"dropped\">\(more) more \(more == 1 ? "entry" : "entries") with findings folded: the JSON and SARIF reports have every finding.</p>\n")
            }
            if let comparison {
                let dropped = comparison.droppedOut.prefix(Self.listedPerRule).map { "\(Self.escaped(comparison.prior?.shownName(of: $0) ?? "")) (\($0.rank))" }
                out.write("<p class=\"dropped\">Dropped out: \(dropped.isEmpty ? "none" : dropped.joined(separator: ", "))"
                    + "\(comparison.droppedOut.count > Self.listedPerRule ? " and \(comparison.droppedOut.count - Self.listedPerRule) more" : "").</p>\n")
            }
            // The chart shows the periods around the list: the prior one and this one.
            let periods = isSeries ? [comparison?.prior?.periodLabel ?? "prior", list.name]
                : [file.priorLabel ?? "prior", PriorYearDiscovery.year(in: file.path).map(String.init) ?? "now"]
            if let comparison, let chart = Self.pairChart(list, comparison: comparison, periods: periods) {
                out.write(chart)
            }
            out.write("</div>\n")
        }
        out.write("</section>\n")
    }

    /// A list of a file: what the page's counts and budgets are kept by.
    struct FileList: Hashable {
        var path: String
        var name: String
    }

    /// What a shown list's table shows: the positions of its rows, and how many of its entries
    /// have findings.
    struct ListLayout {
        let list: RankingList
        let repeatsOf: [Int: [Int]]
        let shown: [Int]
        let flaggedCount: Int
        private let isShown: Set<Int>

        init(list: RankingList, repeatsOf: [Int: [Int]], shown: [Int], flaggedCount: Int) {
            self.list = list
            self.repeatsOf = repeatsOf
            self.shown = shown
            self.flaggedCount = flaggedCount
            isShown = Set(shown)
        }

        /// Whether a row shown is of an entry named `name` (its findings are shown beside it).
        func showsEntry(named name: String) -> Bool {
            list.positions(named: name, repeatsOf: repeatsOf).contains(where: isShown.contains)
        }
    }

    /// The layout of every shown list, from which entries have findings (read from the findings
    /// as they are, before any is positioned).
    static func layouts(_ report: RunReport, shownLists: Set<FileList>) -> [FileList: ListLayout] {
        // Each shown list, and which of its entries have findings: those named as a finding's
        // entry is (a finding may be placed in another file of the run).
        var lists: [FileList: (list: RankingList, repeatsOf: [Int: [Int]])] = [:]
        for file in report.files {
            for list in file.lists where shownLists.contains(FileList(path: file.path, name: list.name)) {
                lists[FileList(path: file.path, name: list.name)] = (list, list.repeatsByFirst())
            }
        }
        var flagged: [FileList: [Bool]] = [:]
        for file in report.files {
            for index in file.findings.indices {
                guard let list = file.findings[index].list, let identity = file.findings[index].identity else { continue }
                let key = FileList(path: file.findings[index].location.path, name: list)
                guard let shownList = lists[key] else { continue }
                for position in shownList.list.positions(named: identity, repeatsOf: shownList.repeatsOf) {
                    flagged[key, default: [Bool](repeating: false, count: shownList.list.entries.count)][position] = true
                }
            }
        }
        var layouts: [FileList: ListLayout] = [:]
        for file in report.files {
            for list in file.lists {
                let key = FileList(path: file.path, name: list.name)
                guard let found = lists[key] else { continue }
                let marks = flagged[key] ?? []
                let allFlagged = marks.indices.lazy.filter { marks[$0] }
                let first = Array(allFlagged.prefix(flaggedPerList))
                // A file of many lists shows only lists with findings, each folded around them.
                let shown = shownPositions(count: list.entries.count, flagged: first, folding: file.lists.count > listsShownWhole)
                layouts[key] = ListLayout(list: list, repeatsOf: found.repeatsOf, shown: shown,
                                          flaggedCount: first.count < flaggedPerList ? first.count : allFlagged.count)
            }
        }
        return layouts
    }

    /// The positions a list shows: all of a short list; of a long one (or any, when `folding`),
    /// the first three, each flagged entry and its neighbours.
    static func shownPositions(count: Int, flagged: [Int], folding: Bool = false) -> [Int] {
        guard count > foldThreshold || folding else { return Array(0..<count) }
        var shown = Set(0..<min(3, count))
        for position in flagged { shown.formUnion(max(0, position - neighbours)...min(count - 1, position + neighbours)) }
        return shown.sorted()
    }

    static func foldRow(_ count: Int, columns: Int) -> String {
        "<tr class=\"fold\"><td colspan=\"\(columns)\">⋯ \(count) \(count == 1 ? "entry" : "entries") folded</td></tr>\n"
    }

    // MARK: - Bump charts

    /// Two periods: every entry (of the first 100 ranks) from its prior rank to its rank.
    static func pairChart(_ list: RankingList, comparison: ListComparison, periods: [String]) -> String? {
        var lines: [(name: String, ranks: [Int?], flagged: Bool)] = []
        let entries = comparison.entries
        for index in entries.indices where (entries[index].entry.rank?.value ?? .max) <= chartDepth {
            let compared = entries[index]
            guard let rank = compared.entry.rank?.value, let name = list.shownName(of: compared.entry) else { continue }
            var flagged = false
            if case .mismatch = compared.status { flagged = true }
            lines.append((name, [compared.priorRank, rank], flagged))
        }
        return bumpChart(periods: periods, lines: lines)
    }

    /// Ranks a bump chart draws (a deeper list is drawn to here).
    static let chartDepth = 100

    /// An SVG bump chart: one column per period, one line per entry (its name at both ends, a
    /// title on hover), rank 1 at the top; a mismatched move is drawn in the error colour with a ✗.
    static func bumpChart(periods: [String], lines: [(name: String, ranks: [Int?], flagged: Bool)]) -> String? {
        let deepest = min(chartDepth, lines.flatMap { $0.ranks.compactMap { $0 } }.max() ?? 0)
        guard periods.count >= 2, deepest > 0, !lines.isEmpty else { return nil }
        let left = 170.0, right = 170.0, top = 30.0, rowHeight = 22.0
        let step = periods.count > 1 ? max(60.0, 560.0 / Double(periods.count - 1)) : 0
        let width = left + step * Double(periods.count - 1) + right, height = top + rowHeight * Double(deepest) + 20
        func y(_ rank: Int) -> Double { top + rowHeight * Double(min(rank, deepest) - 1) }
        func x(_ period: Int) -> Double { left + step * Double(period) }
        var svg = "<svg class=\"bump\" role=\"img\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" height=\"\(Int(height))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        svg += "<title>Ranks across \(escaped(periods.first!)) … \(escaped(periods.last!))</title>\n"
        for (index, period) in periods.enumerated() {
            svg += "<text class=\"period\" x=\"\(x(index))\" y=\"14\" text-anchor=\"middle\">\(escaped(period))</text>\n"
        }
        for (index, line) in lines.enumerated() {
            let points = line.ranks.enumerated().compactMap { period, rank in rank.map { "\(x(period)),\(y($0))" } }
            let tone = line.flagged ? "flag" : "tone\(index % 5)"
            let story = line.ranks.enumerated().map { "\(periods[$0.offset]): \($0.element.map(String.init) ?? "—")" }.joined(separator: ", ")
            if points.count > 1 {
                svg += "<polyline class=\"entry \(tone)\" points=\"\(points.joined(separator: " "))\"><title>\(escaped(line.name)) — \(escaped(story))\(line.flagged ? " (claimed move wrong)" : "")</title></polyline>\n"
            }
            if line.flagged, let rank = line.ranks.last ?? nil {
                svg += "<text class=\"flag\" x=\"\(x(periods.count - 1) - 16)\" y=\"\(y(rank) - 6)\">✗</text>\n"
            }
            if let first = line.ranks.firstIndex(where: { $0 != nil }), let rank = line.ranks[first], first == 0 {
                svg += "<text x=\"\(x(0) - 10)\" y=\"\(y(rank) + 4)\" text-anchor=\"end\">\(escaped(line.name)) \(rank)</text>\n"
            }
            for (period, rank) in line.ranks.enumerated() {
                guard let rank else { continue }
                svg += "<circle class=\"\(tone)\" cx=\"\(x(period))\" cy=\"\(y(rank))\" r=\"4\"><title>\(escaped(line.name)): \(rank)</title></circle>\n"
            }
            if let final = line.ranks.last, let rank = final {
                svg += "<text x=\"\(x(periods.count - 1) + 10)\" y=\"\(y(rank) + 4)\">\(rank). \(escaped(line.name))</text>\n"
            }
        }
        return svg + "</svg>\n"
    }

    // MARK: - Pieces

    static func entryKey(_ path: String, _ list: String, _ identity: String) -> String { path + "\u{1F}" + list + "\u{1F}" + identity }

    /// The id of an entry's row, which its findings link to.
    static func anchor(_ key: String) -> String { "e" + fnv1a64(key) }

    static func weight(_ severity: Severity) -> Int {
        switch severity {
        case .error: 3
        case .warning: 2
        case .note: 1
        }
    }

    static func counts(_ errors: Int, _ warnings: Int, _ notes: Int) -> String {
        let parts = [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }.map { plural($0.0, $0.1) }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    static func badge(_ severity: Severity) -> String { "<span class=\"badge sev-\(severity.rawValue)\">\(severity.rawValue)</span>" }

    /// A movement in symbol and colour: ↑k up, ↓k down, → keep; anything else as written.
    /// A claimed or true move as a mark; a claim of a direction alone (`direction`: 1 up, -1
    /// down) as an arrow without a size.
    static func mark(_ movement: Movement?, direction: Int? = nil, text: String) -> String {
        switch (movement, direction) {
        case (.up(let k), _): "<span class=\"mark up\" title=\"up \(k)\">↑\(k)</span>"
        case (.down(let k), _): "<span class=\"mark down\" title=\"down \(k)\">↓\(k)</span>"
        case (.keep, _): "<span class=\"mark keep\" title=\"keep\">→ keep</span>"
        case (nil, let direction?) where direction != 0:
            direction > 0 ? "<span class=\"mark up\" title=\"up\">↑</span>" : "<span class=\"mark down\" title=\"down\">↓</span>"
        case (nil, _): "<span class=\"mark new\">\(escaped(text == "new" ? "NEW" : text))</span>"
        }
    }

    static func escaped(_ text: String) -> String { markupEscaped(text) }

    /// Help text escaped, with its code spans (between backticks) shown as code.
    static func withCode(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        // Unbalanced backticks are text, not markup.
        guard parts.count > 1, parts.count % 2 == 1 else { return escaped(text) }
        return parts.enumerated().map { index, part in
            index % 2 == 1 ? "<code>\(escaped(String(part)))</code>" : escaped(String(part))
        }.joined()
    }

    /// The page's whole style: light and dark colours, and print.
    static let style = """

    :root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --row: #f6f8fa;
      --error: #cf222e; --error-bg: #ffebe9; --warning: #9a6700; --warning-bg: #fff8c5; --note: #0969da; --note-bg: #ddf4ff;
      --up: #1a7f37; --down: #cf222e; --keep: #59636e; --new: #8250df; }
    @media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --row: #151b23;
      --error: #ff7b72; --error-bg: #3c1618; --warning: #d29922; --warning-bg: #37290d; --note: #58a6ff; --note-bg: #0c2d6b;
      --up: #3fb950; --down: #f85149; --keep: #9198a1; --new: #bc8cff; } }
    body { margin: 2rem auto; max-width: 72rem; padding: 0 1rem; background: var(--bg); color: var(--fg);
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans", sans-serif; }
    h1 { margin: 0; font-size: 1.6rem; } h2 { border-bottom: 1px solid var(--line); padding-bottom: .3rem; word-break: break-all; }
    h3 small { color: var(--muted); font-weight: normal; margin-left: .5rem; }
    .verdict { font-size: 1.2rem; font-weight: 600; padding: .5rem .8rem; border-radius: 6px; display: inline-block; }
    .verdict.fail { color: var(--error); background: var(--error-bg); } .verdict.pass { color: var(--up); background: var(--row); }
    table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
    th, td { border: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
    th { background: var(--row); } td.count { text-align: right; font-variant-numeric: tabular-nums; }
    table.counts { width: auto; min-width: 24rem; } td.rank { text-align: right; font-variant-numeric: tabular-nums; width: 4rem; }
    td.place { font-family: ui-monospace, monospace; font-size: .85rem; word-break: break-all; }
    td.notes p { margin: 0 0 .2rem; } code { font-family: ui-monospace, monospace; font-size: .85em; background: var(--row);
      padding: 0 .2rem; border-radius: 4px; }
    tr.flagged.sev-error { background: var(--error-bg); } tr.flagged.sev-warning { background: var(--warning-bg); }
    tr.flagged.sev-note { background: var(--note-bg); } tr.flagged td.name { font-weight: 600; }
    tr.fold td { color: var(--muted); text-align: center; font-style: italic; } p.dropped { color: var(--muted); } p.notice { color: var(--muted); margin: .4rem 0 0; }
    tr:target { outline: 3px solid var(--note); }
    .badge { font-size: .75rem; font-weight: 600; padding: 0 .35rem; border-radius: 4px; border: 1px solid currentColor; }
    .badge.sev-error { color: var(--error); } .badge.sev-warning { color: var(--warning); } .badge.sev-note { color: var(--note); }
    .mark { font-weight: 600; white-space: nowrap; } .mark.up { color: var(--up); } .mark.down { color: var(--down); }
    .mark.keep { color: var(--keep); } .mark.new { color: var(--new); }
    a { color: var(--note); }
    svg.bump { max-width: 100%; height: auto; font: 12px system-ui, "Noto Sans CJK JP", sans-serif; }
    svg.bump text { fill: var(--fg); } svg.bump .period { fill: var(--muted); }
    svg.bump polyline { fill: none; stroke-width: 2.5; } svg.bump .flag { stroke: var(--error); fill: var(--error); }
    svg.bump .tone0 { stroke: #0969da; fill: #0969da; } svg.bump .tone1 { stroke: #1a7f37; fill: #1a7f37; }
    svg.bump .tone2 { stroke: #8250df; fill: #8250df; } svg.bump .tone3 { stroke: #bc4c00; fill: #bc4c00; }
    svg.bump .tone4 { stroke: #57606a; fill: #57606a; } svg.bump polyline[class] { fill: none; }
    footer { color: var(--muted); margin-top: 2rem; font-size: .85rem; }
    @media print { body { margin: 0; max-width: none; font-size: 11px; } tr { break-inside: avoid; } .verdict { border: 1px solid currentColor; }
      a { color: inherit; text-decoration: none; } }

    """
}

extension HTMLReporter {
    public static let format = ReportFormat("html", "one self-contained page, each list as a ranking") { _ in HTMLReporter() }
}
