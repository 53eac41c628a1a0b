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

    public init(_ kind: Kind, _ message: String, at range: ByteRange) {
        self.kind = kind
        self.message = message
        self.range = range
    }
}
