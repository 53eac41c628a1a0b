import Foundation
import Testing
@testable import RankCheckCore

/// A table's document is written with its tape, not parsed: the tape must be the one the JSON
/// parser reads from the same text, node for node.
struct TableTapeTests {
    static let awkward = [
        "rank,name,score,flag\n1,plain,1.5,true\n2,\"quoted, with \"\"quotes\"\"\",2e3,false\n3,,-0,\n",
        "rank,name\n=1,\"line\nbreak\"\nT1,tab\there\n3=,back\\slash\n4,+7\n",
        "rank,name,name\n1,first,second\n2,control \u{1},x\n",
        "rank,name\n1,a\n2,b,c\n\"unclosed\n",
        "",
        "rank\n",
        "\u{FEFF}rank,name\n1,\"ünïcödé ☃\"\n",
    ]

    func formats(_ path: String) -> [TableFormat] {
        let delimiter = DataFormat.tableDelimiter(ofPath: path) ?? UInt8(ascii: ",")
        return [TableFormat(delimiter: delimiter, fileListName: "file \"quoted\""),
                TableFormat(delimiter: delimiter, nulls: ["", "0", "-"], listByColumn: "date", rankColumn: "rank"),
                TableFormat(delimiter: delimiter, listByColumn: "rank_date", rankColumn: "rank"),
                TableFormat(delimiter: delimiter, listByColumn: "ranking_date", rankColumn: "rank"),
                TableFormat(delimiter: delimiter, listByColumn: "name", rankColumn: "current")]
    }

    @Test func theWrittenTapeIsTheParsersTapeOfTheSameText() throws {
        let folder = packageRoot + "/Fixtures/tables"
        let fixtures = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
            .filter { DataFormat.tableDelimiter(ofPath: $0) != nil } ?? []
        #expect(fixtures.count >= 10)
        let tables = fixtures.map { ($0, readBytes(folder + "/" + $0) ?? []) } + Self.awkward.map { ("awkward.csv", Array($0.utf8)) }
        for (path, bytes) in tables {
            for format in formats(path) {
                let written = try TableTranscoder(format: format).transcode(SourceBytes(bytes))
                let parsed = try JSONParser().parse(SourceBytes(written.json)).get()
                let differs = zip(written.nodes, parsed.nodes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                #expect(differs == nil && written.nodes.count == parsed.nodes.count,
                        "\(path), listBy \(format.listByColumn ?? "none"): node \(differs ?? -1) of \(parsed.nodes.count)")
            }
        }
    }

    @Test func aHeaderTooLongForItsRowsIsRefusedBeforeItIsWritten() {
        // 100,000 rows under a 50,000-byte header name: written as JSON, more than 4 GiB.
        var text = String(repeating: "a", count: 50_000) + ",rank\n"
        for row in 1...100_000 { text += "x,\(row)\n" }
        let table = TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ","))).transcode(SourceBytes(Array(text.utf8))).source
        #expect(table.problems.map(\.message) == ["the table is too large to check: its 100000 rows with the header's column names come to more than rankcheck can hold (4 GiB, or 268435455 values); no row is checked"])
        #expect(table.problems.map(\.range) == [ByteRange(0, 50_005)])
    }
}
