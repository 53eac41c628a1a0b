/// The names messages give a list's entries when the shape names fields for it
/// (`RankingShape.displayName`: a track's title where its identity is an id), by each entry's
/// identity name. Read once the list is read, and only then: a shape without `displayName`
/// has none, and its entries are named by their identity.
public struct DisplayNames: Sendable {
    private let byName: [NameSpan: String]

    /// The names of `entries` (of `document`): each entry's values at `pointers` that are
    /// strings or numbers, joined as a composite identity's are (" / "); an entry with none
    /// keeps its identity.
    init(_ entries: [RankingEntry], pointers: [JSONPointer], in document: JSONDocument) {
        var byName: [NameSpan: String] = [:]
        for entry in entries {
            guard let span = entry.townName?.value else { continue }
            let parts = pointers.compactMap { pointer -> String? in
                guard let node = pointer.resolve(in: document, from: entry.node), [.string, .number].contains(document.kind(node)) else { return nil }
                let text = document.string(node)
                return text.isEmpty ? nil : text
            }
            if !parts.isEmpty { byName[span] = parts.joined(separator: " / ") }
        }
        self.byName = byName
    }

    /// The name of the entry whose identity name is at `span`; nil when the shape names none for it.
    func name(of span: NameSpan) -> String? { byName[span] }
}
