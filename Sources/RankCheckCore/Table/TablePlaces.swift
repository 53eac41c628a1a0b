/// How a finding on a table's document finds its places in the table: places in the file go
/// through its `TableSource`, places in a prior table through that one's.
struct TablePlaces: Sendable {
    let path: String
    let table: TableSource
    /// The prior period's file and table, when it is another table.
    let prior: (path: String, table: TableSource)?

    func move(_ location: inout Location) {
        if location.path == path {
            location.range = table.sourceRange(location.range)
        } else if let prior, location.path == prior.path {
            location.range = prior.table.sourceRange(location.range)
        }
    }

    func move(_ edit: TextEdit) -> TextEdit {
        edit.location.path == path ? table.sourceEdit(edit) : edit
    }

    func move(_ words: inout FindingWords) {
        for index in words.related.indices { move(&words.related[index].location) }
        if let fix = words.fix { words.fix = move(fix) }
    }

    func move(_ fix: Fix) -> Fix {
        var moved = fix
        moved.edits = fix.edits.map(move)
        return moved
    }

    /// Details whose places come out in the table.
    func wrapping(_ details: any FindingDetails) -> any FindingDetails {
        Deferred(details: details, places: self)
    }

    private struct Deferred: FindingDetails {
        let details: any FindingDetails
        let places: TablePlaces

        func words() -> FindingWords {
            var words = details.words()
            places.move(&words)
            return words
        }

        var relatedPlaces: [Location] {
            details.relatedPlaces.map { location in
                var moved = location
                places.move(&moved)
                return moved
            }
        }

        var fix: Fix? { details.fix.map(places.move) }
        var hasSafeFix: Bool { details.hasSafeFix }
    }
}
