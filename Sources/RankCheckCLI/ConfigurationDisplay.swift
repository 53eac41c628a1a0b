import RankCheckCore

/// `validate --show-config FILE` and `validate --print-shape`: what applies, and from where.
enum ConfigurationDisplay {
    /// The configuration in force for FILE, one setting a line, each with where its value comes from.
    static func showConfiguration(for path: String, _ pipeline: inout CheckPipeline) throws(UsageError) -> CommandResult {
        let index = try setup { () throws(SetupError) in try pipeline.scope(ofNamed: path) }
        let scope = pipeline.configurations.scopes[index]
        var out = "# configuration for \(path)\n"
        out += scope.files.isEmpty ? "# no .rankcheck.json in its folder or above: the defaults\n"
            : "# read from " + scope.files.joined(separator: ", which extends ") + "\n"
        let settings = scope.configuration.describedSettings(forTable: DataFormat.tableDelimiter(ofPath: path) != nil)
        let width = settings.map(\.key.count).max() ?? 0
        for setting in settings {
            let key = setting.key + String(repeating: " ", count: width - setting.key.count)
            out += "\(key)  \(setting.value)  # \(setting.origin ?? "default")\n"
        }
        return CommandResult(.success, stdout: out)
    }

    /// The shape of the configuration in force for the file named (or this folder), or --shape.
    static func printShape(_ path: String?, _ pipeline: inout CheckPipeline) throws(UsageError) -> CommandResult {
        let scope = try setup { () throws(SetupError) in
            if let path { try pipeline.scope(ofNamed: path) } else { try pipeline.scope(forDirectory: pipeline.workingDirectory) }
        }
        let configuration = pipeline.configurations.scopes[scope].configuration
        let source = configuration.origins["shape"].map { $0.hasPrefix("--") ? $0 : "configuration \($0)" } ?? "the default (the reference format)"
        let forTable = path.map { DataFormat.tableDelimiter(ofPath: $0) != nil } ?? false
        return CommandResult(.success, stdout: configuration.shape.json(forTable: forTable).rendered() + "\n", stderr: "rankcheck: shape from \(source)\n")
    }
}
