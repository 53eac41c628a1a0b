import Foundation
import Testing
@testable import RankCheckCore

/// A table's document is written with its tape, not parsed, and its rows' text holds their
/// values alone (the keys are written once): the JSON the tape stands for, written out whole
/// and parsed, must be the same tree with the same keys and values, node for node.
struct TableTapeTests {
    static let awkward = [
        "rank,name,score,flag\n1,plain,1.5,true\n2,\"quoted, with \"\"quotes\"\"\",2e3,false\n3,,-0,\n",
        "rank,name\n=1,\"line\nbreak\"\nT1,tab\there\n3=,back\\slash\n4,+7\n",
        "rank,name\n1-2,a\n1–2,b\n3+,c\n4-3,d\n5-,e\n-6,f\n7–,g\n8—9,h\n",
        "rank,name,name\n1,first,second\n2,control \u{1},x\n",
        "rank,,name,,\n1,unnamed,a,,\n2,,b,,\n",
        "rank,name\n1,a\n2,b,c\n\"unclosed\n",
        "",
        "rank\n",
        "\u{FEFF}rank,name\n1,\"ünïcödé ☃\"\n",
    ]

    func formats(_ path: String) -> [TableFormat] {
        let delimiter = DataFormat.tableDelimiter(ofPath: path) ?? UInt8(ascii: ",")
        return [TableFormat(delimiter: delimiter, fileListName: "file \"quoted\""),
                TableFormat(delimiter: delimiter, nulls: ["", "0", "-"], listByColumns: ["date"], rankColumn: "rank"),
                TableFormat(delimiter: delimiter, listByColumns: ["rank_date"], rankColumn: "rank"),
                TableFormat(delimiter: delimiter, listByColumns: ["ranking_date"], rankColumn: "rank"),
                TableFormat(delimiter: delimiter, listByColumns: ["name"], rankColumn: "current"),
                TableFormat(delimiter: delimiter, listByColumns: ["date"], rankColumn: "rank", entryColumns: ["rank", "name", "title", "date"]),
                TableFormat(delimiter: delimiter, rankColumn: "rank", entryColumns: ["rank"], attributeCells: true)]
    }

    @Test func theWrittenTapeIsTheParsersTapeOfTheJSONItStandsFor() throws {
        let folder = packageRoot + "/Fixtures/tables"
        let fixtures = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
            .filter { DataFormat.tableDelimiter(ofPath: $0) != nil } ?? []
        #expect(fixtures.count >= 10)
        let tables = fixtures.map { ($0, readBytes(folder + "/" + $0) ?? []) } + Self.awkward.map { ("awkward.csv", Array($0.utf8)) }
        for (path, bytes) in tables {
            for format in formats(path) {
                let written = TableTranscoder(format: format).transcode(SourceBytes(bytes))
                let document = JSONDocument(bytes: written.text, nodes: written.nodes)
                var whole: [UInt8] = []
                Self.write(document.root, of: document, to: &whole)
                let parsed = try JSONParser().parse(SourceBytes(whole)).get()
                #expect(parsed.nodes.count == document.nodes.count, "\(path), listBy \(format.listByColumns.last ?? "none")")
                let differs = parsed.nodes.indices.first { index in
                    let (mine, theirs) = (document[index], parsed[index])
                    return mine.kind != theirs.kind || mine.flag != theirs.flag || mine.next != theirs.next || mine.hasKey != theirs.hasKey
                        || document.key(index) != parsed.key(index)
                        || (mine.next == index + 1 && document.string(index) != parsed.string(index))
                }
                #expect(differs == nil, "\(path), listBy \(format.listByColumns.last ?? "none"): node \(differs ?? -1) of \(parsed.nodes.count)")
            }
        }
    }

