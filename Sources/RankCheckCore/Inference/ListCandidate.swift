/// An array of objects found in a file that may be a ranking list: where it is, and its
/// entries as nodes of the file's document.
struct ListCandidate {
    /// Which of the inference's documents holds it.
    let file: Int
    /// Its JSON Pointer tokens; array indexes as numbers.
    let tokens: [String]
    /// Whether each token is an array index (or a member of an object whose members are alike).
    let varying: [Bool]
    /// The object holding the array, if any, for a label beside it.
    let parent: Int?
    /// Its objects but those whose every member is null, which say nothing about the list.
    let entries: [Int]

    /// The same array with the entries `keeps` keeps alone.
    func keeping(_ keeps: (Int) -> Bool) -> ListCandidate {
        ListCandidate(file: file, tokens: tokens, varying: varying, parent: parent, entries: entries.filter(keeps))
    }

    /// The pattern the candidate matches: varying tokens as `*`.
    var pattern: String {
        zip(tokens, varying).map { "/" + ($1 ? "*" : JSONPointer.escape($0)) }.joined()
    }

    /// Finds the arrays of objects in a document, outermost first: an array whose elements are
    /// objects is a candidate, and the search goes on inside its elements too (a history of
    /// weeks is an array of objects, each holding a list).
    static func find(in document: JSONDocument, file: Int, maximumDepth: Int = 8) -> [ListCandidate] {
        var found: [ListCandidate] = []
        func visit(_ node: Int, tokens: [String], varying: [Bool], parent: Int?, depth: Int) {
            guard depth <= maximumDepth else { return }
            switch document.kind(node) {
            case .array:
                let elements = Array(document.children(node))
                let objects = elements.filter { document.kind($0) == .object }
                if !objects.isEmpty, objects.count * 10 >= elements.count * 9 {
                    let entries = objects.filter { !document.children($0).allSatisfy { document.kind($0) == .null } }
                    found.append(ListCandidate(file: file, tokens: tokens, varying: varying, parent: parent, entries: entries))
                }
                // Its elements are searched when they hold containers (a week holding its list); a
                // list's entries are not searched entry by entry.
                guard let first = elements.first, holdsContainers(first) else { return }
                for (index, element) in elements.enumerated() where document.kind(element) == .object || document.kind(element) == .array {
                    visit(element, tokens: tokens + [String(index)], varying: varying + [true], parent: nil, depth: depth + 1)
                }
            case .object:
                let members = Array(document.children(node))
                // An object whose members all hold objects (keyed by id or date) varies like an array.
                let alike = members.count > 2 && members.allSatisfy { document.kind($0) == .object }
                for member in members where document.kind(member) == .object || document.kind(member) == .array {
                    visit(member, tokens: tokens + [document.key(member)], varying: varying + [alike], parent: node, depth: depth + 1)
                }
            default:
                break
            }
        }
        func holdsContainers(_ node: Int) -> Bool {
            switch document.kind(node) {
            case .array: return true
            case .object: return document.children(node).contains { document.kind($0) == .array || document.kind($0) == .object && holdsContainers($0) }
            default: return false
            }
        }
        visit(document.root, tokens: [], varying: [], parent: nil, depth: 0)
        return found
    }
}
