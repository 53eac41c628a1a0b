/// Reads last year's lists (reference format) while the parser validates the file: no tape and
/// no entry model, only each entry's rank and town name, read as `RankingFile` reads them (array
/// members of the top-level object are lists, their object elements entries). `PriorPeriod`
/// indexes what it reads, where the last of a repeated list name counts.
struct PriorPeriodListReader: JSONSink {
    /// The bytes, for decoding keys and values (it has no tape).
    private let reader: JSONDocument
    private(set) var valueCount = 0
    /// The lists read, in order (a repeated name too: `PriorPeriod` keeps its last list, so names
    /// are hashed once, there, not here as well).
    private var readLists: [PriorPeriodIndex.RawList] = []
    /// Those lists, each given the names of them all (one array for the file, not one per
    /// list), handed over when the file is read.
    mutating func takeLists() -> [PriorPeriodIndex.RawList] {
        let identityNames = IdentityNames(source: SourceBytes([]), decoded: names)
        for list in readLists.indices { readLists[list].identityNames = identityNames }
        defer { readLists = [] }
        return readLists
    }
    /// Containers open around the next value.
    private var depth = 0
    private var rootIsObject = false
    /// The list being read, its number of entry objects, and its valid entries.
    private var listName: String?
    private var listLength = 0
    private var entries: [PriorPeriodIndex.Entry] = []
    /// Where each entry's name is, and its hash, noted while the bytes are at hand (same order as `entries`).
    private var places: [RememberedPlace] = []
    private var hashes: [UInt32] = []
    /// The names' bytes, one after another, of every list (the file's bytes are not kept).
    private var names: [UInt8] = []
    /// Columns counted on from one town name to the next (one line holds them all when minified).
    private var columns = ColumnCounter()
    /// Whether an entry object is open, and its last `rank` and `townName` values.
    private var inEntry = false
    private var rank: Value?
    private var townName: Value?
    /// The position of the next member in the open entry (the n-th member is usually the
    /// n-th field of the format, checked first).
    private var ordinal = 0
    private let keys = RankingFormat.fieldKeys
    /// Where the bytes given back so far end, and how many more bytes are read before the next.
    private var evicted = 0
    private static let evictionStep = 8 << 20

    private struct Value {
        let kind: JSONKind
        let range: ByteRange
        let flag: Bool
        /// The value's line and where that line starts (for the town name's place).
        var line = 0
        var lineStart = 0
    }

    init(bytes: SourceBytes) {
        reader = JSONDocument(bytes: bytes, nodes: [])
    }

    mutating func open(isObject: Bool, start: Int, key: KeySpan, source: UnsafeBufferPointer<UInt8>) -> Int {
        valueCount += 1
        switch depth {
        case 0:
            rootIsObject = isObject
        case 1 where rootIsObject && !isObject:
            let name = reader.decodeString(from: Int(key.start), escaped: true).text
            if name != RankingFormat.schemaMember {
                listName = name
                listLength = 0
                // Lists are read into buffers made once, with room for as many entries as the
                // rest of the file could hold at 64 bytes each, so a million are not copied
                // while an array doubles (pages never written are never taken from the system);
                // each list then keeps an exact copy. Reserving per list cost every one of
                // 100,000 small lists a mapping and three touched pages.
                if entries.capacity == 0 {
                    let room = (reader.bytes.count - start) / 64
                    entries.reserveCapacity(room)
                    places.reserveCapacity(room)
                    hashes.reserveCapacity(room)
                }
            }
        case 2 where listName != nil && isObject:
            // Nothing before an entry is read again: a big file's memory is given back as it
            // is read, so last year's 200 MB never sit in memory beside this year's model.
            if start - evicted >= Self.evictionStep {
                reader.bytes.evict(before: start)
                evicted = start
            }
            inEntry = true
            listLength += 1
            rank = nil
            townName = nil
            ordinal = 0
        case 3 where inEntry:
            member(key, Value(kind: isObject ? .object : .array, range: ByteRange(start, start + 1), flag: false), source: source)
        default:
            break
        }
        depth += 1
        return 0
    }

    mutating func close(_ token: Int, end: Int, source: UnsafeBufferPointer<UInt8>) {
        depth -= 1
        if depth == 2, inEntry {
            inEntry = false
            finishEntry(source)
        } else if depth == 1, let name = listName {
            readLists.append(PriorPeriodIndex.RawList(name: name, length: listLength, entries: Self.exactCopy(entries), identityNames: IdentityNames(source: SourceBytes([])),
                                                    places: Self.exactCopy(places), hashes: Self.exactCopy(hashes)))
            listName = nil
            entries.removeAll(keepingCapacity: true)
            places.removeAll(keepingCapacity: true)
            hashes.removeAll(keepingCapacity: true)
        }
    }

    /// The elements in an array of their own, no larger than they need.
    private static func exactCopy<Element>(_ buffer: [Element]) -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(buffer.count)
        copy.append(contentsOf: buffer)
        return copy
    }

    mutating func scalar(_ kind: JSONKind, start: Int, end: Int, key: KeySpan, flag: Bool, line: Int, lineStart: Int,
                         source: UnsafeBufferPointer<UInt8>) {
        valueCount += 1
        if depth == 3, inEntry { member(key, Value(kind: kind, range: ByteRange(start, end), flag: flag, line: line, lineStart: lineStart), source: source) }
    }

    private mutating func member(_ key: KeySpan, _ value: Value, source: UnsafeBufferPointer<UInt8>) {
        defer { ordinal += 1 }
        let field = keys.key(ordinal, isAt: Int(key.start), in: source)
            ? RankingFormat.FieldID(rawValue: ordinal) : RankingFormat.field(keyBody: Int(key.start) + 1..<Int(key.end) - 1, in: reader)
        switch field {
        case .rank: rank = value
        case .townName: townName = value
        default: break
        }
    }

    /// Keeps the entry when its rank is an integer from 1 to 2^53 − 1 and its name a non-empty string.
    private mutating func finishEntry(_ source: UnsafeBufferPointer<UInt8>) {
        guard let rank, rank.kind == .number, !rank.flag, let value = JSONDocument.integer(in: rank.range, of: source), value >= 1,
              value <= RankingFormat.FieldType.largestInteger,
              let townName, townName.kind == .string, townName.range.end - townName.range.start > 2 else { return }
        let range = townName.range
        let (name, hash) = townName.flag
            ? NameTable.withBytes(of: reader.text(ofStringAt: range, escaped: true)) { IdentityNames.append($0, to: &names) }
            : IdentityNames.append(UnsafeBufferPointer(rebasing: source[range.start + 1..<range.end - 1]), to: &names)
        hashes.append(hash)
        entries.append(PriorPeriodIndex.Entry(name: name, rank: Int(value), range: range))
        places.append(RememberedPlace(range: range, line: townName.line, lineStart: townName.lineStart, columns: &columns, in: source))
    }
}
