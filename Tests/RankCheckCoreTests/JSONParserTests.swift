import Testing
@testable import RankCheckCore

@Suite struct JSONParserTests {
    static let wellFormed: [String] = [
        "{}", "[]", "0", "-0", "1.5e-3", "-12.25E+10", "true", "false", "null", #""""#,
        #"{"a": [1, {"b": null}], "c": "\u00e9\ud83d\ude00\n\t\"\\\/"}"#,
        " \t\r\n{ \"x\" : 1 } \n", #"["本厚木", "𠮷"]"#, "[1e400]", "[10000000000000000000000]",
        String(repeating: "[", count: 500) + String(repeating: "]", count: 500),
    ]

    @Test(arguments: wellFormed)
    func acceptsWellFormedDocuments(_ text: String) {
        #expect(parse(text).failure == nil, "rejected \(text.prefix(40))")
    }

    /// Malformed text → a message fragment that must appear (what was expected / found).
    static let malformed: [(String, String)] = [
        ("", "empty file"),
        ("   ", "empty file"),
        ("[1,]", "trailing comma before ']'"),
        (#"{"a": 1,}"#, "trailing comma before '}'"),
        ("// c\n{}", "comments are not allowed"),
        ("{/* c */}", "comments are not allowed"),
        ("['a']", "JSON strings use double quotes"),
        ("{'a': 1}", "JSON strings use double quotes"),
        ("[01]", "leading zeros"),
        ("[+1]", "must not start with '+'"),
        ("[.5]", "must start with a digit"),
        ("[1.]", "expected a digit after the decimal point"),
        ("[1e]", "expected a digit in the exponent"),
        ("[-]", "expected a digit after '-'"),
        ("[NaN]", "no NaN or Infinity"),
        ("[Infinity]", "no NaN or Infinity"),
        ("[tru]", "invalid literal 'tru'"),
        ("[truex]", "invalid literal 'truex': expected 'true'"),
        ("[nul]", "invalid literal 'nul': expected 'null'"),
        ("[falsetrue]", "invalid literal 'falsetrue': expected 'false'"),
        ("[True]", "expected a value, found 'True'"),
        ("[\"a\nb\"]", "control character U+000A must be escaped"),
        ("[\"a\tb\"]", "control character U+0009"),
        (#"["\x"]"#, "invalid escape"),
        (#"["\u12"]"#, "expected 4 hex digits"),
        (#"["\ud800"]"#, "lone high surrogate"),
        (#"["\udc00"]"#, "lone low surrogate"),
        (#"["\ud800\u0041"]"#, "not a low surrogate"),
        (#"{"a" 1}"#, "expected ':' after object key, found '1'"),
        (#"{"a": 1 "b": 2}"#, "expected ',' or '}' after object member, found '\"'"),
        (#"{"a": 1]"#, "expected ',' or '}' after object member, found ']'"),
        ("[1 2]", "expected ',' or ']' after array element, found '2'"),
        ("[1", "expected ',' or ']' after array element, found end of file"),
        (#"{"a": 1"#, "found end of file"),
        (#"["abc"#, "unterminated string"),
        ("{} {}", "expected end of file after the top-level value, found '{'"),
        ("[1] x", "expected end of file"),
        ("{1: 2}", "expected a string key after '{', found '1'"),
    ]

    @Test(arguments: malformed)
    func rejectsMalformedDocuments(_ text: String, _ fragment: String) throws {
        let error = try #require(parse(text).failure, "accepted \(text)")
        #expect(error.message.contains(fragment), "message was: \(error.message)")
    }

    static let badBytes: [([UInt8], String)] = [
        ([0xEF, 0xBB, 0xBF] + Array("{}".utf8), "byte order mark"),
        ([0xFF, 0xFE, 0x7B, 0x00], "UTF-16"),
        ([0x7B, 0x00, 0x7D, 0x00], "NUL byte"),
        (Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8), "overlong"),
        (Array(#"[""#.utf8) + [0xE0, 0x80, 0xAF] + Array(#""]"#.utf8), "overlong"),
        (Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8), "encoded surrogate"),
        (Array(#"[""#.utf8) + [0xE6, 0x9C] + Array(#""]"#.utf8), "truncated"),
        (Array(#"[""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""]"#.utf8), "beyond U+10FFFF"),
        (Array(#"[""#.utf8) + [0xFF] + Array(#""]"#.utf8), "never appears in UTF-8"),
        (Array(#"[""#.utf8) + [0x80] + Array(#""]"#.utf8), "unexpected continuation byte"),
        (Array(#"{""#.utf8) + [0xFE] + Array(#"": 1}"#.utf8), "never appears in UTF-8"),
        ([0x5B, 0xFF, 0x5D], "not valid UTF-8"),
    ]

    @Test(arguments: badBytes)
    func rejectsInvalidEncodings(_ bytes: [UInt8], _ fragment: String) throws {
        let error = try #require(parse(bytes: bytes).failure)
        #expect(error.message.contains(fragment), "message was: \(error.message)")
    }

    /// Strings are scanned eight bytes at a time, jumping to the first byte that needs a look:
    /// whatever comes first — the closing quote, an escape, a control character, a multi-byte
    /// character — is found at every offset within and across the eight-byte steps.
    @Test func stringScanFindsTheFirstSpecialByteAtEveryOffset() throws {
        for k in 0..<20 {
            let pad = String(repeating: "a", count: k)
            let text = "[\"" + pad + "\\n" + pad + "é" + pad + "\", 1]"
            let document = try #require(parse(text).success, "offset \(k)")
            #expect(document.string(1) == pad + "\n" + pad + "é" + pad)
            #expect(document.kind(2) == .number)
            let control = try #require(parse(bytes: Array(#"[""#.utf8) + Array(pad.utf8) + [0x01] + Array(#""]"#.utf8)).failure)
            #expect(control.range.start == 2 + k && control.message.contains("control character U+0001"), "offset \(k)")
        }
    }

    /// Runs of kana and kanji are scanned three bytes at a time; a bad sequence inside or at the
    /// end of a run is still found, at its first byte.
    @Test(arguments: [
        ([0xED, 0xA0, 0x80], "encoded surrogate"), ([0xE6, 0x9C], "truncated"), ([0xE0, 0x80, 0xAF], "overlong"),
        ([0x80], "unexpected continuation byte"), ([0xF4, 0x90, 0x80, 0x80], "beyond U+10FFFF"),
    ] as [([UInt8], String)])
    func findsBadSequencesAfterARunOfKanji(_ bad: [UInt8], _ fragment: String) throws {
        let run = Array("東京都市".utf8)
        let bytes = Array(#"[""#.utf8) + run + bad + Array("線\"]".utf8)
        let error = try #require(parse(bytes: bytes).failure)
        #expect(error.message.contains(fragment), "message was: \(error.message)")
        #expect(error.range.start == 2 + run.count)
    }

    /// Kana and kanji are checked two at a time within a run: a bad sequence after a run of any
    /// length is found at its first byte, and the valid characters the pair test leaves to the
    /// careful path (leads E0 and ED, two- and four-byte characters) read back unchanged.
    @Test func kanjiRunsOfEveryLengthEndAtTheRightByte() throws {
        for length in 0...9 {
            let run = Array(String(repeating: "東", count: length).utf8)
            let error = try #require(parse(bytes: Array(#"[""#.utf8) + run + [0xED, 0xA0, 0x80] + Array("\"]".utf8)).failure)
            #expect(error.range.start == 2 + run.count && error.message.contains("encoded surrogate"), "after \(length)")
            for other in ["\u{0800}", "\u{D7FF}", "é", "😀", "a", "線"] {
                let text = String(repeating: "東", count: length) + other + String(repeating: "京", count: 9 - length)
                let document = try #require(parse("[\"" + text + "\"]").success, "\(other) after \(length)")
                #expect(document.string(1) == text)
            }
        }
    }

    /// Keys are skipped in place when the first byte that needs a look is their closing quote;
    /// any other first (an escape, a multi-byte character, a control character) at any offset,
    /// and keys near the end of the file, go the careful way with the same result.
    @Test func keysEndAtTheRightByteWhateverComesFirst() throws {
        for k in 0..<20 {
            let pad = String(repeating: "k", count: k)
            for key in [pad, pad + "\\n" + pad, pad + "é", pad + "\\\"" + pad] {
                let document = try #require(parse("{\"" + key + "\": 1, \"b\": 2}").success, "key \(key)")
                #expect(document.kind(1) == .number && document.key(2) == "b", "key \(key)")
            }
            let control = try #require(parse(bytes: Array(#"{""#.utf8) + Array(pad.utf8) + [0x01] + Array(#"": 1}"#.utf8)).failure)
            #expect(control.range.start == 2 + k && control.message.contains("control character U+0001"), "offset \(k)")
            let document = try #require(parse("{\"" + pad + "\":1}").success, "at the end, \(k)")
            #expect(document.key(1) == pad)
        }
    }

    /// Literals are compared four bytes at a time when the file has room after them, byte by
    /// byte near its end: the same verdicts either way, whatever follows.
    @Test func literalsReadTheSameAnywhere() throws {
        for literal in ["true", "false", "null"] {
            for text in [literal, "[\(literal)]", "[\(literal),1]", "[\(literal) ]", "{\"a\":\(literal)}", "[\(literal)]    "] {
                let document = try #require(parse(text).success, "\(text)")
                #expect(document.nodes.contains { $0.kind == (literal == "true" ? .true : literal == "false" ? .false : .null) }, "\(text)")
            }
            for text in ["[\(literal)x]", "[\(literal)1]", "[\(literal)_ ]", "[\(literal.dropLast())]", "[\(literal)e]      ", "\(literal)-"] {
                let error = try #require(parse(text).failure, "\(text)")
                #expect(error.message.contains("invalid literal"), "\(text): \(error.message)")
            }
        }
    }

    @Test func reportsTheOffsetOfTheFirstOffendingByte() throws {
        let error = try #require(parse("{\n  \"a\": [1,\n  ]\n}").failure)
        #expect(error.range.start == 11)  // the comma
        let index = LineIndex(Array("{\n  \"a\": [1,\n  ]\n}".utf8))
        #expect(index.position(of: error.range.start) == LineColumn(line: 2, column: 10))
    }

    @Test func deepNestingIsAFindingNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000)
        let error = try #require(parse(deep).failure)
        #expect(error.message.contains("nesting is deeper than 512 levels"))
        let closed = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(parse(closed).failure != nil)
    }

    @Test func valuesKnowTheirByteRangesAndKeys() throws {
        let text = #"{"rank": 12, "townName": "本厚木", "n": -1.5e3}"#
        let doc = try #require(parse(text).success)
        let rank = try #require(doc.member(doc.root, "rank"))
        #expect(doc.sourceText(doc[rank].range) == "12")
        #expect(doc.integer(rank) == 12)
        #expect(doc.key(rank) == "rank")
        #expect(doc.sourceText(doc.keyRange(rank)) == #""rank""#)
        let name = try #require(doc.member(doc.root, "townName"))
        #expect(doc.string(name) == "本厚木")
        #expect(doc.sourceText(doc[name].range) == #""本厚木""#)
        let number = try #require(doc.member(doc.root, "n"))
        #expect(doc[number].flag)  // has fraction/exponent
        #expect(doc.integer(number) == nil)
        #expect(doc.sourceText(doc[number].range) == "-1.5e3")
    }

    @Test func decodesEscapesInStringsAndKeys() throws {
        let doc = try #require(parse(#"{"r\u0061nk": "a\"b\\c\/d\u00e9\ud83d\ude00\n"}"#).success)
        let member = try #require(doc.member(doc.root, "rank"))
        #expect(doc.string(member) == "a\"b\\c/dé😀\n")
    }

    @Test func integersBeyondInt64AreNotSilentlyWrapped() throws {
        let doc = try #require(parse("[9223372036854775807, 9223372036854775808, -9223372036854775808]").success)
        let values = doc.children(doc.root).map { doc.integer($0) }
        #expect(values == [Int64.max, nil, Int64.min])
    }

    @Test func duplicateKeysAreKeptOnTheTape() throws {
        let doc = try #require(parse(#"{"a": 1, "a": 2}"#).success)
        #expect(doc.children(doc.root).map { doc.key($0) } == ["a", "a"])
    }

    @Test func lineIndexCountsCodePointsAndAllLineEndings() {
        let text = "ab\r\n本厚木x\ry\nz"
        let index = LineIndex(Array(text.utf8))
        #expect(index.lineCount == 4)
        let x = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
        #expect(index.position(of: x) == LineColumn(line: 2, column: 4))
        #expect(index.lineText(2) == "本厚木x")
        #expect(index.lineText(1) == "ab")
        #expect(index.position(of: Array(text.utf8).count) == LineColumn(line: 4, column: 2))
    }
}

@Suite struct PositionResolverTests {
    /// The one-pass resolver agrees with the line index on every offset of a mixed text.
    @Test func agreesWithLineIndex() {
        let text = "ab\r\n本厚木x\ry\n\n" + String(repeating: "0123456789", count: 5) + "\r\nz本\n"
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        let offsets = Array(0...bytes.count)
        let resolved = PositionResolver.positions(of: offsets, in: bytes)
        for offset in offsets where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            #expect(resolved[offset]?.0 == index.position(of: offset), "offset \(offset)")
        }
        #expect(PositionResolver.positions(of: [5, 40], in: bytes)[40]?.0 == index.position(of: 40))
    }

    /// The line checkpoints the parser notes (counting breaks in white space: LF, CRLF, lone CR)
    /// are line starts with the right numbers, and positions counted from them equal positions
    /// counted from the start, on documents of random layout.
    @Test func parserCheckpointsAreLineStarts() throws {
        var random = SeededGenerator(state: 2026)
        // Pretty-printed indentation too (a line feed and 4–16 spaces, the parser's fast path), and
        // indentation that ends in a tab, a blank line or a CR (where that path hands over).
        let breaks = ["\n", "\r", "\r\n", "\t", " ", "\r\r\n", "\n\n", "", "\n    ", "\n            ", "\n                ",
                      "\n         \t", "\n        \n    ", "\n          \r\n  "]
        var checked = 0
        for _ in 0..<30 {
            var text = "{"
            for member in 0..<Int(200 + random.next() % 300) {
                let space = (0..<3).map { _ in breaks[Int(random.next() % UInt64(breaks.count))] }
                text += "\(member == 0 ? "" : ",")\(space[0])\"k\(member)\"\(space[1]):\(space[2])"
                text += ["\"本町\(member)\"", "\(member)", "[\(space[0])true,\(space[1])null]", "{\"é\":\(space[2])\"x\"}"][Int(random.next() % 4)]
            }
            text += breaks[Int(random.next() % UInt64(breaks.count))] + "}"
            let bytes = Array(text.utf8)
            let document = try #require(JSONParser().parse(SourceBytes(bytes)).success)
            let index = LineIndex(bytes)
            #expect(bytes.count < 2 * LineCheckpoints.spacing || !document.lines.checkpoints.isEmpty)
            for checkpoint in document.lines.checkpoints {
                #expect(index.position(of: checkpoint.offset) == LineColumn(line: checkpoint.line, column: 1), "checkpoint at \(checkpoint.offset)")
                #expect(checkpoint.column == 1 && checkpoint.lineStart == checkpoint.offset)
                checked += 1
            }
            let offsets = document.nodes.flatMap { [Int($0.start), Int($0.end)] }.sorted()
            let counted = PositionResolver.positions(of: offsets, in: bytes)
            let fromCheckpoints = PositionResolver.positions(of: offsets, in: SourceBytes(bytes), from: document.lines)
            #expect(offsets.allSatisfy { fromCheckpoints[$0]?.0 == counted[$0]?.0 && fromCheckpoints[$0]?.1 == counted[$0]?.1 })
        }
        #expect(checked > 30)
    }

    /// Random texts of every line ending, multi-byte characters and long lines, at random
    /// offsets: positions and line ranges agree with the line index (which counts byte by byte).
    @Test func agreesWithLineIndexOnRandomTexts() {
        var random = SeededGenerator(state: 2021)
        let pieces = ["\n", "\r", "\r\n", "a", "本", "é", "😀", " ", "\"", String(repeating: "x", count: 300)]
        for _ in 0..<200 {
            let text = (0..<Int(random.next() % 60)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let bytes = Array(text.utf8)
            let index = LineIndex(bytes)
            let offsets = (0...bytes.count).filter { $0 == bytes.count || bytes[$0] & 0xC0 != 0x80 }.filter { _ in random.next() % 3 == 0 }
            PositionResolver.walkPositions(of: offsets, in: bytes) { offset, position, line in
                #expect(position == index.position(of: offset), "offset \(offset) of \(text.debugDescription)")
                let whole = index.lineRange(position.line)
                #expect(line.start == whole.start && line.end == min(whole.end, offset + PositionResolver.excerptRadius + 1),
                        "line of \(offset) in \(text.debugDescription)")
            }
            // Counting from checkpoints (as dense as every byte) changes nothing.
            let plain = PositionResolver.positions(of: offsets, in: bytes)
            for spacing in [1, 2, 3, 8, 64] {
                let fromCheckpoints = PositionResolver.positions(of: offsets, in: bytes, from: LineCheckpoints(bytes, spacing: spacing))
                #expect(offsets.allSatisfy { fromCheckpoints[$0]?.0 == plain[$0]?.0 && fromCheckpoints[$0]?.1 == plain[$0]?.1 },
                        "spacing \(spacing) in \(text.debugDescription)")
            }
        }
    }
}

#if os(Linux)
import Glibc

/// The page warmer behind a big parse: it faults in pages ahead of the writer, and stays a
/// bounded distance ahead (pages the writer never reaches would be memory taken for nothing).
@Suite struct PageWarmerTests {
    /// Pages of `region` the process holds now.
    private static func residentBytes(_ region: UnsafeMutableRawBufferPointer) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var resident = [UInt8](repeating: 0, count: region.count / page)
        _ = mincore(region.baseAddress, region.count, &resident)
        return resident.reduce(0) { $0 + Int($1 & 1) } * page
    }

    /// Waits (up to two seconds) until `condition` holds.
    private static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<400 {
            if condition() { return true }
            usleep(5_000)
        }
        return condition()
    }

    @Test func faultsInPagesAheadOfTheWriterAndNoFurther() throws {
        let size = 64 << 20
        let mapped = try #require(mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(mapped != MAP_FAILED)
        defer { munmap(mapped, size) }
        let region = UnsafeMutableRawBufferPointer(start: mapped, count: size)
        #expect(Self.residentBytes(region) == 0)

        let warmer = PageWarmer(region: region)
        // Nothing written yet: the lead alone is faulted in, and no more.
        #expect(Self.eventually { Self.residentBytes(region) >= PageWarmer.lead })
        usleep(50_000)
        #expect(Self.residentBytes(region) <= PageWarmer.lead)
        // The writer moves on: the warmer follows, the same distance ahead.
        warmer.advance(past: 16 << 20)
        #expect(Self.eventually { Self.residentBytes(region) >= (16 << 20) + PageWarmer.lead })
        usleep(50_000)
        #expect(Self.residentBytes(region) <= (16 << 20) + PageWarmer.lead)
        warmer.finish()
        // Once finished it touches nothing more.
        warmer.advance(past: 48 << 20)
        usleep(50_000)
        #expect(Self.residentBytes(region) <= (16 << 20) + PageWarmer.lead)
        // Warmed pages read as fresh memory: zeros.
        #expect(region.prefix(1 << 20).allSatisfy { $0 == 0 })
    }
}
#endif
