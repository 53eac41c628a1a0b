/// Periods: what labels each list, the order of the periods, and the prior mode they make.
extension ShapeInference {
    /// A scalar member beside every list (`/*/date` for lists `/*/data`) whose value differs
    /// from list to list.
    func labelField(_ lists: [ListCandidate]) -> (pattern: String, key: String)? {
        guard lists.count > 1, let first = lists.first, let parent = first.parent else { return nil }
        // Files of one list each, named by date, name their lists better than a value beside
        // them (a timestamp, `"rollup_date": 1731888000`): messages say `in 2024-11-18`.
        let files = Set(lists.map(\.file))
        if files.count == lists.count, Self.areNamedByDate(files.map { sources[$0].path }) { return nil }
        let document = sources[first.file].document
        let keys = document.children(parent).filter { document.kind($0) == .string || document.kind($0) == .number }.map { document.key($0) }
        for key in keys.sorted(by: { ($0 == "date" ? 0 : 1, $0) < ($1 == "date" ? 0 : 1, $1) }) {
            var seen = Set<String>()
            let all = lists.allSatisfy { list in
                guard let parent = list.parent, let node = sources[list.file].document.member(parent, key) else { return false }
                return seen.insert(sources[list.file].document.string(node)).inserted
            }
            if all {
                let pattern = zip(first.tokens.dropLast(), first.varying.dropLast()).map { "/" + ($1 ? "*" : JSONPointer.escape($0)) }.joined() + "/" + JSONPointer.escape(key)
                return (pattern, key)
            }
        }
        return nil
    }

    /// The lists in period order, each with the one before it: by label, by file name, else as
    /// found. `leavingOutMissing`: but for a list whose period before is missing
    /// (`MissingPeriods`), whose moves are from a period not there.
    func periodOrder(_ lists: [ListCandidate], label: String?, leavingOutMissing: Bool = false) -> [(previous: ListCandidate, current: ListCandidate)] {
        let keys = label == nil ? keyNames(lists) : nil
        let names: [String] = lists.indices.map { index in
            let list = lists[index]
            if let label, let parent = list.parent, let node = sources[list.file].document.member(parent, label) {
                return sources[list.file].document.string(node)
            }
            return keys?[index] ?? sources[list.file].path
        }
        let oneListAFile = Set(lists.map(\.file)).count == lists.count
        let periodLabels = label.map { labels(lists, $0).allSatisfy(isPeriodLabel) } ?? keys?.allSatisfy(isPeriodLabel) ?? false
        // Lists without period labels follow each other as their files do in a series (a
        // `latest.json` beside dated files is in none): each list after the list of the same
        // name in the file before, or, in files of one list each, after that file's list.
        // Lists of one file alone have no order.
        if !periodLabels {
            var listsOfPath: [String: [String: ListCandidate]] = [:]
            for list in lists {
                let name = oneListAFile ? "" : JSONPointer(tokens: list.tokens).description
                if listsOfPath[sources[list.file].path]?[name] == nil { listsOfPath[sources[list.file].path, default: [:]][name] = list }
            }
            return SeriesFolders.series(of: listsOfPath.keys.sorted()).series.flatMap { files in
                let pairs = zip(files, files.dropFirst()).map { (previous: $0, current: $1) }
                let missing = leavingOutMissing ? MissingPeriods.across(pairs.map { (PathText.name(of: $0.previous), PathText.name(of: $0.current)) }) : []
                return pairs.indices.filter { missing.isEmpty || !missing[$0] }.flatMap { index in
                    let (previous, current) = pairs[index]
                    return listsOfPath[current]!.sorted { $0.key < $1.key }.compactMap { name, list in listsOfPath[previous]![name].map { ($0, list) } }
                }
            }
        }
        // A table's several series (`listBy` of several columns): each list after the one before in its series.
        let pairs = SeriesOrder.consecutive(names, inSeries: listBy.count > 1)
        let period = { (index: Int) in listBy.count > 1 ? String(SeriesOrder.periodValue(of: names[index])) : names[index] }
        let missing = leavingOutMissing ? MissingPeriods.across(pairs.map { (period($0.previous), period($0.current)) }) : []
        return pairs.indices.filter { missing.isEmpty || !missing[$0] }.map { (lists[pairs[$0].previous], lists[pairs[$0].current]) }
    }

    /// Whether a label names a period: a date (`YYYY-MM-DD`, `YYYY-MM`, `March 2021`), a week of a
    /// year (`2021-W52`) or a whole number.
    static func isPeriod(_ label: String) -> Bool {
        guard let period = SeriesOrder.period(label) else { return false }
        return period.isDate || label.allSatisfy(\.isNumber)
    }

    /// Whether a list's label names a period: a table's of several series by its last value.
    private func isPeriodLabel(_ label: String) -> Bool {
        Self.isPeriod(listBy.count > 1 ? String(SeriesOrder.periodValue(of: label)) : label)
    }

    private func labels(_ lists: [ListCandidate], _ label: String) -> [String] {
        lists.compactMap { list in
            list.parent.flatMap { sources[list.file].document.member($0, label) }.map { sources[list.file].document.string($0) }
        }
    }

