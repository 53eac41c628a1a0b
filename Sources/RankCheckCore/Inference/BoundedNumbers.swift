/// The numbers the inference reads from the data: whole numbers within the range the rules
/// reason about (`RankingFormat.FieldType.largestInteger` either way), so that a sum or a
/// difference of two of them never overflows. A number beyond it is read as no number here,
/// as RC004 reports it.
extension JSONDocument {
    /// `wholeNumber(node)` (`3`, or `3.0`), when within the range.
    func boundedWholeNumber(_ node: Int) -> Int64? {
        wholeNumber(node).flatMap(Self.bounded)
    }

    /// `integer(node)` (an integer literal), when within the range.
    func boundedInteger(_ node: Int) -> Int64? {
        integer(node).flatMap(Self.bounded)
    }

    private static func bounded(_ value: Int64) -> Int64? {
        value.magnitude <= RankingFormat.FieldType.largestInteger.magnitude ? value : nil
    }
}
