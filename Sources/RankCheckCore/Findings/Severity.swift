/// How much a finding matters. `error` fails the run; `warning` fails it under `--strict`.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case error, warning, note

    private var weight: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.weight < rhs.weight }
}
