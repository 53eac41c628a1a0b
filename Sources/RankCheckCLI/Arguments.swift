import RankCheckCore

/// A bad command line: exit 2 with a one-line message and a usage hint.
public struct UsageError: Error, Sendable {
    public let message: String
    /// The command whose usage the error line points to (nil: the top level's).
    public let command: String?
    /// Whether pointing to the usage helps: not for a bad file, such as an invalid configuration.
    public var usageHelps = true
}

/// One option a command accepts.
struct OptionSpec {
    let name: String
    let takesValue: Bool
    var repeatable = false
    /// For options with a fixed set of values, checked while parsing.
    var choices: [String]? = nil
}

/// What was given on the command line, checked against the command's options.
struct ParsedArguments {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    func flag(_ name: String) -> Bool { flags.contains(name) }
    /// Whether `--help` or `-h` was given (every command takes them).
    var wantsHelp: Bool { flag("--help") || flag("-h") }
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Parses GNU-style arguments: `--opt value`, `--opt=value`, `--` ends options, `-` is a positional.
    init(_ arguments: [String], options commandOptions: [OptionSpec], command: String) throws(UsageError) {
        let options = commandOptions + [OptionSpec(name: "--help", takesValue: false), OptionSpec(name: "-h", takesValue: false)]
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inline): (String, String?) = {
                guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
                return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
            }()
            guard let spec = options.first(where: { $0.name == name }) else {
                let hint = closestName(to: name, among: options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(hint)", command: command)
            }
            if spec.takesValue {
                let value: String
                if let inline {
                    value = inline
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value", command: command)
                }
                if let choices = spec.choices, !choices.contains(value) {
                    let meant = closestName(to: value, among: choices).map { "did you mean '\($0)'? " } ?? ""
                    throw UsageError(message: "invalid value '\(value)' for '\(name)'; \(meant)expected one of: \(choices.joined(separator: ", "))", command: command)
                }
                if !spec.repeatable, values[name] != nil {
                    throw UsageError(message: "option '\(name)' given more than once", command: command)
                }
                values[name, default: []].append(value)
            } else {
                if inline != nil { throw UsageError(message: "option '\(name)' takes no value", command: command) }
                flags.insert(name)
            }
        }
    }
}
