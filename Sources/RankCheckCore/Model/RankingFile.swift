/// A ranking file read from a parsed document: its lists, and what did not fit the format.
///
/// Building never fails: whatever does not fit is recorded here for the structural rules
/// (RC002–RC005), and the ranking rules see only the parts that are well-formed.
public struct RankingFile: Sendable {
    public let document: JSONDocument
    public private(set) var lists: [RankingList] = []
    /// Whether the top-level value is an object (RC002 otherwise).
    public let topLevelIsObject: Bool
    /// Top-level members that should be lists but are not arrays (RC002).
    public private(set) var nonArrayMembers: [(name: String, node: Int)] = []
    /// Array elements that should be entries but are not objects (RC002).
    public private(set) var nonObjectEntries: [(list: String, index: Int, node: Int)] = []
    /// The `$schema` member when it is not a string (RC004).
    public private(set) var invalidSchemaMember: Int?
    /// Whether the top-level object's keys are known to be distinct (unescaped and byte for
    /// byte different), so RC006 need not look at them again.
    public private(set) var rootKeysAreDistinct = false
    /// Where lists and fields are (default: the reference format).
    public let shape: RankingShape
    /// The shape ready for reading entries (the reference format's too: one reader reads all).
    private let compiledShape: CompiledShape
    /// Configured list pointers that match nothing in this file (RC002), with the config position.
    public private(set) var unmatchedListPointers: [(pointer: JSONPointer, source: String?)] = []
    /// Lists whose shape label is missing or not a string or number (RC002); such a list keeps
    /// its pointer as its name.
    public private(set) var labelProblems: [(list: String, node: Int, message: String)] = []

    public init(document: JSONDocument, shape: RankingShape = .reference) {
        self.document = document
        self.shape = shape
        compiledShape = CompiledShape(shape)  // the whole shape compared once, not per list
        topLevelIsObject = document.kind(document.root) == .object
        if let patterns = shape.lists {
            readConfiguredLists(patterns)
            return
        }
        guard topLevelIsObject else { return }
        var arrays: [(name: String, key: String, node: Int)] = []
        for member in document.children(document.root) {
            let name = document.key(member)
            if name == RankingFormat.schemaMember {
                invalidSchemaMember = document.kind(member) == .string ? nil : member
                continue
            }
            guard document.kind(member) == .array else {
                nonArrayMembers.append((name, member))
                continue
            }
            arrays.append((name, name, member))
        }
        let read = readLists(arrays)
        nonObjectEntries = read.nonObjects
        // Member names that are distinct ASCII bytes are distinct names: no list replaces another,
        // and 100,000 lists are not hashed again as Strings to learn so.
        rootKeysAreDistinct = document.hasDistinctPlainKeys(document.root)
        if rootKeysAreDistinct, arrays.allSatisfy({ $0.name.utf8.allSatisfy { $0 < 0x80 } }) {
            lists = read.lists
            return
        }
        var listIndexByName: [String: Int] = [:]
        listIndexByName.reserveCapacity(arrays.count)
        for list in read.lists {
            // A duplicated list name: the last one counts, as in most JSON readers (RC006 reports it).
            if let existing = listIndexByName[list.name] {
                lists[existing] = list
            } else {
                listIndexByName[list.name] = lists.count
                lists.append(list)
            }
        }
    }

    /// The field that labels its lists in the data: a table's `listBy` column, a series'
    /// `label` (nil: lists are named by their place, or a table is one list).
    public var labelField: String? { (document.table == nil ? shape.label : shape.listBy)?.tokens.last }

    /// Whether its lists hold entries but none with both a rank and a name: read with another
    /// shape than the data's (nothing in it can be compared).
    public var namesNoEntry: Bool {
        lists.contains { !$0.entries.isEmpty } && !lists.contains { list in list.entries.contains { $0.rank != nil && list.name(of: $0) != nil } }
    }

    /// Whether its lists are several series, a table's whose `listBy` names several columns:
    /// their names are the columns' values joined by `SeriesOrder.seriesSeparator`.
    public var inSeries: Bool { document.table != nil && !shape.seriesBy.isEmpty }

