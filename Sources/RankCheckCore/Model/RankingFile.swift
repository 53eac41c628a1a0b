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
    /// Where lists and fields are (default: the reference format).
    public let shape: RankingShape
    /// The shape ready for reading entries; nil for the reference format, read by `readEntry`.
    private let compiledShape: CompiledShape?
    /// Configured list pointers that match nothing in this file (RC002), with the config position.
    public private(set) var unmatchedListPointers: [(pointer: JSONPointer, source: String?)] = []
    /// Lists whose shape label is missing or not a string or number (RC002); such a list keeps
    /// its pointer as its name.
    public private(set) var labelProblems: [(list: String, node: Int, message: String)] = []

    public init(document: JSONDocument, shape: RankingShape = .reference) {
        self.document = document
        self.shape = shape
        compiledShape = shape.isReference ? nil : CompiledShape(shape)  // the whole shape compared once, not per list
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
        var listIndexByName: [String: Int] = [:]
        listIndexByName.reserveCapacity(arrays.count)
        for read in readLists(arrays) {
            nonObjectEntries += read.nonObjects
            // A duplicated list name: the last one counts, as in most JSON readers (RC006 reports it).
            if let existing = listIndexByName[read.list.name] {
                lists[existing] = read.list
            } else {
                listIndexByName[read.list.name] = lists.count
                lists.append(read.list)
            }
        }
    }

    /// Reads list arrays, in order; a big file's big lists on all cores at once.
    private func readLists(_ arrays: [(name: String, key: String, node: Int)]) -> [(list: RankingList, nonObjects: [(list: String, index: Int, node: Int)])] {
        let file = self
        let empty = (list: RankingList(name: "", keyRange: ByteRange(0, 0), node: 0, entries: []), nonObjects: [(list: String, index: Int, node: Int)]())
        return ConcurrentSlots.map(arrays.count, concurrently: Linter.worksConcurrently(bytes: document.bytes.count, lists: arrays.count), fallback: empty) {
            file.readList(name: arrays[$0].name, key: arrays[$0].key, node: arrays[$0].node)
        }
    }

    /// Lists found through the shape's pointer patterns; names are the concrete pointers.
    private mutating func readConfiguredLists(_ patterns: [JSONPointer]) {
        var arrays: [(name: String, key: String, node: Int)] = []
        for (n, pattern) in patterns.enumerated() {
            let matches = pattern.matches(in: document, from: document.root)
            if matches.isEmpty {
                unmatchedListPointers.append((pattern, n < shape.listSources.count ? shape.listSources[n] : nil))
            }
            for match in matches {
                let name = listName(match.pointer, pattern: pattern, node: match.node)
                guard document.kind(match.node) == .array else {
                    nonArrayMembers.append((name, match.node))
                    continue
                }
                arrays.append((name, match.pointer.description, match.node))
            }
        }
        for read in readLists(arrays) {
            nonObjectEntries += read.nonObjects
            lists.append(read.list)
        }
    }

    /// A configured list's name: its label (the shape's `label` with each `*` taking the value
    /// it took in this list's match) when that is a string or number, else its pointer.
    private mutating func listName(_ pointer: JSONPointer, pattern: JSONPointer, node listNode: Int) -> String {
        guard let label = shape.label else { return pointer.description }
        var values = zip(pattern.tokens, pointer.tokens).filter { $0.0 == "*" }.map(\.1)[...]
        let concrete = JSONPointer(tokens: label.tokens.map { $0 == "*" ? (values.popFirst() ?? "*") : $0 })
        guard let node = concrete.resolve(in: document, from: document.root) else {
            labelProblems.append((pointer.description, listNode, "the label '\(concrete)' of the list '\(pointer)' is missing; the list is named by its pointer"))
            return pointer.description
        }
        switch document.kind(node) {
        case .string: return document.string(node)
        case .number: return document.sourceText(document[node].range)
        default:
            labelProblems.append((pointer.description, node,
                                  "the label '\(concrete)' of the list '\(pointer)' must be a string or a number, found \(document.kind(node)); the list is named by its pointer"))
            return pointer.description
        }
    }

    private func readList(name: String, key: String, node: Int) -> (list: RankingList, nonObjects: [(list: String, index: Int, node: Int)]) {
        let compiled = compiledShape
        var slots = [Int](repeating: -1, count: compiled?.keys.count ?? 0)
        var entries: [RankingEntry] = []
        entries.reserveCapacity(document.children(node).reduce(0) { count, _ in count + 1 })
        var nonObjects: [(list: String, index: Int, node: Int)] = []
        let signatures = RankingFormat.fieldSignatures
        var attributeValues = AttributeValues()
        var nameHashes: [UInt32] = []
        let isReference = compiled == nil
        if isReference { nameHashes.reserveCapacity(entries.capacity) }
        // The tape and the source are held as buffers for the whole list: reading a million
        // entries then counts no references per value.
        document.nodes.withUnsafeBufferPointer { nodes in
            document.bytes.withUnsafeBufferPointer { bytes in
                for (index, element) in document.children(node).enumerated() {
                    guard nodes[element].kind == .object else {
                        nonObjects.append((name, index, element))
                        continue
                    }
                    if let compiled {
                        entries.append(readShapedEntry(element, index: index, compiled: compiled, slots: &slots))
                    } else {
                        // Read into its place in the array: an entry returned by value was copied
                        // there and the original destroyed, a million times.
                        entries.append(RankingEntry(node: element, index: index))
                        readEntry(into: &entries[entries.count - 1], nodes: nodes, bytes: bytes, signatures: signatures,
                                  values: &attributeValues, nameHash: &nameHashes)
                    }
                }
            }
        }
        return (RankingList(name: name, key: key, keyRange: document.keyRange(node), node: node, entries: entries, attributeValues: attributeValues,
                            nameHashes: isReference ? nameHashes : nil), nonObjects)
    }

    /// Reads a reference-format entry. A value that is plainly valid is read here from the
    /// buffers; any other goes the general way (`fieldValue`), which finds it invalid.
    private func readEntry(into entry: inout RankingEntry, nodes: UnsafeBufferPointer<JSONNode>, bytes: UnsafeBufferPointer<UInt8>,
                           signatures: [RankingFormat.FieldSignature], values: inout AttributeValues,
                           nameHash hashes: inout [UInt32]) {
        let doc = document
        let node = entry.node
        let object = nodes[node]
        var seen: UInt8 = 0
        var unknownFields: [Int] = []
        // The name's hash, taken from its bytes in the source while they are at hand.
        var nameHash: UInt32 = 0
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
            let matched = value.hasKey && RankingFormat.key(at: Int(value.keyStart), isField: ordinal, in: bytes, signatures: signatures)
            guard let field = matched ? RankingFormat.FieldID(rawValue: ordinal) : RankingFormat.field(ofMember: member, in: doc, expected: ordinal) else {
                unknownFields.append(member)
                distinct = false
                continue
            }
            if seen & (1 << field.rawValue) != 0 { distinct = false }
            seen |= 1 << field.rawValue
            let range = value.range
            // Later duplicates replace earlier ones, as in most JSON readers (RC006 reports them).
            switch field {
            case .rank:
                entry.rank = JSONDocument.plainInteger(value, at: member, as: RankingFormat.rank.type, in: bytes)
                    ?? doc.integerFieldValue(member, as: RankingFormat.rank.type, field: RankingFormat.rank.name)
            case .rankFluctuation:
                entry.rankFluctuation = JSONDocument.plainInteger(value, at: member, as: RankingFormat.rankFluctuation.type, in: bytes)
                    ?? doc.integerFieldValue(member, as: RankingFormat.rankFluctuation.type, field: RankingFormat.rankFluctuation.name)
            case .townName:
                if kind == .string && value.count > 2 {
                    let (name, hash) = doc.nameAndHash(ofStringAt: range, escaped: value.flag, in: bytes)
                    entry.townName = FieldValue(node: member, value: name)
                    nameHash = hash
                } else {
                    entry.townName = doc.fieldValue(member, as: RankingFormat.townName.type, field: RankingFormat.townName.name) { doc.string($0) }
                    nameHash = entry.name.map(NameTable.hash) ?? 0
                }
            case .isRankUp:
                entry.isRankUp = kind == .true || kind == .false ? FieldValue(node: member, value: kind == .true)
                    : doc.fieldValue(member, as: RankingFormat.isRankUp.type, field: RankingFormat.isRankUp.name) { doc.bool($0) }
            case .availableLine:
                entry.availableLine = kind == .string ? FieldValue(node: member, value: SourceText())
                    : doc.fieldValue(member, as: RankingFormat.availableLine.type, field: RankingFormat.availableLine.name) { _ in SourceText() }
                // Numbered while its bytes are at hand (a later duplicate's number replaces it).
                entry.availableLineNumber = kind == .string ? values.number(range, in: bytes) : 0
            }
        }
        entry.keysAreDistinctScalars = distinct
        // Set once: each change of an entry's out-of-line details copies them.
        if !unknownFields.isEmpty { entry.unknownFields = unknownFields }
        hashes.append(nameHash)
    }

    /// An entry read through a configured shape: fields by pointer, identity possibly composite.
    /// `slots` is scratch space for `CompiledShape.match`, reused from entry to entry.
    private func readShapedEntry(_ node: Int, index: Int, compiled: CompiledShape, slots: inout [Int]) -> RankingEntry {
        let doc = document
        var entry = RankingEntry(node: node, index: index)
        var otherAttributes: [(name: String, node: Int)] = []
        var unknownFields: [Int] = []
        // Read here, not in the closure: capturing `self` would copy the whole file per entry.
        let everyStringIsAttribute = shape.attributes == nil, closed = shape.closedFields
        compiled.match(node, in: doc, slots: &slots) { member in
            if everyStringIsAttribute, doc.kind(member) == .string {
                otherAttributes.append(("/" + doc.key(member), member))  // every other string field
            } else if closed {
                unknownFields.append(member)
            }
        }
        func field(_ field: CompiledShape.Field) -> Int? { compiled.node(field, in: doc, entry: node, slots: slots) }
        if let rank = field(compiled.rank) {
            entry.rank = doc.integerFieldValue(rank, as: RankingFormat.rank.type, field: shape.rank.description)
        }
        var identityParts: [Int] = []
        if compiled.identity.count == 1 {
            if let part = field(compiled.identity[0]) {
                let valid = doc.typeProblem(part, .identity, field: shape.identity[0].description) == nil
                entry.townName = FieldValue(node: part, value: valid ? doc.string(part) : nil)
            }
        } else {
            var parts: [Int] = []
            parts.reserveCapacity(compiled.identity.count)
            for identity in compiled.identity {
                guard let part = field(identity) else { break }
                parts.append(part)
            }
            if parts.count == compiled.identity.count, let first = parts.first {
                let valid = zip(shape.identity, parts).allSatisfy { doc.typeProblem($1, .identity, field: $0.description) == nil }
                var text = ""
                if valid {
                    for (n, part) in parts.enumerated() {
                        if n > 0 { text += " / " }
                        text += doc.string(part)
                    }
                }
                entry.townName = FieldValue(node: first, value: valid ? text : nil)
                identityParts = parts
            }
        }
        var movementValue: FieldValue<Int>?
        var previousRankIsNew = false
        switch shape.movement {
        case .flag(let flag, let magnitude):
            entry.encoding = .flag
            if let node = field(compiled.movement[0]) { entry.isRankUp = doc.fieldValue(node, as: RankingFormat.isRankUp.type, field: flag.description) { doc.bool($0) } }
            if let node = field(compiled.movement[1]) {
                entry.rankFluctuation = doc.integerFieldValue(node, as: RankingFormat.rankFluctuation.type, field: magnitude.description)
            }
        case .signed(let pointer, let positiveIsUp):
            entry.encoding = positiveIsUp ? .signedUp : .signedDown
            if let node = field(compiled.movement[0]) {
                movementValue = doc.integerFieldValue(node, as: .signedInteger, field: pointer.description)
            }
        case .previousRank(let pointer):
            entry.encoding = .previousRank
            if let node = field(compiled.movement[0]), doc.kind(node) != .null {
                movementValue = doc.integerFieldValue(node, as: .optionalRank, field: pointer.description)
            } else {
                previousRankIsNew = true
            }
        case .none:
            entry.encoding = .none
        }
        var attributeIsUnreadable = false
        if let attributes = compiled.attributes {
            for attribute in attributes {
                if let value = field(attribute) {
                    otherAttributes.append((attribute.pointer.description, value))
                    if doc.kind(value) != .string { attributeIsUnreadable = true }
                }
            }
            // Configured attributes come first, as they are listed (none is collected above then).
        }
        entry.setDetails(unknownFields: unknownFields, identityParts: identityParts, otherAttributes: otherAttributes,
                         movementValue: movementValue, previousRankIsNew: previousRankIsNew, attributeIsUnreadable: attributeIsUnreadable)
        return entry
    }

    /// The names of required fields the entry lacks.
    public func missingFields(_ entry: RankingEntry) -> [String] {
        if !shape.isReference {
            var missing: [String] = []
            if entry.rank == nil { missing.append(shape.rank.description) }
            if entry.townName == nil {
                missing += shape.identity.filter { $0.resolve(in: document, from: entry.node) == nil }.map(\.description)
            }
            switch shape.movement {
            case .flag(let flag, let magnitude):
                if entry.isRankUp == nil { missing.append(flag.description) }
                if entry.rankFluctuation == nil { missing.append(magnitude.description) }
            case .signed(let pointer, _):
                if entry.signedMovement == nil { missing.append(pointer.description) }
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
