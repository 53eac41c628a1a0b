/// A table's header, and how each of its rows is written as a JSON object: one member per
/// column (a column named twice is written once, its first time; one without a name is not
/// written), keys as the header names them, and each cell read as JSON reads a value — a
/// number where the cell is one, `true` and `false`, null for the configured null values, else
/// a string.
///
/// The keys are written once, as JSON strings one after another (the key area), and every
/// row's members point at them: a row's text is its values alone, `{1,"Song",null}`, so a
/// long header costs its length once, not once per row.
struct TableColumns: Sendable {
    /// Every header cell's name, in order.
    let names: [String]
    /// The columns whose name an earlier column has, each with that earlier column, in order
    /// (columns without a name are not among them).
    let repeatedNames: [(column: Int, first: Int)]
    /// The columns the header leaves without a name, in order: their cells are not read.
    let unnamed: [Int]
    /// Where each header cell is.
    let cells: [TableScanner.Cell]
    /// A header cell written as a member: what writing each row's cell needs of it.
    struct WrittenColumn: Sendable {
        let column: Int
        /// Where its key starts in the key area.
        let keyOffset: Int
        /// Only its string cells are written (a column outside the format's entry columns,
        /// read as an attribute).
        let writesOnlyStrings: Bool
        /// A list read only as another's prior period holds it (the rank and identity
        /// columns: all a prior list is looked up by; and those that name its entries).
        let priorHolds: Bool
        /// It is the rank column or last period's, whose cells may be ordinals, mark a tie or be a band.
        let readsSharedRanks: Bool
        /// It is the column of signed moves, whose cells may write no change as `=`, or moves with arrows.
        let isSignedMove: Bool
    }

    /// The header cells written as members: each name's first column, in header order (of the
    /// format's entry columns, when it names them, and the others' string cells when it keeps
    /// attribute cells).
    let written: [WrittenColumn]
    /// The key area: each written column's name as a JSON string, in header order.
    let keyArea: [UInt8]
    let rankColumn: Int?
    /// The columns whose values name each row's list (`listBy`'s, the period's last); none
    /// when the table is one list or its header lacks one of them.
    let listByColumns: [Int]
    let nulls: [[UInt8]]
    /// How numbers may be written besides JSON's way; nil when they may not.
    let numberMarks: NumberMarks?
    /// Whether a positive signed move is a move up: an arrow's move is written in that sign.
    let signedMovePositiveIsUp: Bool
    /// Bit `n` set when a null value is `n` bytes long (bit 63: 63 or more): most cells are
    /// told apart from every null value by their length alone.
    private let nullLengths: UInt64
    /// Where the header record is (zero-length when the table has none).
    let headerRange: ByteRange
    /// Whether the table's first line names its columns, not the configuration's `columns`.
    let namedByHeader: Bool

    init(header: TableScanner.Record?, names: [String], format: TableFormat) {
        self.names = names
        cells = header?.cells ?? []
        headerRange = header.map { ByteRange($0.start, $0.end) } ?? ByteRange(0, 0)
        namedByHeader = format.columnNames == nil
        var first = [String: Int](minimumCapacity: names.count)
        var repeatedNames: [(column: Int, first: Int)] = []
        var unnamed: [Int] = []
        for (column, name) in names.enumerated() {
            if name.isEmpty {
                unnamed.append(column)
            } else if let earlier = first[name] {
                repeatedNames.append((column, earlier))
            } else {
                first[name] = column
            }
        }
        self.repeatedNames = repeatedNames
        self.unnamed = unnamed
        let named = names.map { format.entryColumns?.contains($0) ?? true }
        // The columns that group rows into lists are their label, not attributes of each row.
        let listBy = format.listByColumns
        let unread = Set(repeatedNames.map(\.column) + unnamed)
        let rankColumn = format.rankColumn.flatMap { names.firstIndex(of: $0) }
        var keyArea: [UInt8] = [], written: [WrittenColumn] = []
        for column in names.indices where (named[column] || (format.attributeCells && !listBy.contains(names[column]))) && !unread.contains(column) {
            written.append(WrittenColumn(column: column, keyOffset: keyArea.count, writesOnlyStrings: !named[column],
                                         priorHolds: names[column] == format.rankColumn || format.identityColumns.contains(names[column])
                                             || format.displayNameColumns.contains(names[column]),
                                         readsSharedRanks: column == rankColumn || names[column] == format.previousRankColumn, isSignedMove: names[column] == format.signedMoveColumn))
            keyArea += JSONText.string(names[column])
        }
        self.keyArea = keyArea
        self.written = written
        self.rankColumn = rankColumn
        let listByColumns = listBy.compactMap { names.firstIndex(of: $0) }
        self.listByColumns = listByColumns.count == listBy.count ? listByColumns : []
        nulls = format.nulls.map { Array($0.utf8) }
        numberMarks = format.numberMarks.isJSONs ? nil : format.numberMarks
        signedMovePositiveIsUp = format.signedMovePositiveIsUp
        nullLengths = nulls.reduce(0) { $0 | Self.lengthBit($1.count) }
    }