    /// The file without its first list (what is recorded of that list's text stays: a caller
    /// that checks the rest leaves out findings placed in it).
    func droppingFirstList() -> RankingFile {
        var file = self
        file.lists.removeFirst(min(1, file.lists.count))
        return file
    }

    /// Lists read from arrays, and those arrays' elements that are not objects (RC002).
    private struct ReadLists: Sendable {
        var lists: [RankingList] = []
        var nonObjects: [(list: String, index: Int, node: Int)] = []

        /// Runs read apart, one after another (moved, not copied, when there is one run).
        init(joining runs: [ReadLists]) {
            if runs.count == 1 {
                self = runs[0]
                return
            }
            lists.reserveCapacity(runs.reduce(0) { $0 + $1.lists.count })
            for run in runs {
                lists += run.lists
                nonObjects += run.nonObjects
            }
        }

        init(capacity: Int) { lists.reserveCapacity(capacity) }
    }

    /// Reads list arrays, in order; a big file's lists on all cores at once, in runs of
    /// neighbouring lists (100,000 small lists are 64 tasks, each with one `EntryReading`).
    private func readLists(_ arrays: [(name: String, key: String, node: Int)]) -> ReadLists {
        let file = self
        let concurrently = document.bytes.count >= Linter.parallelRulesThreshold
        // One `ReadLists` a run, joined in order.
        return ReadLists(joining: ConcurrentSlots<ReadLists>.map(arrays.count, concurrently: concurrently) { indexes in
            var reading = EntryReading(file.compiledShape)
            defer { reading.deallocate() }
            var read = ReadLists(capacity: indexes.count)
            // The tape and the source are held as buffers for the whole run: reading 100,000
            // lists then counts no references per list (on two cores, each count would be a
            // cache line passed between them).
            file.document.nodes.withUnsafeBufferPointer { nodes in
                file.document.bytes.withUnsafeBufferPointer { bytes in
                    for index in indexes {
                        file.readList(name: arrays[index].name, key: arrays[index].key, node: arrays[index].node,
                                      nodes: nodes, bytes: bytes, reading: &reading, into: &read)
                    }
                }
            }
            return [read]
        })
    }

    /// Lists found through the shape's pointer patterns; names are the concrete pointers.
    private mutating func readConfiguredLists(_ patterns: [JSONPointer]) {
        var arrays: [(name: String, key: String, node: Int)] = []
        for (n, pattern) in patterns.enumerated() {
            // A label beside the list (`/*/date` for `/*/data`) is looked for from the node the two
            // share (the week), not from the root: 3,500 weeks would each search the root's members.
            let shared = shape.label.map { label in zip(label.tokens, pattern.tokens).prefix { $0 == $1 }.count } ?? 0
            let matches = pattern.matches(in: document, from: document.root, depth: shared)
            if matches.isEmpty {
                unmatchedListPointers.append((pattern, n < shape.listSources.count ? shape.listSources[n] : nil))
            }
            for match in matches {
                let name = listName(match.pointer, pattern: pattern, node: match.node, shared: (shared, match.ancestor))
                guard document.kind(match.node) == .array else {
                    nonArrayMembers.append((name, match.node))
                    continue
                }
                // A table's list is known by its label, not its place: the same periods or
                // regions in another order in the prior table are still the same lists.
                let key = document.table == nil ? match.pointer.description : JSONPointer(tokens: [name, TableTranscoder.rowsMember]).description
                arrays.append((name, key, match.node))
            }
        }
        let read = readLists(arrays)
        nonObjectEntries += read.nonObjects
        lists = read.lists
    }

