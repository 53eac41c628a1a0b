/// Something wrong with a table's text: a record that cannot be read (RC008), or a column the
/// header names twice (RC006). `range` is where it is in the table.
public struct TableProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case invalidTable
        case duplicateColumn
    }

    public var kind: Kind
    public var message: String
    public var range: ByteRange
    /// What to do about it, when that is known.
    public var help: String?

    public init(_ kind: Kind, _ message: String, at range: ByteRange, help: String? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
        self.help = help
    }
}
