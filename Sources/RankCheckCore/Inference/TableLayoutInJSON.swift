/// A table written to JSON otherwise than as an array of entries, as pandas' `to_json` writes
/// one unless told `orient="records"`: by columns, each an object keyed by row (its default,
/// `{"rank": {"0": 1, "1": 2}, "city": {…}}`), or its rows as arrays of values, named by a
/// `"columns"` array beside them (`orient="split"`) or not at all (`orient="values"`). A
/// ranking so written has no entry for a shape to name; `init` says how it is written and how
/// to write it as entries, when one of its columns runs 1…N.
enum TableLayoutInJSON {
    /// How `document` (the file at `file`) holds a table whose column of ranks runs 1…N, and
    /// what to write instead; nil when it holds none so (searched to the depth of four containers).
    static func described(in document: JSONDocument, file: String) -> String? {
        func visit(_ node: Int, path: [String], depth: Int) -> String? {
            guard depth <= 4 else { return nil }
            let place = path.isEmpty ? file : "/" + path.map(JSONPointer.escape).joined(separator: "/") + " in " + file
            if let found = byColumns(node, place: place, in: document) ?? rowsAsArrays(node, path: path, place: place, in: document) { return found }
            guard document.kind(node) == .object || document.kind(node) == .array else { return nil }
            for (index, child) in document.children(node).prefix(ShapeInference.sampleSize).enumerated() {
                let token = document.kind(node) == .object ? document.key(child) : String(index)
                if let found = visit(child, path: path + [token], depth: depth + 1) { return found }
            }
            return nil
        }
        return visit(document.root, path: [], depth: 0)
    }

    /// What a table written by columns says: an object of two objects or more, each keyed by
    /// the same rows, numbered as pandas numbers them (`"0"`, `"1"`), one of whose values are
    /// integers that run 1…N. (An object of entries keyed by name, each of the same fields, is
    /// keyed otherwise.)
    private static func byColumns(_ node: Int, place: String, in document: JSONDocument) -> String? {
        guard document.kind(node) == .object else { return nil }
        let columns = Array(document.children(node).prefix(ShapeInference.fieldsRead))
        guard columns.count >= 2, columns.allSatisfy({ document.kind($0) == .object }) else { return nil }
        let rows = document.children(columns[0]).prefix(ShapeInference.sampleSize).map(document.key)
        guard rows.count >= 2, rows.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              columns.allSatisfy({ document.children($0).prefix(ShapeInference.sampleSize).map(document.key) == rows }),
              let ranks = columns.first(where: { runsOneToN(document.children($0), in: document) }) else { return nil }
        let shown = document.children(ranks).prefix(2).map { "\"\(document.key($0))\": \(document.writtenNumber($0))" }.joined(separator: ", ")
        return "\(place) holds a table by columns, each an object keyed by row (/\(JSONPointer.escape(document.key(ranks)))"
            + " is {\(shown), …}), as pandas' to_json() writes one; its /\(JSONPointer.escape(document.key(ranks))) runs 1…N, but a list is an array of entries: "
            + "write the table as one (to_json(orient=\"records\")) to check it"
    }

    /// What a table written as rows of values says: an array of two arrays or more, each of as
    /// many scalars, one of whose places holds integers that run 1…N; named by a `columns`
    /// array beside it (`orient="split"`), or by nothing.
    private static func rowsAsArrays(_ node: Int, path: [String], place: String, in document: JSONDocument) -> String? {
        guard document.kind(node) == .array else { return nil }
        let rows = Array(document.children(node).prefix(ShapeInference.sampleSize))
        guard rows.count >= 2, rows.allSatisfy({ document.kind($0) == .array }) else { return nil }
        let cells = rows.map { Array(document.children($0).prefix(ShapeInference.fieldsRead)) }
        let width = cells[0].count
        guard width >= 2, cells.allSatisfy({ $0.count == width && $0.allSatisfy { document.kind($0) != .object && document.kind($0) != .array } }),
              let rank = (0..<width).first(where: { column in runsOneToN(cells.lazy.map { $0[column] }, in: document) }) else { return nil }
        // The names `orient="split"` writes beside the rows.
        let parent = path.dropLast().reduce(Optional(document.root)) { node, token in node.flatMap { document.member($0, token) } }
        let names = parent.flatMap { document.member($0, "columns") }.map { document.children($0).prefix(ShapeInference.fieldsRead).map(document.string) }
        if let names, names.count == width, path.last == "data" {
            let columnsPlace = "/" + (path.dropLast() + ["columns"]).map(JSONPointer.escape).joined(separator: "/") + " beside it"
            return "\(place) holds a table's rows as arrays of values, named by \(columnsPlace) (\(names.prefix(4).joined(separator: ", "))\(names.count > 4 ? ", …" : "")),"
                + " as pandas' to_json(orient=\"split\") writes one; its '\(names[rank])' runs 1…N, but a list is an array of entries: "
                + "write the table as one (to_json(orient=\"records\")) to check it"
        }
        let first = cells[0].prefix(4).map { document.kind($0) == .string ? "\"\(document.string($0))\"" : document.sourceText(document[$0].range) }.joined(separator: ", ")
        return "\(place) holds a table's rows as arrays of values with no names ([\(first)\(width > 4 ? ", …" : "")], …), whose value \(rank + 1) runs 1…N: "
            + "write each row as an entry that names its values ({\"rank\": 1, …}) to check it"
    }

    /// Whether the values of `nodes` are all integers that run 1…N (read up to the first that is no integer).
    private static func runsOneToN(_ nodes: some Sequence<Int>, in document: JSONDocument) -> Bool {
        var values: [Int64] = []
        for node in nodes {
            guard let value = document.boundedInteger(node) else { return false }
            values.append(value)
        }
        return ShapeInference.runsOneToN(values)
    }
}