    /// The keys that name lists that are the members of one file's top-level object
    /// (`{"2024-01-06": […], "2024-01-13": […]}`: the names the check knows them by); nil for
    /// lists found elsewhere.
    private func keyNames(_ lists: [ListCandidate]) -> [String]? {
        guard let first = lists.first, lists.allSatisfy({ $0.tokens.count == 1 && $0.file == first.file }) else { return nil }
        let document = sources[first.file].document
        return document.kind(document.root) == .object ? lists.map { $0.tokens[0] } : nil
    }

    /// `text` as one word of a shell command: as it is when it holds only characters no shell
    /// reads otherwise (and starts with no `~`), else in single quotes.
    private static func shellWord(_ text: String) -> String {
        let plain = !text.hasPrefix("~") && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_./:~+@%,".unicodeScalars.contains($0) }
        return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// Whether every file's name is a date (`2024-11-18.json`, `chart-2024-11-18.json`).
    private static func areNamedByDate(_ paths: [String]) -> Bool {
        paths.allSatisfy { SeriesOrder.period(PathText.name(of: $0))?.isDate ?? false }
    }

    /// Where a period is missing between consecutive ones of `series` (pairs of labels or paths,
    /// in order; `named`: the name that holds a label's or path's period), what the prior's
    /// evidence says of them: "; no file holds the period before week-04.csv: it is compared
    /// with week-02.csv"; else nothing.
    private func missingPeriods(_ series: [[(previous: String, current: String)]], holder: String, named: (String) -> String) -> String {
        let missing = series.flatMap { MissingPeriods.missing($0, period: named) }
        guard let first = missing.first else { return "" }
        let which = missing.count == 1 ? "no \(holder) holds the period before \(first.current)"
            : "no \(holder) holds the period before \(missing.count) \(holder)s, the first \(first.current)"
        return "; \(which): it is compared with \(first.previous)"
    }

    /// `claimsMoves`: whether the entries claim moves, which only a prior period can check.
    func priorMode(_ lists: [ListCandidate], label: String?, claimsMoves: Bool) -> (value: String, evidence: String) {
        let files = Set(lists.map(\.file))
        if let label, files.count == 1, lists.count > 1, labels(lists, label).allSatisfy(isPeriodLabel) {
            let names = labels(lists, label)
            let pairs = SeriesOrder.consecutive(names, inSeries: listBy.count > 1).map { (previous: names[$0.previous], current: names[$0.current]) }
            let period = { (label: String) in self.listBy.count > 1 ? String(SeriesOrder.periodValue(of: label)) : label }
            return ("previous-list", "the lists of one file are periods, named by their labels" + missingPeriods([pairs], holder: "list", named: period))
        }
        if label == nil, lists.count > 1, let keys = keyNames(lists), keys.allSatisfy(isPeriodLabel) {
            return ("previous-list", "the lists of one file are periods, named by their keys")
        }
        let allPaths = files.map { sources[$0].path }
        // The files named by a period are the series; one named otherwise (`latest.json`) is in none.
        let (series, outsideSeries) = SeriesFolders.series(of: allPaths)
        let paths = series.flatMap { $0 }
        let outside = outsideSeries.sorted()
        let noneOutside = (outside.isEmpty ? "" : "; \(outside.prefix(3).joined(separator: ", ")), named otherwise, \(outside.count == 1 ? "is" : "are") in no series")
            + missingPeriods(series.map { files in zip(files, files.dropFirst()).map { (previous: $0, current: $1) } }, holder: "file", named: PathText.name(of:))
        if series.contains(where: { Set($0.map(PathText.parent)).count > 1 }) {
            return ("previous-file", "the files are in folders named by year: each is compared with the one before it, the first of a year with the last of the year before" + noneOutside)
        }
        if paths.count > 1, Self.areNamedByDate(paths) {
            // A week or a month of the calendar (`2024-W01`, `2024-11`) is a period, not a date.
            let named = paths.allSatisfy { SeriesOrder.period(PathText.name(of: $0))?.isDay ?? false } ? "date" : "calendar period"
            return ("previous-file", "the files are named by \(named): each is compared with the one before it in its folder" + noneOutside)
        }
        // Files numbered otherwise than by year (`week-01.json`, `week-02.json`) are a series too;
        // files named by year find last year's by default.
        let numbers = paths.map { SeriesOrder.period(PathText.stem(of: $0)) }
        if paths.count > 1, numbers.allSatisfy({ $0 != nil && !$0!.isDate }), Set(paths.map(PathText.stem)).count == paths.count,
           !paths.contains(where: { PriorYearDiscovery.year(in: $0) != nil }) {
            return ("previous-file", "the files are numbered: each is compared with the one before it in its folder" + noneOutside)
        }
        if paths.contains(where: { PriorYearDiscovery.year(in: $0) != nil }) {
            return ("discover", "the year in each file's name finds last year's file (the default)")
        }
        // One file named by no period, as a repository keeps one that each period overwrites:
        // its prior period is its version before, in git (named from here: `HEAD~1:./PATH`).
        if claimsMoves, allPaths.count == 1, let path = allPaths.first, !path.hasPrefix("/"), PriorYearDiscovery.year(in: path) == nil,
           SeriesOrder.period(PathText.stem(of: path)) == nil {
            let quoted = Self.shellWord("HEAD~1:./" + path)
            return ("discover", "one file, named by no period: if each period overwrites it, its prior period is in git: `rankcheck validate \(Self.shellWord(path)) --prior <(git show \(quoted))`")
        }
        return ("discover", "no period order in the data; a file with a year in its name finds last year's (the default)")
    }
}
