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

    func move(_ message: inout FindingMessage) {
        for index in message.related.indices { move(&message.related[index].location) }
        if let fix = message.fix { message.fix = move(fix) }
    }

    /// The fix's edits of this file as edits of the table (`TableSource.sourceFix`).
    func move(_ fix: Fix) -> Fix { table.sourceFix(fix, path: path) }

    /// A message source whose places come out in the table (a source placed there already
    /// stays as it is).
    func wrapping(_ source: any MessageSource) -> any MessageSource {
        source is PlacedInTable ? source : InTable(source: source, places: self)
    }

    /// A message source whose related places are in the table already: an earlier run's value
    /// (`EarlierEntries`), which no run's document holds. Its own place is still the run's.
    struct PlacedInTable: MessageSource {
        let source: any MessageSource

        func message() -> FindingMessage { source.message() }
        var text: String { source.text }
        var relatedPlaces: [Location] { source.relatedPlaces }
        var fix: Fix? { source.fix }
        var hasSafeFix: Bool { source.hasSafeFix }
    }

    struct InTable: MessageSource {
        let source: any MessageSource
        let places: TablePlaces

        func message() -> FindingMessage {
            var message = source.message()
            places.move(&message)
            return message
        }

        var text: String { source.text }

        var relatedPlaces: [Location] {
            source.relatedPlaces.map { location in
                var moved = location
                places.move(&moved)
                return moved
            }
        }

        var fix: Fix? { source.fix.map(places.move) }
        var hasSafeFix: Bool { source.hasSafeFix }
    }
}