    /// The JSON a tape stands for: its containers, each member's key and each value's literal as
    /// the document's text holds them.
    static func write(_ index: Int, of document: JSONDocument, to out: inout [UInt8]) {
        let node = document[index]
        switch node.kind {
        case .object, .array:
            out.append(node.kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
            for (position, child) in document.children(index).enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                if node.kind == .object {
                    out += document.sourceText(document.keyRange(child)).utf8
                    out.append(UInt8(ascii: ":"))
                }
                write(child, of: document, to: &out)
            }
            out.append(node.kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        default:
            out += document.sourceText(node.range).utf8
        }
    }

    @Test func underOpenFieldsAnEntryHoldsTheColumnsTheShapeNamesAndTheHeaderKeepsThemAll() throws {
        var shape = RankingShape(rank: JSONPointer(tokens: ["current"]), identity: [JSONPointer(tokens: ["title"])],
                                 movement: .previousRank(JSONPointer(tokens: ["previous"])), closedFields: false)
        shape.listBy = JSONPointer(tokens: ["date"])
        let header = ["date", "title", "current", "previous", "peak", "artist"]
        let text = header.joined(separator: ",") + "\n2021-01-02,Song,1,0,1,Ann\n"
        // Closed fields: every column. Open: the shape's, and while no attribute is configured,
        // every other string cell (an attribute); with attributes configured, those alone. The
        // column that groups rows into lists is each list's label, not a member of its rows.
        for (closed, attributes, keys) in [(true, nil, header), (false, nil, ["title", "current", "previous", "artist"]),
                                           (false, [JSONPointer(tokens: ["peak"])], ["title", "current", "previous", "peak"])] {
            shape.closedFields = closed
            shape.attributes = attributes
            guard case .table(let format) = DataFormat(path: "chart.csv", shape: shape) else { throw CancellationError() }
            let document = try TableTranscoder(format: format).document(of: SourceBytes(Array(text.utf8))).get()
            let list = try #require(Array(document.children(document.root)).first)
            let rows = try #require(Array(document.children(list)).last)
            let entry = try #require(Array(document.children(rows)).first)
            #expect(document.children(entry).map { document.key($0) } == keys, "fields closed: \(closed), attributes: \(attributes ?? [])")
            #expect(document.table?.columnNames == header)
            #expect(document.string(try #require(Array(document.children(list)).first)) == "2021-01-02")
        }
    }

    @Test func everyCellsTextIsTheStringItsRowHoldsWhereverItsEscapesFall() throws {
        // Cells of every length to 40, with quotes, backslashes and control bytes at every
        // place, read eight bytes at a time or one: each row's string is the cell's own text.
        var rng = SeededGenerator(state: 42_001)
        let alphabet: [String] = ["a", "b", "7", " ", ",", "\"", "\\", "\n", "\t", "\u{01}", "\u{1F}", "é", "本"]
        var names: [String] = []
        var text = "rank,name\n"
        for rank in 1...3_000 {
            let name = (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
            names.append(name)
            text += "\(rank),\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\"\n"
        }
        let document = try TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ","), nulls: [], rankColumn: "rank"))
            .document(of: SourceBytes(Array(text.utf8))).get()
        var whole: [UInt8] = []
        Self.write(document.root, of: document, to: &whole)
        let parsed = try JSONParser().parse(SourceBytes(whole)).get()
        let list = try #require(Array(parsed.children(parsed.root)).first)
        let rows = try #require(parsed.member(list, TableTranscoder.rowsMember))
        let read = parsed.children(rows).map { row in parsed.member(row, "name").map { parsed.string($0) } }
        #expect(read == names.map { Optional($0) })
    }

    @Test func onceTheDocumentIsWrittenTheTablesMemoryIsGivenBackAndReadsTheSameAfter() throws {
        final class Evictions: @unchecked Sendable { var prefixes: [Int] = [] }
        let evictions = Evictions()
        let text = Array("rank,name,previous\n1,a,2\n2,b,1\n".utf8)
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: text.count, alignment: 8)
        text.withUnsafeBytes { memory.copyMemory(from: $0) }
        let bytes = SourceBytes(unsafeOwning: UnsafeRawBufferPointer(memory), release: { $0.deallocate() },
                                evict: { evictions.prefixes.append($0.count) })
        let document = try TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ","), rankColumn: "rank")).document(of: bytes).get()
        // The list's rows once they are written (a list that is a run of the table), then the table.
        #expect(evictions.prefixes == ["1,a,2\n2,b,1".utf8.count, text.count])
        // Findings are placed in the table from the document, which holds every value.
        #expect(document.table?.rows.count == 2 && bytes.array == text)
    }

    /// A row that is not UTF-8 is left out, and its problem says which row and why, at the
    /// bytes that show it; the rows that read are written.
    @Test func eachWayARowFailsUTF8IsSaidAtItsBytes() {
        let cases: [(bytes: [UInt8], reason: String)] = [
            ([0xC0, 0x80], "overlong encoding (byte 0xC0)"),
            ([0x80], "unexpected continuation byte 0x80"),
            ([0xFF], "byte 0xFF never appears in UTF-8"),
            ([0xE3, 0x81], "truncated 3-byte sequence"),
            ([0xED, 0xA0, 0x80], "encoded surrogate (UTF-16 surrogates are not valid in UTF-8)"),
            ([0xF4, 0x90, 0x80, 0x80], "code point beyond U+10FFFF"),
            ([0xE0, 0x80, 0x80], "overlong encoding"),
            ([0xC3], "truncated 2-byte sequence"),
        ]
        var text = Array("rank,name\n".utf8)
        var expected: [(String, Int)] = []
        for (index, fault) in cases.enumerated() {
            text += Array("\(index + 1),n".utf8)
            expected.append(("row \(index + 2) is not valid UTF-8: \(fault.reason)", text.count))
            text += fault.bytes + Array("x\n".utf8)
        }
        text += Array("\(cases.count + 1),fine\n".utf8)
        let table = TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ","))).transcode(SourceBytes(text))
        #expect(table.source.problems.map(\.message) == expected.map(\.0))
        #expect(table.source.problems.map(\.range.start) == expected.map(\.1))
        #expect(table.source.rows.count == 1)
    }

    @Test func aTableTooLargeToHoldIsAProblemAndNoRowIsRead() {
        let text = "rank,name\n" + (1...1_000).map { "\($0),town \($0)\n" }.joined()
        for capacity in [(bytes: 10_000, values: 1_000_000), (bytes: 1_000_000, values: 2_000)] {
            let table = TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ",")), capacity: capacity).transcode(SourceBytes(Array(text.utf8)))
            #expect(table.source.problems.map(\.message) == ["the table is too large to check: its 1000 rows, each with the header's names, come to more than rankcheck can hold (\(capacity.bytes) bytes, or \(capacity.values) values); no row is checked"])
            #expect(table.source.problems.map(\.range) == [ByteRange(0, 9)])
            #expect(table.source.rows.isEmpty)
        }
        // Control characters take six bytes each as JSON: a table that passes only once written.
        let escapes = "rank,name\n" + (1...1_000).map { "\($0),\(String(repeating: "\u{1}", count: 50))\n" }.joined()
        let escaped = TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ",")), capacity: (bytes: 150_000, values: 1_000_000)).transcode(SourceBytes(Array(escapes.utf8)))
        #expect(escaped.source.problems.count == 1 && escaped.source.rows.isEmpty && escaped.text.count < 1_000)
        let fits = TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ",")), capacity: (bytes: 1_000_000, values: 1_000_000)).transcode(SourceBytes(Array(text.utf8)))
        #expect(fits.source.problems.isEmpty && fits.source.rows.count == 1_000)
    }

    @Test func aLongHeaderIsWrittenOnceNotOncePerRowAndRefusedWhereEveryRowWouldPassFourGiB() {
        let long = String(repeating: "a", count: 2_000) + ",rank\n" + (1...50_000).map { "x,\($0)\n" }.joined()
        let table = TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ","))).transcode(SourceBytes(Array(long.utf8)))
        #expect(table.source.problems.isEmpty && table.source.rows.count == 50_000)
        #expect(table.text.count < 2 * long.utf8.count)
        // 50,000 bytes of names over 100,000 rows: 5 GB as JSON with the names in every row.
        let tooLong = String(repeating: "a", count: 50_000) + ",rank\n" + (1...100_000).map { "x,\($0)\n" }.joined()
        let refused = TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ","))).transcode(SourceBytes(Array(tooLong.utf8)))
        #expect(refused.source.problems.map(\.range) == [ByteRange(0, 50_005)] && refused.source.rows.isEmpty)
        #expect(refused.source.problems.first?.message == "the table is too large to check: its 100000 rows, each with the header's names, come to more than rankcheck can hold (4 GiB, or 268435455 values); no row is checked")
    }

    /// The writer a document's text is written with holds what was written to it, in order,
    /// however far it grows past the room it started with.
    @Test func theTextWriterHoldsEveryPieceInOrderAcrossGrowth() {
        var writer = ByteWriter(capacity: 1)
        var expected: [UInt8] = []
        let source = Array("0123456789,\"quoted\"".utf8)
        source.withUnsafeBufferPointer { buffer in
            for piece in 0..<500 {
                switch piece % 5 {
                case 0: writer.append(UInt8(ascii: "{")); expected.append(UInt8(ascii: "{"))
                case 1: writer.append(2..<(2 + piece % 11), of: buffer); expected += source[2..<(2 + piece % 11)]
                case 2: writer.append("null"); expected += Array("null".utf8)
                case 3: writer.append(repeating: UInt8(ascii: " "), count: piece % 7); expected += repeatElement(UInt8(ascii: " "), count: piece % 7)
                default: writer.append(JSONText.escape(0x01)); expected += Array(#"\u0001"#.utf8)
                }
                #expect(writer.count == expected.count)
            }
        }
        #expect(Array(writer.finish()) == expected)
    }
}
