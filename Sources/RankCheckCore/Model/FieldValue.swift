/// A string value left in the source (its node says where): descriptive attributes are only
/// compared and quoted, so a million of them are never decoded into `String`s (values are
/// compared by their numbers in the list's `AttributeValues`).
public struct SourceText: Sendable, Equatable {}

/// A field as it appears in an entry: its value's node on the tape, and its value if it has
/// the right type.
///
/// Kept small (a million entries hold five each): the node as a 32-bit index, which also says
/// where the value is (`JSONDocument.range(of:)`), and no message; RC004 asks
/// `JSONDocument.typeFault` again for the few invalid values.
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
    func fieldValue<Value>(_ node: Int, as type: RankingFormat.FieldType, _ read: (Int) -> Value?) -> FieldValue<Value> {
        FieldValue(node: node, value: typeFault(node, type) == nil ? read(node) : nil)
    }

    /// `fieldValue` for an integer field type, reading a valid integer once.
    func integerFieldValue(_ node: Int, as type: RankingFormat.FieldType) -> FieldValue<Int> {
        if type == .textRank, nodes[node].kind == .string { return FieldValue(node: node, value: textRank(node)) }
        return bytes.withUnsafeBufferPointer { Self.plainInteger(nodes[node], at: node, as: type == .textRank ? RankingFormat.rank.type : type, in: $0) }
            ?? fieldValue(node, as: type) { integer($0).map(Int.init) }
    }

    /// A rank written as a string (`"3"`, and `"T3"`, `"=3"`, `"3="` or a band `"201-250"`
    /// for a shared one): its number (`RankText`), read as a table's rank cell is; nil for any
    /// other string or a number beyond the largest exact one.
    func textRank(_ node: Int) -> Int? {
        let rank = readingText(of: node) { RankText.rank($0, in: $1) }
        return rank.flatMap { $0 >= 1 && $0 <= RankingFormat.FieldType.largestInteger ? $0 : nil }
    }

    /// The digits of a rank written as a string, its tie marker left out (`"T12345678901234567890"`:
    /// `12345678901234567890`), however many; nil when the string holds no such digits. What a
    /// text rank out of range is said as.
    private func textRankDigits(_ node: Int) -> String? {
        readingText(of: node) { content, buffer in
            RankText.digits(content, in: buffer).map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self) }
        }
    }

    /// The bytes between a string's quotes, when it holds no escape; nil for any other value.
    /// `read` of a string's text as UTF-8: its bytes between the quotes, or, where it holds an
    /// escape (an API's `"13\u201315"`), the text it decodes to; nil for any other value.
    private func readingText<Result>(of node: Int, _ read: (Range<Int>, UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        let value = nodes[node]
        guard value.kind == .string else { return nil }
        guard value.flag else { return bytes.withUnsafeBufferPointer { read(Int(value.range.start) + 1..<Int(value.range.end) - 1, $0) } }
        return Array(string(node).utf8).withUnsafeBufferPointer { read(0..<$0.count, $0) }
    }

    /// An integer field's value when it is written plainly (no fraction or exponent), fits, and
    /// is in range: exactly when `typeFault` finds nothing for `.integer(minimum:)`; nil
    /// otherwise (for any other type too).
    @inline(__always)
    static func plainInteger(_ value: JSONNode, at node: Int, as type: RankingFormat.FieldType, in bytes: UnsafeBufferPointer<UInt8>) -> FieldValue<Int>? {
        guard case .integer(let minimum) = type, value.kind == .number, !value.flag,
              let number = integer(in: value.range, of: bytes), number >= minimum,
              number.magnitude <= RankingFormat.FieldType.largestInteger.magnitude else { return nil }
        return FieldValue(node: node, value: Int(number))
    }

    /// The one definition of "wrong type or range" for a field value. It runs for every field
    /// of every entry, so it says what is wrong without words (`words(of:at:_:field:)`).
    func typeFault(_ node: Int, _ type: RankingFormat.FieldType) -> TypeFault? {
        let kind = nodes[node].kind
        switch type {
        case .integer(let minimum):
            guard kind == .number else { return .wrongKind }
            if nodes[node].flag { return .notWrittenAsInteger }
            guard let value = integer(node) else { return .beyond64Bits }
            if value < minimum { return .belowMinimum }
            return value.magnitude > RankingFormat.FieldType.largestInteger.magnitude ? .beyondLargestExact : nil
        case .identity:
            if kind == .number { return typeFault(node, .integer(minimum: Int64.min)) }
            return typeFault(node, .string(nonEmpty: true)).map { _ in .wrongKind }
        case .optionalRank:
            if kind == .null { return nil }
            // A whole number written with a fraction (`2.0`: a column with an empty cell, as
            // pandas writes it) is told what to write, and one out of range is said to be; any
            // other fault (0, a negative) is the wrong kind, whose words name null.
            return typeFault(node, .integer(minimum: 1)).map { $0 == .belowMinimum ? .wrongKind : $0 }
        case .word(let words):
            return kind == .null || RankingShape.MovementValue(node, in: self).map(words.contains) == true ? nil : .wrongKind
        case .textRank:
            guard kind == .string else { return typeFault(node, RankingFormat.rank.type) }
            guard textRank(node) == nil else { return nil }
            // Digits beyond what a rank can be are out of range, as a number's are.
            guard let digits = textRankDigits(node), digits != "0" else { return .wrongKind }
            return Int64(digits) == nil ? .beyond64Bits : .beyondLargestExact
        case .boolean:
            return kind == .true || kind == .false ? nil : .wrongKind
        case .score:
            return kind == .number || kind == .null ? nil : .wrongKind
        case .string(let nonEmpty):
            guard kind == .string else { return .wrongKind }
            return nonEmpty && nodes[node].count == 2 ? .emptyString : nil
        }
    }

    /// The whole number at `node`: an integer, or one written with a fraction or exponent
    /// (`2.0`, `1e2`); nil for any other value.
    func wholeNumber(_ node: Int) -> Int64? {
        if let integer = integer(node) { return integer }
        guard kind(node) == .number else { return nil }
        return exactInteger(sourceText(nodes[node].range)).flatMap { Int64($0) }
    }

    /// What `fault` of the value at `node` says, for the field named `field` of type `type`.
    func words(of fault: TypeFault, at node: Int, _ type: RankingFormat.FieldType, field: String) -> String {
        let kind = nodes[node].kind
        // A number for an identity is read as any integer.
        if case .identity = type, kind == .number { return words(of: fault, at: node, .integer(minimum: Int64.min), field: field) }
        let text = sourceText(nodes[node].range)
        // A number is said as its file writes it (a table's `2,5`, not the document's `2.5`).
        let written = kind == .number ? writtenNumber(node) : text
        switch fault {
        case .wrongKind:
            // A null read from a table is a cell: empty, or one of the values configured as null.
            var found: String {
                if kind == .null, let table { return table.nullCell(at: nodes[node].range) }
                return kind == .string || kind == .number ? "\(kind) \(written)" : "\(kind)"
            }
            if case .boolean = type { return "'\(field)' must be a boolean (true or false), found \(found)" }
            return "'\(field)' must be \(type.summary), found \(found)"
        case .notWrittenAsInteger:
            if let exact = exactInteger(text) { return "'\(field)' must be written as an integer, found \(written) (write \(exact))" }
            return "'\(field)' must be \(type.summary), found \(written)"
        case .beyond64Bits:
            return "'\(field)' is out of range: \(abbreviated(written)) does not fit in a 64-bit integer"
        case .belowMinimum:
            return "'\(field)' must be \(type.summary), found \(integer(node) ?? 0)"
        case .beyondLargestExact:
            let value = integer(node) ?? textRankDigits(node).flatMap { Int64($0) } ?? 0, limit = RankingFormat.FieldType.largestInteger
            return "'\(field)' is out of range: \(value) is beyond \(value < 0 ? "-" : "")\(limit) (2^53 − 1, the largest integer every JSON reader holds exactly)"
        case .emptyString:
            return "'\(field)' must be a non-empty string"
        }
    }
}

