extension RankingShape {
    /// Whether the shape finds a ranking list in the document: a configured list pointer that
    /// matches something; in the reference format, a top-level array holding an object with a
    /// rank, or a top-level object made only of arrays of objects (empty lists included). A
    /// folder walk skips JSON without one (schemas, package.json, test manifests); a file named
    /// on the command line is checked whatever it holds.
    public func findsList(in document: JSONDocument) -> Bool {
        if let lists {
            return lists.contains { !$0.matches(in: document, from: document.root).isEmpty }
        }
        guard document.kind(document.root) == .object, let rankName = rank.firstToken else { return false }
        var onlyListsOfObjects = true, members = 0
        for member in document.children(document.root) where document.key(member) != RankingFormat.schemaMember {
            members += 1
            guard document.kind(member) == .array else {
                onlyListsOfObjects = false
                continue
            }
            for element in document.children(member) {
                guard document.kind(element) == .object else {
                    onlyListsOfObjects = false
                    break
                }
                if document.member(element, rankName) != nil { return true }
            }
        }
        return onlyListsOfObjects && members > 0
    }
}
