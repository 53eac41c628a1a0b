extension Configuration {
    /// Every setting with its value (one line of JSON) and where it comes from (a configuration
    /// file or a command-line option; nil for the default), in the file's key order. The shape
    /// is said as it reads a table when `forTable` (its lists are made by `listBy`).
    public func describedSettings(forTable: Bool) -> [(key: String, value: String, origin: String?)] {
        func patterns(_ list: [PathPattern]) -> JSONOutput { .array(list.map { .string($0.glob.pattern) }) }
        let values: [(String, JSONOutput)] = [
            ("select", selection.selected.map { .array($0.sorted().map(JSONOutput.string)) } ?? .string("every rule")),
            ("ignore", .array(selection.ignored.sorted().map(JSONOutput.string))),
            ("severity", .object(selection.severityOverrides.mapValues { .string($0.rawValue) })),
            ("ties", .string(ties.rawValue)),
            ("include", patterns(include)),
            ("exclude", patterns(exclude)),
            ("per-file-ignores", .object(Dictionary(perFileIgnores.map { ($0.pattern.glob.pattern, JSONOutput.array($0.rules.sorted().map(JSONOutput.string))) },
                                                    uniquingKeysWith: { _, last in last }))),
            ("prior", {
                switch prior {
                case .discover: .string("discover")
                case .off: .string("off")
                case .previousList: .string("previous-list")
                case .previousFile: .string("previous-file")
                case .template(let template, _): .string(template)
                }
            }()),
            ("show-notes", .bool(showNotes)),
            ("shape", shape.json(forTable: forTable)),
        ]
        return values.map { ($0.0, $0.1.rendered(pretty: false), origins[$0.0]) }
    }
}