/// What is wrong with a field's value (RC004), without its words.
enum TypeFault: UInt8, Sendable {
    /// Another JSON kind than the field's type (a string for a number, null for a boolean).
    case wrongKind
    /// A number with a fraction or an exponent where an integer belongs.
    case notWrittenAsInteger
    /// An integer that does not fit in 64 bits.
    case beyond64Bits
    /// An integer below the field's minimum.
    case belowMinimum
    /// An integer beyond ±(2^53 − 1).
    case beyondLargestExact
    /// An empty string where a non-empty one belongs.
    case emptyString
}

private func abbreviated(_ text: String) -> String {
    text.count > 24 ? "\(text.prefix(12))…\(text.suffix(6)) (\(text.utf8.count { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) digits)" : text
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

/// The integer a value written as text stands for: `"2"` (as some exports quote every value),
/// and as web pages write ranks, `2.`, `#2`, `2nd`, `1,001` (thousands with commas) and a shared
/// rank's `=2`, `T2` or `2=`; spaces around it and a sign (the minus sign `−` too) are read. nil when the text is none of
/// these, or has more than 18 digits.
func integerWrittenAsText<Text: BidirectionalCollection<UInt8>>(_ text: Text) -> Int64? {
    var bytes = text.drop { $0 == UInt8(ascii: " ") }
    while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
    if bytes.count > 1, let first = bytes.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "T") {
        bytes = bytes.dropFirst()
    } else if bytes.count > 1, bytes.last == UInt8(ascii: "=") {
        bytes = bytes.dropLast()
    }
    var negative = false
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") || sign == UInt8(ascii: "#") {
        negative = sign == UInt8(ascii: "-")
        bytes = bytes.dropFirst()
    } else if bytes.starts(with: UTF8Sequence.minusSign) {
        negative = true
        bytes = bytes.dropFirst(UTF8Sequence.minusSign.count)
    }
    if bytes.last == UInt8(ascii: ".") {
        bytes = bytes.dropLast()
    } else if bytes.count > 2 {
        // An ordinal's suffix, in either case: `st`, `nd`, `rd`, `th`.
        if RankText.isOrdinalSuffix(bytes[bytes.index(bytes.endIndex, offsetBy: -2)], bytes[bytes.index(before: bytes.endIndex)]) {
            bytes = bytes.dropLast(2)
        }
    }
    // Thousands with commas: one to three digits, then groups of three.
    let groups = bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard groups.count == 1 || ((1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }) else { return nil }
    let digits = groups.joined()
    guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
    let value = digits.reduce(Int64(0)) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
    return negative ? -value : value
}

extension JSONNode {
    /// Bytes the value spans in the source.
    var count: Int { Int(end) - Int(start) }
}