    /// A configured list's name: its label (the shape's `label` with each `*` taking the value
    /// it took in this list's match) when that is a string or number, else its pointer.
    /// `shared` is how many leading tokens the label and the pattern have in common, and the node
    /// the list's match passed there.
    private mutating func listName(_ pointer: JSONPointer, pattern: JSONPointer, node listNode: Int, shared: (depth: Int, node: Int)) -> String {
        guard let label = shape.label else { return pointer.description }
        var values = zip(pattern.tokens, pointer.tokens).filter { $0.0 == "*" }.map(\.1)[...]
        let concrete = JSONPointer(tokens: label.tokens.map { $0 == "*" ? (values.popFirst() ?? "*") : $0 })
        // The shared tokens (a `*` in both takes the same value) lead to `shared.node`.
        let rest = JSONPointer(tokens: Array(concrete.tokens.dropFirst(shared.depth)))
        guard let node = rest.resolve(in: document, from: shared.node) else {
            labelProblems.append((pointer.description, listNode, "the label '\(concrete)' of the list '\(pointer)' is missing; the list is named by its pointer"))
            return pointer.description
        }
        switch document.kind(node) {
        case .string where document.string(node).isEmpty:
            // An empty label names no period: the list could not be told from another's.
            labelProblems.append((pointer.description, node, "the label '\(concrete)' of the list '\(pointer)' is empty; the list is named by its pointer"))
            return pointer.description
        case .string: return document.string(node)
        case .number: return document.sourceText(document[node].range)
        default:
            labelProblems.append((pointer.description, node,
                                  "the label '\(concrete)' of the list '\(pointer)' must be a string or a number, found \(document.kind(node)); the list is named by its pointer"))
            return pointer.description
        }
    }

    private func readList(name: String, key: String, node: Int, nodes: UnsafeBufferPointer<JSONNode>, bytes: UnsafeBufferPointer<UInt8>,
                          reading: inout EntryReading, into read: inout ReadLists) {
        let elements = TapeChildren(of: node, in: nodes)
        var entries: [RankingEntry] = []
        entries.reserveCapacity(elements.reduce(0) { count, _ in count + 1 })
        let shape = compiledShape
        var attributeValues = AttributeValues()
        var otherAttributes = ListAttributes()
        var nameHashes: [UInt32] = []
        nameHashes.reserveCapacity(entries.capacity)
        var decodedNames: [UInt8] = []
        var unknownFields = UnknownFieldNodes()
        let unranked = self.shape.unranked
        for (index, element) in elements.enumerated() {
            guard nodes[element].kind == .object else {
                read.nonObjects.append((name, index, element))
                continue
            }
            // An entry outside the ranking (`"CUT"` where its rank would be) is not read.
            if !unranked.isEmpty, let rank = self.shape.rank.resolve(in: document, from: element), self.shape.isUnranked(rank, in: document) { continue }
            // Read into its place in the array: an entry returned by value was copied
            // there and the original destroyed, a million times.
            entries.append(RankingEntry(node: element, index: index))
            readEntry(into: &entries[entries.count - 1], at: entries.count - 1, shape: shape, nodes: nodes, bytes: bytes, reading: &reading,
                      values: &attributeValues, attributes: &otherAttributes, nameHash: &nameHashes, decodedNames: &decodedNames,
                      unknownFields: &unknownFields)
        }
        let displayNames = self.shape.displayName.isEmpty ? nil : DisplayNames(entries, pointers: self.shape.displayName, in: document)
        read.lists.append(RankingList(name: name, key: key, keyRange: document.keyRange(node), node: node, entries: entries,
                                      identityNames: IdentityNames(source: document.bytes, decoded: decodedNames),
                                      attributeValues: attributeValues, otherAttributes: otherAttributes, nameHashes: nameHashes,
                                      unknownFields: unknownFields, displayNames: displayNames))
    }

