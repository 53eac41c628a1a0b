/// RC008: a table (CSV, TSV) whose text cannot be read as RFC 4180.
public struct InvalidTableRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC008", name: "invalid-table", defaultSeverity: .error,
        summary: "a table row that cannot be read: an unclosed quote, a stray quote, the wrong number of fields, not UTF-8, a blank row, a column the header leaves unnamed, or a byte order mark or `sep=` line before the header",
        rationale: """
        A CSV or TSV ranking is read strictly as RFC 4180 in UTF-8, with a header row that names \
        the columns: a field that holds the delimiter, a quote or a line break is quoted, and a \
        quote inside it is written twice. Readers disagree on anything looser, so a row that \
        breaks these rules has no one meaning. The finding points at the first offending byte, or \
        at the whole row when its number of fields differs from the header's or when every field \
        is empty (`,,,`, as spreadsheets leave below their data); the row is left out and the rest \
        of the table is checked. A blank row, an empty line or the header written again (as \
        tables joined end to end repeat it) holds no value, so it leaves every other row \
        readable: `--fix` takes it out with its line break, and fixes the rest of the table \
        too. Columns the header leaves without a name (`rank,townName,,`, as \
        spreadsheets save empty columns beside their data) are one finding at the first of them, \
        and their cells are not read. A byte order mark at the file's start (spreadsheets \
        save one in "CSV UTF-8") leaves every row readable: `--fix` takes its three bytes out. \
        So does a first line `sep=;`, a spreadsheet's hint for the delimiter: the table is read \
        with that delimiter, and the finding says to take the line out and name the delimiter in \
        the shape, since other readers take the line for the header. \
        A file in UTF-16 (a spreadsheet's "Unicode text"), known by its byte order mark or by NUL \
        bytes at the start of its first line that holds more than delimiters and quotes (one first, \
        or one after each of its first two bytes), is one finding there, and nothing of it is read: \
        what `--fix` takes out (the UTF-8 byte order mark, blank rows, empty lines) never decides it. \
        So is a spreadsheet's workbook given a table's name (an `.xlsx` renamed `.csv`), known by \
        its first bytes. \
        When the header reads as one column that holds \
        another delimiter (a `;` file named `.csv`), the first such finding says how to set the \
        delimiter, and `rankcheck init` finds it; when a later row of words reads like the \
        header (a report's title line above `Rank,City,Score`), it says to take out the lines \
        above that row. A table too large to hold — more than 4 GiB written \
        out as JSON with the header's names in every row, or more than 268,435,455 values — is one \
        finding at its header, and none of its rows is checked.
        """,
        fix: .some("takes out a byte order mark, a blank row or a repeated header"),
        triggeringExamples: [
            RuleExample("rank,townName\n1,\"Warabi\n2,Kashiwa", caption: "a quoted field that is never closed", language: "csv"),
            RuleExample("rank,townName\n1,Wara\"bi", caption: "a quote inside an unquoted field", language: "csv"),
            RuleExample("rank,townName\n1,Warabi,extra", caption: "a row with more fields than the header", language: "csv"),
            RuleExample("rank,townName,\n1,Warabi,", caption: "a column without a name in the header", language: "csv"),
            RuleExample("rank,townName\n1,Warabi\n,", caption: "a blank row, as spreadsheets leave below their data", language: "csv"),
            RuleExample("sep=;\nrank;townName\n1;Warabi", caption: "a spreadsheet's hint for the delimiter", language: "csv"),
        ],
        nonTriggeringExamples: [
            RuleExample("rank,townName\n1,\"Warabi, Saitama\"\n2,\"The \"\"New\"\" Town\"", language: "csv"),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        var findings = findings(ofTableProblems: .invalidTable, context)
        guard let problems = context.file?.document.table?.problems else { return findings }
        // Problems whose text holds no value (`TableProblem.takenOutBy`) are fixed by taking it out.
        for (position, index) in problems.indices.filter({ problems[$0].kind == .invalidTable }).enumerated() where problems[index].takenOutBy != nil {
            findings[position] = finding(context, at: TableSource.documentRange(ofProblem: index), source: TakenOut(path: context.path, problem: problems[index], index: index))
        }
        return findings
    }

    /// The words of problem `index`, whose text is taken out whole, and the fix that takes it
    /// out (safe: no value changes). The fix's summary is its advice, as a fixable finding's
    /// is: no help beside it.
    private struct TakenOut: MessageSource {
        let path: String
        let problem: TableProblem
        let index: Int

        func message() -> FindingMessage {
            FindingMessage(problem.message,
                           fix: Fix(summary: problem.takenOutBy ?? "", edits: [TextEdit(Location(path: path, range: TableSource.documentRange(ofProblem: index)), "")],
                                    isSafe: true))
        }

        var text: String { problem.message }
        var relatedPlaces: [Location] { [] }
        var hasSafeFix: Bool { true }
    }
}
