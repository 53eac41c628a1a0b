/// The shape `rankcheck init` infers from the files it reads: from the JSON files when there are
/// any, else from the tables (CSV, TSV) of one kind, since one configuration holds one shape;
/// with a note for the files left out, and, when no file could be read, why.
public struct FilesInference: Sendable {
    /// The inference, or why no file was read: one sentence.
    public enum Outcome: Sendable {
        case inferred(ShapeInference.Result)
        case nothingRead(why: String)
    }

    public let outcome: Outcome
    /// How many files the inference read, and what they are: "JSON file" or "table".
    public let fileCount: Int
    public let kind: String
    /// The JSON documents read, by path as given: checked with the shape as they are, not
    /// parsed again.
    public let documents: [String: JSONDocument]
    /// A sentence for each group of files left out: tables with other columns, or tables beside
    /// JSON files.
    public let notes: [String]
    /// The inference from `files` (path and bytes), which `place` names (the folders and files
    /// given, or the current folder) when none is read.
    public init(_ files: [(path: String, bytes: SourceBytes)], place: String) {
        var sources: [ShapeInference.Source] = []
        var tables: [(path: String, bytes: SourceBytes)] = []
        var notJSON: [String] = [], workbooks: [String] = []
        // Why the first file that is not JSON is not (a table named .txt reads like a header).
        var firstSyntaxError = ""
        for file in files {
            if DataFormat.tableDelimiter(ofPath: file.path) != nil {
                tables.append(file)
                continue
            }
            switch JSONParser().parse(file.bytes) {
            case .success(let document): sources.append(ShapeInference.Source(path: file.path, document: document))
            case .failure(let error) where error.encoding == .workbook: workbooks.append(file.path)
            case .failure(let error):
                if notJSON.isEmpty { firstSyntaxError = error.message }
                notJSON.append(file.path)
            }
        }
        var notes: [String] = []
        if sources.isEmpty {
            let (kept, leftOut) = TableInference.ofOneKind(tables)
            if !leftOut.isEmpty {
                notes.append("\(plural(leftOut.count, "table")) with other columns not read (\(Self.firstNames(leftOut))): a configuration holds one shape, "
                    + "inferred here from the \(plural(kept.count, "table")) with the columns most tables have")
            }
            if let inferred = TableInference.infer(kept) {
                self.init(.inferred(inferred), fileCount: kept.count, kind: "table", documents: [:], notes: notes)
                return
            }
        }
        if !tables.isEmpty {
            notes.append("\(plural(tables.count, "table")) not read (\(Self.firstNames(tables.map(\.path)))): a configuration holds one shape, inferred here from the JSON files; "
                + "for the tables, run `rankcheck init` in a folder that holds only them")
        }
        guard !sources.isEmpty else {
            let reason = "\(firstSyntaxError) (`rankcheck validate` shows where)"
            let why = notJSON.count == 1 && workbooks.isEmpty ? "\(notJSON[0]) is not valid JSON: \(reason)"
                : !notJSON.isEmpty ? "no file in \(place) is valid JSON (\(Self.firstNames(notJSON + workbooks))); \(notJSON[0]): \(reason)"
                : !workbooks.isEmpty ? "\(Self.firstNames(workbooks)) \(workbooks.count == 1 ? "is a spreadsheet's workbook" : "are spreadsheets' workbooks"), not JSON, CSV or TSV: "
                    + "save the sheet as CSV (a spreadsheet's \"CSV UTF-8\") and run `rankcheck init` on that file"
                : "no JSON, CSV or TSV file to read in \(place)"
            self.init(.nothingRead(why: why), fileCount: 0, kind: "JSON file", documents: [:], notes: notes)
            return
        }
        let documents = Dictionary(sources.map { ($0.path, $0.document) }, uniquingKeysWith: { first, _ in first })
        self.init(.inferred(ShapeInference(sources).result), fileCount: sources.count, kind: "JSON file", documents: documents, notes: notes)
    }

    private init(_ outcome: Outcome, fileCount: Int, kind: String, documents: [String: JSONDocument], notes: [String]) {
        (self.outcome, self.fileCount, self.kind, self.documents, self.notes) = (outcome, fileCount, kind, documents, notes)
    }

    /// The first three paths, and "…" when there are more: how a sentence names the files it means.
    private static func firstNames(_ paths: [String]) -> String {
        paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
    }
}