    /// What reading a file's entries keeps from entry to entry, so an entry allocates nothing of
    /// its own: each field's node in the entry being read, and the key each member position had
    /// in the entry before (tried first). Buffers, not arrays: written for every member of every
    /// entry, they need no check that they are uniquely held.
    private struct EntryReading {
        let fieldNodes: UnsafeMutableBufferPointer<Int>
        let expectedKeys: UnsafeMutableBufferPointer<Int>
        /// The keys outside the shape met so far in the entry being read (a chart's
        /// `weeks_on_chart`), compared with each other so RC006 need not read the entry again.
        let unknownKeys: UnsafeMutableBufferPointer<Range<Int>>
        /// Where `expectedKeys` holds `unknownKey`: the body of the key outside the shape that the
        /// member at that position had in the entry before, so the next entry's same key is known
        /// to be outside the shape by its bytes, without looking it up among the shape's keys.
        let unknownAtPosition: UnsafeMutableBufferPointer<Range<Int>>
        static let unknownKey = -2
        /// Where the key of the member at each position was when `expectedKeys` last learnt which
        /// key it is (`JSONNode.noKey`: nowhere): a member whose key is at the same place in the
        /// same document has that key, or one as far outside the shape (a table's rows share
        /// their keys).
        let expectedKeyStarts: UnsafeMutableBufferPointer<UInt32>
        /// A composite identity's fields, and the nodes of those found in the entry being read
        /// (`partCount` of them).
        let identity: UnsafeMutableBufferPointer<Int>
        let parts: UnsafeMutableBufferPointer<Int>
        var partCount = 0
        /// What the shape has that every member or entry reads, held here: read from the shared
        /// shape, each would count a reference per use.
        let keys: KeySet
        let fieldOfKey: UnsafeMutableBufferPointer<Int>
        /// The identity's one field; -1 when it is composite.
        let singleIdentity: Int
        let someFieldIsTheEntry: Bool
        let hasAttributes: Bool
        /// The name of the attribute outside the shape last read at each position of an entry,
        /// with where its key is: a table's rows share their keys, so each such name is made
        /// once, not once per row.
        private var attributeNames = [(keyStart: UInt32, name: String)](repeating: (JSONNode.noKey, ""), count: 16)

        mutating func attributeName(of member: Int, at keyStart: UInt32, position: Int, in document: JSONDocument) -> String {
            guard position < attributeNames.count else { return "/" + document.key(member) }
            if attributeNames[position].keyStart == keyStart { return attributeNames[position].name }
            let name = "/" + document.key(member)
            attributeNames[position] = (keyStart, name)
            return name
        }

        init(_ shape: CompiledShape) {
            fieldNodes = .allocate(capacity: shape.fields.count)
            fieldNodes.initialize(repeating: -1)
            expectedKeys = .allocate(capacity: 16)
            expectedKeys.initialize(repeating: -1)
            unknownKeys = .allocate(capacity: 8)
            unknownKeys.initialize(repeating: 0..<0)
            unknownAtPosition = .allocate(capacity: expectedKeys.count)
            unknownAtPosition.initialize(repeating: 0..<0)
            expectedKeyStarts = .allocate(capacity: expectedKeys.count)
            expectedKeyStarts.initialize(repeating: JSONNode.noKey)
            // Until entries show another order, the n-th member is expected to have the n-th key.
            for key in shape.keys.indices.prefix(expectedKeys.count) { expectedKeys[key] = key }
            keys = shape.keys
            fieldOfKey = .allocate(capacity: shape.fieldOfKey.count)
            _ = fieldOfKey.initialize(from: shape.fieldOfKey)
            singleIdentity = shape.identity.count == 1 ? shape.identity[0] : -1
            identity = .allocate(capacity: shape.identity.count)
            _ = identity.initialize(from: shape.identity)
            parts = .allocate(capacity: shape.identity.count)
            parts.initialize(repeating: -1)
            someFieldIsTheEntry = !shape.fieldsOfEntry.isEmpty
            hasAttributes = !shape.attributes.isEmpty
        }

        func deallocate() {
            fieldNodes.deallocate()
            expectedKeys.deallocate()
            unknownKeys.deallocate()
            unknownAtPosition.deallocate()
            expectedKeyStarts.deallocate()
            fieldOfKey.deallocate()
            identity.deallocate()
            parts.deallocate()
        }
    }

    /// Notes a key outside the shape; false when it may repeat one noted before (the same bytes,
    /// an escape, or more than the buffer holds), and RC006 must then look at the entry itself.
    /// Such a key cannot be one of the shape's: it did not match any of them.
    @inline(__always)
    private static func noteUnknownKey(_ member: JSONNode, count: inout Int, in noted: UnsafeMutableBufferPointer<Range<Int>>,
                                       source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard member.hasKey, count < noted.count else { return false }
        let body = JSONDocument.keyBody(of: member, in: source)
        let bytes = UnsafeBufferPointer(rebasing: source[body])
        if bytes.contains(UInt8(ascii: "\\")) { return false }
        for other in noted[..<count] where ByteWord.equal(other, body, in: source) {
            return false
        }
        noted[count] = body
        count += 1
        return true
    }