    var isEmpty: Bool { written.isEmpty }

    // MARK: - Writing a row

    /// What `write` tells its visitor about each value it writes: the column, where the
    /// member's key and its value are in the output, and the value as the tape holds it.
    struct WrittenValue {
        let column: Int
        let keyStart: Int
        let range: Range<Int>
        let kind: JSONKind
        /// A string holds escapes; a number has a fraction or exponent (`JSONNode.flag`).
        let flag: Bool
    }

    /// The column whose key starts at or holds `offset` of the key area (nil: outside it).
    func column(atKeyAreaOffset offset: Int) -> Int? {
        guard offset >= 0, offset < keyArea.count else { return nil }
        return written[written.partitionPoint { $0.keyOffset > offset } - 1].column
    }

    /// Appends the row `cells` (as many as the header has) as an object of their values (but a
    /// cell of a column that writes only strings that is not one), its members' keys in the key
    /// area written at offset `keysAt` of the document; `visit` is told of each value written,
    /// in order. A row of a list read only as a prior (`asPrior`) holds what `priorHolds`.
    func write(_ cells: [TableScanner.Cell], in bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter, keysAt: Int, asPrior: Bool = false,
               visit: (WrittenValue) -> Void) {
        out.append(UInt8(ascii: "{"))
        var members = 0
        for member in written where !asPrior || member.priorHolds {
            let cell = cells[member.column]
            let value = value(of: cell, of: member, in: bytes)
            guard value.isString || !member.writesOnlyStrings else { continue }
            if members > 0 { out.append(UInt8(ascii: ",")) }
            let keyStart = keysAt + member.keyOffset
            let valueStart = out.count
            let (kind, flag) = write(value, of: cell, in: bytes, to: &out)
            members += 1
            visit(WrittenValue(column: member.column, keyStart: keyStart, range: valueStart..<out.count, kind: kind, flag: flag))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Whether a cell holds a value the configuration reads as null.
    func isNull(_ cell: TableScanner.Cell, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let content = cell.content
        guard nullLengths & Self.lengthBit(content.count) != 0 else { return false }
        let text = UnsafeBufferPointer(rebasing: bytes[content])
        return nulls.contains { $0.count == text.count && $0.elementsEqual(text) }
    }

    private static func lengthBit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }

    /// What a cell reads as: JSON's value for it.
    private enum CellValue {
        case null
        /// A number, written as the bytes `digits` (a leading `+`, minus sign `−` or tie marker
        /// left out), negative when a minus sign or the arrow (`▼2`) says so.
        case number(digits: Range<Int>, negative: Bool, hasFraction: Bool)
        /// A number written with the table's marks (`92,5`, `11,830`: `numberMarks`).
        case marked(hasFraction: Bool)
        /// A signed move written `=`, a dash or `▬`, or left empty where the empty value is no null (a
        /// table that writes `NEW` for a new entry and nothing beside an entry that kept its
        /// rank): no change, 0.
        case noChange
        case `true`, `false`
        case string

        var isString: Bool {
            if case .string = self { return true }
            return false
        }
    }

    /// What `cell` of `column` reads as; a rank's or previous rank's ordinal suffix (`3rd`), tie marker (`T3`, `=3`, `3=`) or band
    /// (`201–250`) is not part of its number, and a signed move's mark of no change (`=`, `—`:
    /// `isNoChangeMark`), or its empty cell, where it is no null, is 0 (its arrows, `MoveArrow`, a number).
    private func value(of cell: TableScanner.Cell, of column: WrittenColumn, in bytes: UnsafeBufferPointer<UInt8>) -> CellValue {
        if isNull(cell, in: bytes) { return .null }
        let content = cell.content
        // Read with the table's marks first: `11.830` is 11830 where the point marks thousands.
        if let numberMarks, let hasFraction = numberMarks.hasFraction(content, in: bytes) { return .marked(hasFraction: hasFraction) }
        // An ordinal, tie marker or band is looked for only where the cell is no number (no number has one).
        if let number = Self.number(content, in: bytes) {
            return .number(digits: number.digits, negative: number.minusSign, hasFraction: number.hasFraction)
        }
        if column.readsSharedRanks, let digits = RankText.digits(content, in: bytes) { return .number(digits: digits, negative: false, hasFraction: false) }
        let text = UnsafeBufferPointer(rebasing: bytes[content])
        if column.isSignedMove {
            if text.isEmpty || Self.isNoChangeMark(content, in: bytes) { return .noChange }
            if let move = MoveArrow.read(content, in: bytes) {
                guard let digits = move.digits else { return .noChange }
                // The arrow says the direction; the shape's sign says how a move that way is written.
                let isZero = digits.count == 1 && bytes[digits.lowerBound] == UInt8(ascii: "0")
                return .number(digits: digits, negative: (move.arrow == .up) != signedMovePositiveIsUp && !isZero, hasFraction: false)
            }
        }
        if text.count == 4 && text.elementsEqual("true".utf8) { return .true }
        if text.count == 5 && text.elementsEqual("false".utf8) { return .false }
        return .string
    }

    /// Writes a cell's value as JSON; its kind and flag.
    private func write(_ value: CellValue, of cell: TableScanner.Cell, in bytes: UnsafeBufferPointer<UInt8>,
                       to out: inout ByteWriter) -> (JSONKind, flag: Bool) {
        switch value {
        case .null:
            out.append("null")
            return (.null, false)
        case .number(let digits, let negative, let hasFraction):
            if negative { out.append(UInt8(ascii: "-")) }
            out.append(digits, of: bytes)
            return (.number, hasFraction)
        case .marked(let hasFraction):
            numberMarks?.write(cell.content, of: bytes, to: &out)
            return (.number, hasFraction)
        case .noChange:
            out.append(UInt8(ascii: "0"))
            return (.number, false)
        case .true:
            out.append("true")
            return (.true, false)
        case .false:
            out.append("false")
            return (.false, false)
        case .string:
            return (.string, Self.writeString(cell.content, quoted: cell.quoted, in: bytes, to: &out))
        }
    }

    /// Whether a signed move's cell holds a mark of no change: `=`, or a dash (`-`, `–`, `—`), as
    /// a chart writes an unchanged place beside a new entry's `NEW` or `NR`. A mark the shape
    /// reads as null (`"nulls": ["-"]`, a new entry) is one no longer: nulls are read first.
    static func isNoChangeMark(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = UnsafeBufferPointer(rebasing: bytes[content])
        return noChangeMarks.contains { $0.elementsEqual(text) }
    }

    private static let noChangeMarks: [[UInt8]] = ["=", "-", "–", "—"].map { Array($0.utf8) }

    /// `isNoChangeMark` of a text.
    static func isNoChangeMark(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { isNoChangeMark(0..<$0.count, in: $0) }
    }

    /// The number the bytes hold as a cell reads one: JSON's number, an integer after a `+`, or
    /// JSON's number without its sign after the minus sign `−` (U+2212, as typeset tables write
    /// `−2`); the `+` or `−` is left out of `digits`, and `minusSign` says the number is
    /// negative by it. Nil when they hold none.
    static func number(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (digits: Range<Int>, hasFraction: Bool, minusSign: Bool)? {
        if let hasFraction = numberHasFraction(content, in: bytes) { return (content, hasFraction, false) }
        guard let first = content.first, content.count > 1 else { return nil }
        switch bytes[first] {
        case UInt8(ascii: "+"): return RankText.isInteger(content.dropFirst(), in: bytes) ? (content.dropFirst(), false, false) : nil
        case UTF8Sequence.minusSign[0]: return numberAfterMinusSign(content, in: bytes)
        default: return nil
        }
    }

    /// The number after the minus sign `−` (`UTF8Sequence.minusSign`) that `content` starts
    /// with, as `number` reads it.
    private static func numberAfterMinusSign(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (digits: Range<Int>, hasFraction: Bool, minusSign: Bool)? {
        let sign = UTF8Sequence.minusSign, digits = content.dropFirst(sign.count)
        guard content.count > sign.count, bytes[content].starts(with: sign), bytes[digits.lowerBound] != UInt8(ascii: "-"),
              let hasFraction = numberHasFraction(digits, in: bytes) else { return nil }
        return (digits, hasFraction, true)
    }

    /// Whether `text` is a number as a cell reads one (`number`).
    static func readsAsNumber(_ text: String) -> Bool {
        jsonNumber(text) != nil
    }

    /// The number `text` is as a cell reads one (`number`), written as JSON writes it: `+3` as
    /// `3`, `−2` as `-2`; nil when it is none.
    static func jsonNumber(_ text: String) -> String? {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            number(0..<buffer.count, in: buffer).map { (number) -> String in
                (number.minusSign ? "-" : "") + String(decoding: UnsafeBufferPointer(rebasing: buffer[number.digits]), as: UTF8.self)
            }
        }
    }

    /// A cell's text: its content with a quoted cell's doubled quotes made one.
    static func text(of cell: TableScanner.Cell, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let content = UnsafeBufferPointer(rebasing: bytes[cell.content])
        guard cell.quoted, content.contains(UInt8(ascii: "\"")) else { return String(decoding: content, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(content.count)
        var skip = false
        for byte in content {
            if skip { skip = false; continue }
            decoded.append(byte)
            if byte == UInt8(ascii: "\"") { skip = true }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// A JSON string of the cell's content (a quoted cell's `""` read as one quote); whether it
    /// holds an escape.
    private static func writeString(_ content: Range<Int>, quoted: Bool, in bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) -> Bool {
        out.append(UInt8(ascii: "\""))
        var escaped = false
        var run = content.lowerBound
        var i = content.lowerBound
        while i < content.upperBound {
            // Eight bytes at a time while none needs an escape (a control byte, quote or backslash).
            if i + 8 <= content.upperBound {
                if ByteWord.anyByteJSONEscapes(in: ByteWord.load(bytes, at: i)) == 0 {
                    i += 8
                    continue
                }
            }
            let byte = bytes[i]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                i += 1
                continue
            }
            out.append(run..<i, of: bytes)
            out.append(JSONText.escape(byte))
            escaped = true
            // In a quoted cell a quote is always doubled: the second is the same character.
            i += quoted && byte == UInt8(ascii: "\"") ? 2 : 1
            run = i
        }
        out.append(run..<content.upperBound, of: bytes)
        out.append(UInt8(ascii: "\""))
        return escaped
    }

    /// Whether the bytes are a number as JSON writes one, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`,
    /// and if so whether it has a fraction or exponent (the tape's flag); nil when not a number.
    static func numberHasFraction(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = range.lowerBound
        let end = range.upperBound
        var hasFraction = false
        func digits() -> Int {
            let from = i
            while i < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - from
        }
        if i < end, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < end else { return nil }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { return nil }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            hasFraction = true
            guard digits() > 0 else { return nil }
        }
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            hasFraction = true
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        return i == end ? hasFraction : nil
    }

    /// The integer a rank cell holds, for putting a list's rows in rank order (nil: not one).
    func rankValue(of cells: [TableScanner.Cell], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let rankColumn else { return nil }
        return RankText.rank(cells[rankColumn].content, in: bytes)
    }

    /// The rank and identity columns of `shape` the header does not name (a walked table
    /// without them is not ranking data).
    func missingRankingColumns(_ shape: RankingShape) -> [String] {
        ([shape.rank] + shape.identity).compactMap { pointer in
            guard let column = pointer.firstToken else { return pointer.description }
            return names.contains(column) ? nil : column
        }
    }
}

/// JSON text written byte by byte.
enum JSONText {
    /// A JSON string literal of `text`.
    static func string(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out += escape(byte)
            } else {
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    /// A quote, a backslash or a control character as its escape.
    static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "\""): Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): Array(#"\\"#.utf8)
        case 0x0A: Array(#"\n"#.utf8)
        case 0x0D: Array(#"\r"#.utf8)
        case 0x09: Array(#"\t"#.utf8)
        default:
            Array(#"\u00"#.utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
