/// Why a field's value does not fit its type (reported by RC004).
public struct FieldProblem: Sendable, Equatable {
    public let message: String
}

/// A string value left in the source (its node says where): descriptive attributes are only
/// compared and quoted, so a million of them are never decoded into `String`s (values are
/// compared by their numbers in the list's `AttributeValues`).
public struct SourceText: Sendable, Equatable {}

/// A field as it appears in an entry: its value's node on the tape, and its value if it has
/// the right type.
///
/// Kept small (a million entries hold five each): the node as a 32-bit index, which also says
/// where the value is (`JSONDocument.range(of:)`), and no message; RC004 asks
/// `JSONDocument.typeProblem` again for the few invalid values.
public struct FieldValue<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The typed value; `nil` when the value has the wrong type or range (RC004).
    /// First, so the node index fills its padding (an `Int` field takes 16 bytes, not 24).
    public let value: Value?
    private let nodeIndex: UInt32

    init(node: Int, value: Value?) {
        nodeIndex = UInt32(truncatingIfNeeded: node)
        self.value = value
    }

    /// The value's node on the document's tape.
    public var node: Int { Int(nodeIndex) }
}

extension JSONDocument {
    /// A field value's bytes (the offending value in findings).
    public func range<Value>(of field: FieldValue<Value>) -> ByteRange { nodes[field.node].range }
}

extension JSONDocument {
    /// Reads a member value against a field type; never fails: an invalid value reads as nil.
    func fieldValue<Value>(_ node: Int, as type: RankingFormat.FieldType, field: String, _ read: (Int) -> Value?) -> FieldValue<Value> {
        let valid = typeProblem(node, type, field: field) == nil
        return FieldValue(node: node, value: valid ? read(node) : nil)
    }

    /// `fieldValue` for an integer field type, reading a valid integer once.
    func integerFieldValue(_ node: Int, as type: RankingFormat.FieldType, field: String) -> FieldValue<Int> {
        bytes.withUnsafeBufferPointer { Self.plainInteger(nodes[node], at: node, as: type, in: $0) }
            ?? fieldValue(node, as: type, field: field) { integer($0).map(Int.init) }
    }

    /// An integer field's value when it is written plainly (no fraction or exponent), fits, and
    /// is in range: exactly when `typeProblem` finds nothing for `.integer(minimum:)`; nil
    /// otherwise (for any other type too).
    @inline(__always)
    static func plainInteger(_ value: JSONNode, at node: Int, as type: RankingFormat.FieldType, in bytes: UnsafeBufferPointer<UInt8>) -> FieldValue<Int>? {
        guard case .integer(let minimum) = type, value.kind == .number, !value.flag,
              let number = integer(in: value.range, of: bytes), number >= minimum,
              number.magnitude <= RankingFormat.FieldType.largestInteger.magnitude else { return nil }
        return FieldValue(node: node, value: Int(number))
    }

    /// The one definition of "wrong type or range" for a field value.
    func typeProblem(_ node: Int, _ type: RankingFormat.FieldType, field: String) -> FieldProblem? {
        let kind = nodes[node].kind
        // Built only when there is a problem to report: this runs for every field of every entry.
        // A null read from a table is a cell: empty, or one of the values configured as null.
        var found: String {
            if kind == .null, let table { return table.nullCell(at: nodes[node].range) }
            return kind == .string || kind == .number ? "\(kind) \(sourceText(nodes[node].range))" : "\(kind)"
        }
        switch type {
        case .integer(let minimum):
            guard kind == .number else {
                return FieldProblem(message: "'\(field)' must be \(type.summary), found \(found)")
            }
            if nodes[node].flag {
                let text = sourceText(nodes[node].range)
                if let exact = exactInteger(text) {
                    return FieldProblem(message: "'\(field)' must be written as an integer, found \(text) (write \(exact))")
                }
                return FieldProblem(message: "'\(field)' must be \(type.summary), found \(text)")
            }
            guard let value = integer(node) else {
                return FieldProblem(message: "'\(field)' is out of range: \(abbreviated(sourceText(nodes[node].range))) does not fit in a 64-bit integer")
            }
            if value < minimum {
                return FieldProblem(message: "'\(field)' must be \(type.summary), found \(value)")
            }
            let limit = RankingFormat.FieldType.largestInteger
            if value.magnitude > limit.magnitude {
                return FieldProblem(message: "'\(field)' is out of range: \(value) is beyond \(value < 0 ? "-" : "")\(limit) (2^53 − 1, the largest integer every JSON reader holds exactly)")
            }
            return nil
        case .identity:
            if kind == .number { return typeProblem(node, .integer(minimum: Int64.min), field: field) }
            return typeProblem(node, .string(nonEmpty: true), field: field).map { _ in
                FieldProblem(message: "'\(field)' must be \(type.summary), found \(found)")
            }
        case .optionalRank:
            if kind == .null { return nil }
            return typeProblem(node, .integer(minimum: 1), field: field).map { _ in
                FieldProblem(message: "'\(field)' must be \(type.summary), found \(found)")
            }
        case .boolean:
            return kind == .true || kind == .false ? nil : FieldProblem(message: "'\(field)' must be a boolean (true or false), found \(found)")
        case .string(let nonEmpty):
            guard kind == .string else {
                return FieldProblem(message: "'\(field)' must be \(type.summary), found \(found)")
            }
            if nonEmpty && nodes[node].count == 2 {
                return FieldProblem(message: "'\(field)' must be a non-empty string")
            }
            return nil
        }
    }
}

private func abbreviated(_ text: String) -> String {
    text.count > 24 ? "\(text.prefix(12))…\(text.suffix(6)) (\(text.count) digits)" : text
}

/// `1.0` → "1", `1e2` → "100": the integer a fractional/exponent literal denotes exactly, if small.
func exactInteger(_ text: String) -> String? {
    var mantissa = text
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
        guard let value = Int(text[text.index(after: e)...]), abs(value) < 40 else { return nil }
        exponent = value
        mantissa = String(text[..<e])
    }
    var digits = mantissa
    if let dot = mantissa.firstIndex(of: ".") {
        let fraction = mantissa[mantissa.index(after: dot)...]
        exponent -= fraction.count
        digits = String(mantissa[..<dot]) + fraction
    }
    let negative = digits.hasPrefix("-")
    if negative { digits.removeFirst() }
    while exponent < 0, digits.hasSuffix("0") { digits.removeLast(); exponent += 1 }
    guard exponent >= 0 else { return nil }
    digits += String(repeating: "0", count: exponent)
    digits = String(digits.drop { $0 == "0" })
    if digits.isEmpty { digits = "0" }
    guard digits.count <= 18 else { return nil }
    return (negative && digits != "0" ? "-" : "") + digits
}

extension JSONNode {
    /// Bytes the value spans in the source.
    var count: Int { Int(end) - Int(start) }
}