    /// Reads an entry through the compiled shape: each member is matched to its key once, the
    /// node of each field noted (a later duplicate replaces an earlier one, as in most JSON
    /// readers; RC006 reports it), then each field read by its role. A value that is plainly
    /// valid is read from the buffers; any other goes the general way (`fieldValue`), which
    /// finds it invalid.
    private func readEntry(into entry: inout RankingEntry, at position: Int, shape: CompiledShape, nodes: UnsafeBufferPointer<JSONNode>,
                           bytes: UnsafeBufferPointer<UInt8>, reading: inout EntryReading, values: inout AttributeValues,
                           attributes: inout ListAttributes, nameHash hashes: inout [UInt32],
                           decodedNames: inout [UInt8], unknownFields: inout UnknownFieldNodes) {
        let doc = document
        let node = entry.node
        let object = nodes[node]
        reading.fieldNodes.update(repeating: -1)
        if reading.someFieldIsTheEntry {
            for field in shape.fieldsOfEntry { reading.fieldNodes[field] = node }
        }
        var attributeCount = 0
        var seenKeys: UInt64 = 0
        var unknownCount = 0
        var distinct = true
        var member = node + 1
        var ordinal = 0
        while member < object.next {
            let value = nodes[member]
            defer {
                member = value.next
                ordinal += 1
            }
            let kind = value.kind
            if kind == .object || kind == .array { distinct = false }
            let expected = ordinal < reading.expectedKeys.count ? reading.expectedKeys[ordinal] : -1
            let matched = value.hasKey && expected >= 0
                && (value.keyStart == reading.expectedKeyStarts[ordinal] || reading.keys.key(expected, isAt: Int(value.keyStart), in: bytes))
            let unknownAgain = !matched && expected == EntryReading.unknownKey && value.hasKey
                && (value.keyStart == reading.expectedKeyStarts[ordinal]
                    || ByteWord.equal(JSONDocument.keyBody(of: value, in: bytes), reading.unknownAtPosition[ordinal], in: bytes))
            guard let key = matched ? expected : unknownAgain ? nil : shape.unexpectedKey(of: value, in: doc, source: bytes) else {
                if !unknownAgain, value.hasKey, ordinal < reading.expectedKeys.count {
                    reading.expectedKeys[ordinal] = EntryReading.unknownKey
                    reading.expectedKeyStarts[ordinal] = value.keyStart
                    reading.unknownAtPosition[ordinal] = JSONDocument.keyBody(of: value, in: bytes)
                }
                if distinct { distinct = Self.noteUnknownKey(value, count: &unknownCount, in: reading.unknownKeys, source: bytes) }
                if shape.everyStringIsAttribute, kind == .string {
                    // every other string field
                    attributes.add(reading.attributeName(of: member, at: value.keyStart, position: ordinal, in: doc), node: member,
                                   toEntryAt: position, ordinal: attributeCount)
                    attributeCount += 1
                } else if shape.closedFields {
                    unknownFields.add(member)
                }
                continue
            }
            if ordinal < reading.expectedKeys.count {
                reading.expectedKeys[ordinal] = key
                reading.expectedKeyStarts[ordinal] = value.keyStart
            }
            if key >= 64 || seenKeys & (1 << key) != 0 { distinct = false }
            if key < 64 { seenKeys |= 1 << key }
            let only = reading.fieldOfKey[key]
            if only >= 0 {
                reading.fieldNodes[only] = member
            } else {
                for field in shape.fieldsOfKey[key] {
                    reading.fieldNodes[field] = shape.restPaths[field].map { $0.resolve(from: member, nodes: nodes, bytes: bytes, in: doc) ?? -1 } ?? member
                }
            }
        }
        entry.keysAreDistinctScalars = distinct
        entry.encoding = shape.encoding

        @inline(__always) func fieldNode(_ field: Int) -> Int? {
            let node = reading.fieldNodes[field]
            return node >= 0 ? node : nil
        }
        // A field's type is read from the shape only for a value that is not plain.
        func integer(_ node: Int, field: Int, as type: RankingFormat.FieldType) -> FieldValue<Int> {
            JSONDocument.plainInteger(nodes[node], at: node, as: type, in: bytes)
                ?? doc.integerFieldValue(node, as: shape.fields[field].type)
        }
        func other<Value>(_ node: Int, field: Int, _ read: (Int) -> Value?) -> FieldValue<Value> {
            doc.fieldValue(node, as: shape.fields[field].type, read)
        }
        if let rank = fieldNode(shape.rank) {
            entry.rank = integer(rank, field: shape.rank, as: RankingFormat.rank.type)
        }
        var nameHash: UInt32 = 0
        // A valid name stays where its bytes are: between a plain string's quotes (or a number's
        // text) in the source; an escaped string is decoded, and a composite identity's parts
        // joined, into the list's decoded names. Either way it is hashed there, once.
        func sourceName(_ value: JSONNode) -> NameSpan {
            let quoted = value.kind == .string ? 1 : 0
            let span = NameSpan(start: value.start + UInt32(quoted), count: value.end - value.start - UInt32(2 * quoted), isDecoded: false)
            nameHash = SeededHash.hash(UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.start + span.count)]))
            return span
        }
        func decodedName(from start: Int) -> NameSpan {
            let (span, hash) = IdentityNames.name(decodedSince: start, in: decodedNames)
            nameHash = hash
            return span
        }
        if reading.singleIdentity >= 0 {
            if let part = fieldNode(reading.singleIdentity) {
                let value = nodes[part]
                if value.kind == .string && value.count > 2 && !value.flag {
                    entry.townName = FieldValue(node: part, value: sourceName(value))
                } else if doc.typeFault(part, shape.fields[reading.singleIdentity].type) == nil {
                    if value.kind == .string {
                        let start = decodedNames.count
                        decodedNames.append(contentsOf: doc.string(part).utf8)
                        entry.townName = FieldValue(node: part, value: decodedName(from: start))
                    } else {
                        entry.townName = FieldValue(node: part, value: sourceName(value))
                    }
                } else {
                    entry.townName = FieldValue(node: part, value: nil)
                }
            }
        } else {
            // Read from the buffers the reading holds: the shape's arrays are shared by both
            // cores, and each use would count a reference on them.
            reading.partCount = 0
            for identity in reading.identity {
                guard let part = fieldNode(identity) else { break }
                reading.parts[reading.partCount] = part
                reading.partCount += 1
            }
            if reading.partCount == reading.identity.count, reading.partCount > 0 {
                // A non-empty string part is valid (identity parts are non-empty strings or
                // integers); any other is asked of the shape.
                let valid = zip(reading.identity, reading.parts).allSatisfy {
                    (nodes[$1].kind == .string && nodes[$1].count > 2) || doc.typeFault($1, shape.fields[$0].type) == nil
                }
                var span: NameSpan?
                if valid {
                    let start = decodedNames.count
                    for (n, part) in reading.parts.enumerated() {
                        if n > 0 { Self.appendIdentitySeparator(to: &decodedNames) }
                        let value = nodes[part]
                        if value.kind == .string && !value.flag {
                            decodedNames.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[value.range.start + 1..<value.range.end - 1]))
                        } else {
                            decodedNames.append(contentsOf: doc.string(part).utf8)
                        }
                    }
                    span = decodedName(from: start)
                }
                entry.townName = FieldValue(node: reading.parts[0], value: span)
            }
        }
        if shape.flag >= 0, let node = fieldNode(shape.flag) {
            let kind = nodes[node].kind
            entry.isRankUp = kind == .true || kind == .false ? FieldValue(node: node, value: kind == .true) : other(node, field: shape.flag) { doc.bool($0) }
        }
        if shape.magnitude >= 0, let node = fieldNode(shape.magnitude) {
            entry.rankFluctuation = integer(node, field: shape.magnitude, as: RankingFormat.rankFluctuation.type)
        }
        if shape.signed >= 0, let node = fieldNode(shape.signed) {
            // Null (or a value the shape names): a new entry. Otherwise a move (plainly written: read as one).
            if shape.meansNewEntry(node, in: doc) {
                entry.claimsNew = true
            } else {
                entry.signedMovement = integer(node, field: shape.signed, as: .signedInteger)
            }
        }
        if shape.previousRank >= 0 {
            // Null (or a value the shape names) or missing: a new entry. Otherwise a rank (plainly written: read as one).
            if let node = fieldNode(shape.previousRank), !shape.meansNewEntry(node, in: doc) {
                entry.previousRank = integer(node, field: shape.previousRank, as: RankingFormat.rank.type)
            } else {
                entry.claimsNew = true
            }
        }
        if shape.direction >= 0, let node = fieldNode(shape.direction) {
            // Null (or a value the shape names): a new entry. Otherwise one of the words (1 up,
            // -1 down, 0 no move), or a value RC004 reports.
            if shape.meansNewEntry(node, in: doc) {
                entry.claimsNew = true
            } else {
                let direction = RankingShape.MovementValue(node, in: doc).flatMap { shape.directionOfWord[$0] }
                if shape.directionSize >= 0 {
                    // The size is a whole move only with the direction it agrees with (0 with no
                    // move); without a size, the move is missing (RC003).
                    if let sizeNode = fieldNode(shape.directionSize) {
                        let size = integer(sizeNode, field: shape.directionSize, as: RankingFormat.rankFluctuation.type).value
                        let move = direction.flatMap { direction in size.flatMap { (direction == 0) == ($0 == 0) ? direction * $0 : nil } }
                        entry.sizedMovement = FieldValue(node: node, value: move)
                    }
                } else {
                    entry.direction = FieldValue(node: node, value: direction)
                }
            }
        }
        if shape.availableLine >= 0, let node = fieldNode(shape.availableLine) {
            let value = nodes[node]
            entry.availableLine = value.kind == .string ? FieldValue(node: node, value: SourceText()) : other(node, field: shape.availableLine) { _ in SourceText() }
            entry.availableLineNumber = value.kind == .string ? values.number(value.range, in: bytes) : 0
        }
        var attributeIsUnreadable = false
        // Configured attributes, as the shape lists them (a shape that names them collects no
        // other string above).
        if reading.hasAttributes {
            for field in shape.attributes {
                guard let node = fieldNode(field) else { continue }
                attributes.add(shape.fields[field].name, node: node, toEntryAt: position, ordinal: attributeCount)
                attributeCount += 1
                if nodes[node].kind != .string { attributeIsUnreadable = true }
            }
        }
        attributes.endEntry(at: position)
        entry.attributeIsUnreadable = attributeIsUnreadable
        entry.hasUnknownFields = unknownFields.endEntry(at: position)
        hashes.append(nameHash)
    }

    /// Appends what joins the parts of a composite identity in its name: " / " ("Song / Artist").
    /// Byte by byte: an array constant would be one object whose count both cores change for
    /// every entry read, and a string's bytes are appended through a generic path.
    @inline(__always)
    private static func appendIdentitySeparator(to names: inout [UInt8]) {
        names.append(UInt8(ascii: " "))
        names.append(UInt8(ascii: "/"))
        names.append(UInt8(ascii: " "))
    }

    /// The nodes of the parts of an entry's composite identity (empty for a single one, or when a
    /// part is missing), read again the way the entry was read: only a finding needs them.
    public func identityParts(of entry: RankingEntry) -> [Int] {
        let shape = compiledShape
        guard shape.identity.count > 1 else { return [] }
        var scratch = RankingEntry(node: entry.node, index: entry.index)
        var values = AttributeValues()
        var attributes = ListAttributes()
        var hashes: [UInt32] = []
        var names: [UInt8] = []
        var unknownFields = UnknownFieldNodes()
        var reading = EntryReading(shape)
        defer { reading.deallocate() }
        document.nodes.withUnsafeBufferPointer { nodes in
            document.bytes.withUnsafeBufferPointer { bytes in
                readEntry(into: &scratch, at: 0, shape: shape, nodes: nodes, bytes: bytes, reading: &reading, values: &values,
                          attributes: &attributes, nameHash: &hashes, decodedNames: &names, unknownFields: &unknownFields)
            }
        }
        return reading.partCount == shape.identity.count ? Array(reading.parts) : []
    }

    /// The shape's identity fields that no entry of the list has (`'townName'`), when none has
    /// any: data of another shape read as this one. nil when an entry has one.
    public func identityNoEntryHas(_ list: RankingList) -> [String]? {
        let none = requiredFieldsNoEntryHas(list)
        return lacksIdentity(none) ? identityFieldNames : nil
    }

    /// The shape's identity fields, named as `missingFields` names them.
    private var identityFieldNames: [String] { shape.isReference ? ["townName"] : shape.identity.map(fieldName) }

    /// Whether `missing` (fields as `missingFields` names them) holds every identity field.
    private func lacksIdentity(_ missing: Set<String>) -> Bool {
        let identity = identityFieldNames
        return !identity.isEmpty && identity.allSatisfy(missing.contains)
    }

    /// The required fields that no entry of a list has: data in another shape. A list of one
    /// entry (a sample of one row) is read so only when its entry lacks its identity too: one
    /// entry that lacks another field beside its name is that entry's mistake.
    public func requiredFieldsNoEntryHas(_ list: RankingList) -> Set<String> {
        guard !list.entries.isEmpty, list.irregular.count == list.entries.count else { return [] }
        var everywhere: Set<String>?
        var names = MissingFieldNames()
        var previous: [String] = []
        for entry in list.entries {
            guard !entry.hasAllRequiredFields else { return [] }
            let missing = names.of(entry, in: self)
            // Entries that lack what the one before lacked change nothing.
            guard everywhere == nil || missing != previous else { continue }
            previous = missing
            everywhere = everywhere.map { $0.intersection(missing) } ?? Set(missing)
            if everywhere?.isEmpty == true { return [] }
        }
        guard let everywhere, list.entries.count > 1 || lacksIdentity(everywhere) else { return [] }
        return everywhere
    }

    /// How a message names a field of the shape: the column, in a table (as its header does);
    /// the pointer, in JSON.
    public func fieldName(_ pointer: JSONPointer) -> String {
        document.table != nil && pointer.tokens.count == 1 ? pointer.tokens[0] : pointer.description
    }

    /// The names of the movement's fields, as `missingFields` names them.
    public var movementFieldNames: Set<String> {
        shape.isReference ? [RankingFormat.isRankUp.name, RankingFormat.rankFluctuation.name] : Set(shape.movement.pointers.map(fieldName))
    }

    /// The names of required fields the entry lacks.
    public func missingFields(_ entry: RankingEntry) -> [String] {
        if !shape.isReference {
            var missing: [String] = []
            if entry.rank == nil { missing.append(fieldName(shape.rank)) }
            if entry.townName == nil {
                missing += shape.identity.filter { $0.resolve(in: document, from: entry.node) == nil }.map(fieldName)
            }
            switch shape.movement {
            case .flag(let flag, let magnitude):
                if entry.isRankUp == nil { missing.append(fieldName(flag)) }
                if entry.rankFluctuation == nil { missing.append(fieldName(magnitude)) }
            case .signed(let pointer, _):
                if entry.signedMovement == nil { missing.append(fieldName(pointer)) }
            case .direction(let pointer, _, let size):
                guard entry.direction == nil, entry.sizedMovement == nil, !entry.claimsNew else { break }
                if pointer.resolve(in: document, from: entry.node) == nil { missing.append(fieldName(pointer)) }
                if let size, size.resolve(in: document, from: entry.node) == nil { missing.append(fieldName(size)) }
            case .previousRank, .none:
                break
            }
            return missing
        }
        return RankingFormat.fields.filter(\.required).map(\.name).filter { name in
            switch name {
            case RankingFormat.rank.name: entry.rank == nil
            case RankingFormat.townName.name: entry.townName == nil
            case RankingFormat.isRankUp.name: entry.isRankUp == nil
            case RankingFormat.rankFluctuation.name: entry.rankFluctuation == nil
            default: false
            }
        }
    }
}
