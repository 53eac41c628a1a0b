/// A check that cannot start: an unreadable or invalid configuration or shape, a configuration
/// file that does not exist. The command line reports it as a usage error (exit 2).
public struct SetupError: Error, Sendable {
    public let message: String
    /// Whether the command's usage would help (a wrong option value rather than a bad file).
    public let concernsUsage: Bool

    public init(_ message: String, concernsUsage: Bool = false) {
        self.message = message
        self.concernsUsage = concernsUsage
    }
}
