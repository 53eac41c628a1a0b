// A structure-aware fuzzer: ranking documents, not bytes. Each input is a fixture of one shape
// (reference, previousRank chart, signed sports ranking, top-level array, and tables: a chart
// year, a national ranking, a tennis table, a tab-separated university table) with a few mutations of
// its values (0, −1, ±2^31, ±2^53, ±2^63, 2^64, 1e400, −0, 1.0, huge strings, NUL, lone
// surrogates, full-width digits), its structure (fields dropped, duplicated, reordered, retyped;
// lists split, merged, emptied, nested; identities and prior ranks collided) and its sizes
// (entries, keys and lists multiplied); a table's rows and cells are mutated the same way, then
// written with quoting and its text broken (stray and unclosed quotes, CR, LF, NUL, invalid
// UTF-8, a byte order mark, a delimiter, a header repeated mid-file). The whole pipeline runs in process against the
// unmutated fixture as the prior period — every rule, both tie policies, every reporter, fixes
// and the re-lint — and each input must hold:
//   no trap; the JSON report parses; every place lies inside its file; fixes change only the
//   bytes of their edits; a fixed file parses (a fixed table reads every row); fixing until nothing is left takes at most four rounds and a further round is a no-op.
// Built by .ci/fuzz-structured.sh together with the RankCheckCore sources (no sanitizer: speed).
//   rankcheck-fuzz-structured FIXTURES_DIR --seconds N [--seed S] [--save FILE]
// With --save, each input is written to FILE before it runs (slow): after a crash, FILE holds it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON value to mutate: members keep their order (and may repeat), literals are raw text.
indirect enum Value {
    case object([(String, Value)])
    case array([Value])
    case raw(String)

    init(_ document: JSONDocument, _ node: Int) {
        switch document.kind(node) {
        case .object: self = .object(document.children(node).map { (document.key($0), Value(document, $0)) })
        case .array: self = .array(document.children(node).map { Value(document, $0) })
        default: self = .raw(document.sourceText(document[node].range))
        }
    }

    func write(to out: inout [UInt8], pretty: Bool, depth: Int = 0) {
        func newline(_ level: Int) {
            guard pretty else { return }
            out.append(0x0A)
            out += Array(repeating: 0x20, count: level * 2)
        }
        switch self {
        case .raw(let text): out += text.utf8
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                item.write(to: &out, pretty: pretty, depth: depth + 1)
            }
            if !items.isEmpty { newline(depth) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (n, (key, value)) in members.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                out += jsonStringLiteral(key).utf8
                out += pretty ? Array(": ".utf8) : [UInt8(ascii: ":")]
                value.write(to: &out, pretty: pretty, depth: depth + 1)
            }
            if !members.isEmpty { newline(depth) }
            out.append(UInt8(ascii: "}"))
        }
    }
}

/// xorshift64*: deterministic for a seed, so a failure is replayed from the seed it prints.
struct Random: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// One fixture: its document, shape and the tie policy to try it with.
struct Seed {
    let name: String
    let value: Value
    let bytes: [UInt8]
    let shape: RankingShape
    /// A table's delimiter; nil for JSON.
    var delimiter: UInt8? = nil

    /// Where the input is checked from: its extension says whether it is a table.
    var path: String { delimiter == nil ? "data/2021.json" : delimiter == 0x09 ? "data/2021.tsv" : "data/2021.csv" }
    var priorPath: String { path.replacingOccurrences(of: "2021", with: "2020") }
}

/// A table's records as values: an array of rows, each an array of its cells' texts.
func tableValue(_ bytes: [UInt8], dialect: TableScanner.Dialect) -> Value {
    bytes.withUnsafeBufferPointer { buffer in
        var scanner = TableScanner(dialect)
        var record = TableScanner.Record()
        var rows: [Value] = []
        while scanner.next(&record, in: buffer) { rows.append(.array(record.cells.map { .raw(TableColumns.text(of: $0, in: buffer)) })) }
        return .array(rows)
    }
}

/// Writes rows of cells as a table (quoted where a cell needs it, CRLF or LF), then breaks its
/// text in one place or two.
func writeTable(_ value: Value, delimiter: UInt8, random: inout Random) -> [UInt8] {
    var out: [UInt8] = []
    let ending: [UInt8] = random.chance(30) ? [0x0D, 0x0A] : [0x0A]
    func cell(_ value: Value) {
        var text: [UInt8] = []
        switch value {
        case .raw(let raw): text = Array(raw.utf8)
        case .array, .object: value.write(to: &text, pretty: false)
        }
        if text.contains(where: { $0 == delimiter || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) || random.chance(5) {
            out.append(UInt8(ascii: "\""))
            for byte in text {
                out.append(byte)
                if byte == UInt8(ascii: "\"") { out.append(byte) }
            }
            out.append(UInt8(ascii: "\""))
        } else {
            out += text
        }
    }
    let rows: [Value]
    if case .array(let items) = value { rows = items } else { rows = [value] }
    for row in rows {
        if case .array(let cells) = row {
            for (n, item) in cells.enumerated() {
                if n > 0 { out.append(delimiter) }
                cell(item)
            }
        } else {
            cell(row)
        }
        out += ending
    }
    if random.chance(10), let header = out.firstIndex(of: 0x0A) {  // the header again, mid-file
        let at = min(out.count, header + 1 + random.below(max(1, out.count - header)))
        let line = Array(out[...header])
        if let start = out[at...].firstIndex(of: 0x0A) { out.insert(contentsOf: line, at: start + 1) }
    }
    for _ in 0..<random.below(3) where !out.isEmpty {
        let breakers: [[UInt8]] = [[UInt8(ascii: "\"")], [0x0D], [0x0A], [0x00], [0xFF], [0xC3], [delimiter], [0x0A, 0x0A], [UInt8(ascii: "T")], [UInt8(ascii: "=")],
                                   [0xE2, 0x96, 0xB2], [0xE2, 0x96, 0xBC, 0x20], [0xE2, 0x96],  // ▲, "▼ ", an arrow cut short
                                   [0xE2, 0x88, 0x92], [0xE2, 0x88]]  // the minus sign −, and cut short
        out.insert(contentsOf: random.pick(breakers), at: random.below(out.count + 1))
    }
    if random.chance(3) { out.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
    return out
}

let interestingLiterals = [
    "0", "-1", "1", "2", "2147483647", "-2147483648", "2147483648", "9007199254740991", "9007199254740992",
    "-9007199254740991", "-9007199254740992", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
    "18446744073709551616", "1e400", "-1e400", "-0", "1.0", "1e2", "0.5", "123456789012345678901234567890",
    "true", "false", "null", "{}", "[]", "\"\"", "\" \"", "\"\\u0000\"", "\"\\ud800\"", "\"\\udc00x\"", "\"１２３\"",
    "\"ｱｲｳ\"", "\"a  b\"", "\"\\t町\"", "\"町\"", "\"本厚木\"", "\"\\u2028\"",
    // Numbers as tables write them with a decimal comma or a thousands mark, whole and broken.
    "92,5", "-0,5", "11,830", "1.234,5", "1,234.5", "1,2345", ",5", "1,", "1.000.000", "01,5", "9'999", "1 234",
]

struct Mutator {
    var random: Random

    mutating func hugeString() -> String {
        "\"" + String(repeating: random.chance(50) ? "a" : "町", count: 1 + random.below(2_000)) + "\""
    }

    mutating func literal() -> Value {
        if random.chance(3) { return .raw(hugeString()) }
        if random.chance(3) { return .raw(String(repeating: "9", count: 20 + random.below(400))) }
        return .raw(random.pick(interestingLiterals))
    }

    /// Applies one mutation somewhere in `value`.
    mutating func mutate(_ value: Value, depth: Int = 0) -> Value {
        switch value {
        case .raw:
            return literal()
        case .object(var members):
            if members.isEmpty || random.chance(depth == 0 ? 10 : 25) { return mutateObject(members) }
            let i = random.below(members.count)
            members[i].1 = mutate(members[i].1, depth: depth + 1)
            return .object(members)
        case .array(var items):
            if items.isEmpty || random.chance(20) { return mutateArray(items) }
            let i = random.below(items.count)
            items[i] = mutate(items[i], depth: depth + 1)
            return .array(items)
        }
    }

    mutating func mutateObject(_ members: [(String, Value)]) -> Value {
        var members = members
        switch random.below(9) {
        case 0 where !members.isEmpty: members.remove(at: random.below(members.count))  // drop a field
        case 1 where !members.isEmpty: members.append(members[random.below(members.count)])  // duplicate key
        case 2: members.shuffle(using: &random)  // reorder
        case 3 where !members.isEmpty:  // retype
            let i = random.below(members.count)
            members[i].1 = random.chance(50) ? .array([members[i].1]) : .object([("value", members[i].1)])
        case 4 where random.chance(20):  // many keys
            for n in 0..<(1 + random.below(200)) { members.append(("extra\(n)", .raw(String(n)))) }
        case 5 where random.chance(20):  // many empty lists, or one list repeated
            let count = 1 + random.below(100)
            let item = members.first { if case .array = $0.1 { true } else { false } }?.1 ?? .array([])
            for n in 0..<count { members.append(("list\(n)", random.chance(50) ? .array([]) : item)) }
        case 6 where members.count >= 2:  // merge two lists
            if case .array(let a) = members[0].1, case .array(let b) = members[1].1 { members[0].1 = .array(a + b) }
        case 7:  // nest
            return .object([("nested", .object(members))])
        default:
            if !members.isEmpty { members[random.below(members.count)].0 = random.pick(["rank", "townName", "isRankUp", "rankFluctuation", "rankFluctation", "", "$schema", "last_week", "movement"]) }
        }
        return .object(members)
    }

    mutating func mutateArray(_ items: [Value]) -> Value {
        var items = items
        switch random.below(7) {
        case 0: items = []  // empty list
        case 1 where items.count >= 2: items.swapAt(random.below(items.count), random.below(items.count))
        case 2 where !items.isEmpty:  // multiply entries (sizes)
            let times = 1 + random.below(8)
            items = Array((0..<times).map { _ in items }.joined())
        case 3 where items.count >= 2:  // collide: one entry copied over another (identity and prior rank)
            items[random.below(items.count)] = items[random.below(items.count)]
        case 4 where !items.isEmpty: items.remove(at: random.below(items.count))
        case 5: items.append(literal())  // an entry that is not an object
        default: items.reverse()
        }
        return .array(items)
    }
}

/// Parses `bytes` with the project's parser and checks that it is JSON.
func parses(_ bytes: [UInt8]) -> Bool {
    if case .success = JSONParser().parse(SourceBytes(bytes)) { return true }
    return false
}

func check(_ condition: Bool, _ message: @autoclosure () -> String, input: [UInt8]) {
    guard !condition else { return }
    let path = "/tmp/rankcheck-fuzz-failure.json"
    if let file = fopen(path, "wb") {
        _ = input.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
    fputs("fuzz: property failed: \(message()) (input saved to \(path))\n", stderr)
    exit(1)
}

let reporters: [any Reporter] = [HumanReporter(color: true, showNotes: true), JSONReporter(), SARIFReporter(), GitHubReporter(), MarkdownReporter()]

/// The whole pipeline on one input; checks the properties above.
func run(_ bytes: [UInt8], seed: Seed, prior: PriorPeriod?, ties: TiePolicy) {
    let linter = Linter(shape: seed.shape, path: seed.path)
    do {
        let report = linter.lint(path: seed.path, bytes: SourceBytes(bytes), prior: prior, ties: ties)
        for finding in report.findings {
            let inside = { (range: ByteRange) in range.start >= 0 && range.start <= range.end && range.end <= bytes.count }
            check(inside(finding.location.range), "a finding's place \(finding.location.range) lies outside the file (\(finding.ruleID))", input: bytes)
            for place in finding.relatedPlaces where place.path == seed.path {
                check(inside(place.range), "a related place lies outside the file (\(finding.ruleID))", input: bytes)
            }
        }
        let run = RunReport(toolVersion: "fuzz", files: [report])
        for reporter in reporters {
            var written: [UInt8] = []
            let out = ReportOutput { written += $0 }
            reporter.write(run, to: out)
            out.flush()
            if reporter is JSONReporter { check(parses(written), "the JSON report does not parse", input: bytes) }
        }
        guard report.isRewritable else { return }
        var current = bytes, findings = report.findings
        for round in 0..<5 {
            let fixed = FixApplier.apply(findings, to: current)
            // Only the edits' bytes change: the original with the chosen edits is the output.
            var rebuilt: [UInt8] = [], cursor = 0
            for edit in FixApplier.chosenEdits(findings, fileSize: current.count) {
                check(edit.range.start >= cursor && edit.range.end <= current.count, "fix edits overlap or leave the file", input: bytes)
                rebuilt += current[cursor..<edit.range.start]
                rebuilt += edit.replacement.utf8
                cursor = edit.range.end
            }
            rebuilt += current[cursor...]
            check(rebuilt == fixed.bytes, "a fix changed bytes outside its edits", input: bytes)
            if fixed.appliedCount == 0 || fixed.bytes == current { break }
            check(round < 4, "fixing did not settle in four rounds", input: bytes)
            current = fixed.bytes
            let relinted = linter.lint(path: seed.path, bytes: SourceBytes(current), prior: prior, ties: ties)
            // A fix leaves a file as readable as it was: JSON that parses, a table whose every row reads
            // (a table's problems that leave its rows readable, such as a blank header, may stay).
            check(relinted.isRewritable, "a fix broke the file", input: bytes)
            findings = relinted.findings
        }
    }
}

func loadSeeds(_ fixtures: String) -> [Seed] {
    func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
    func shape(_ directory: String, file: String = ".rankcheck.json") -> RankingShape {
        guard let bytes = read(directory + "/" + file), let config = try? Configuration.parse(bytes, path: ".rankcheck.json") else { return .reference }
        return config.shape
    }
    let files = [
        ("TownRanking2021.json", ""), ("valid/minimal.json", ""), ("diff/keep-that-moved/current.json", ""),
        ("shapes/music-chart/chart-2021.json", "shapes/music-chart"), ("shapes/sports-signed/rankings-2021.json", "shapes/sports-signed"),
        ("shapes/top-level-array/ranking.json", "shapes/top-level-array"), ("diff/wrong-magnitude/current.json", ""),
        ("init/golf-api/leaderboard-2024.json", "init/golf-api"), ("init/leaderboards/leaderboards-2024-11-24.json", "init/leaderboards"),
        ("init/scraped-chart/chart-2025-03-15.json", "init/scraped-chart"),
    ]
    let documents = files.compactMap { file, directory -> Seed? in
        guard let bytes = read(fixtures + "/" + file), case .success(let document) = JSONParser().parse(SourceBytes(bytes)) else {
            fputs("fuzz: cannot read the seed \(file)\n", stderr)
            return nil
        }
        // An `init` case's shape is the one `init` infers: the golf API's positions are strings
        // (`textRanks`), the leaderboards write a direction beside the size of each move, the
        // scraped chart its ranks and previous ranks as strings.
        let configuration = file.hasPrefix("init/") ? ".expected.rankcheck.json" : ".rankcheck.json"
        return Seed(name: file, value: Value(document, document.root), bytes: bytes,
                    shape: directory.isEmpty ? .reference : shape(fixtures + "/" + directory, file: configuration))
    }
    // Tables, their first records (a few periods each); the city index is separated by ';' and
    // writes a decimal comma, the top-sites list has no header row, the web ranking writes its
    // moves with arrows, the box office chart its grosses in dollars (their shapes are the ones
    // `init` infers), and the league table typed by hand a space after each comma.
    let tables = [("tables/chart-year/hot-2021.csv", 121, ".rankcheck.json"), ("tables/national-teams/rankings.csv", 76, ".rankcheck.json"),
                  ("tables/tennis/atp-2023.csv", 121, ".rankcheck.json"), ("tables/university/world-2024.tsv", 21, ".rankcheck.json"),
                  ("init/semicolons/cities-2024.csv", 21, ".expected.rankcheck.json"), ("init/top-sites/top-1m-2024-11-02.csv", 40, ".expected.rankcheck.json"),
                  ("init/web-arrows/ranking-2024-11-28.csv", 21, ".expected.rankcheck.json"),
                  ("init/box-office/weekend-2024-11-24.csv", 11, ".expected.rankcheck.json"), ("tables/hand-typed/standings-2025.csv", 13, ".rankcheck.json")]
    return documents + tables.compactMap { file, records, configuration -> Seed? in
        guard var bytes = read(fixtures + "/" + file) else {
            fputs("fuzz: cannot read the seed \(file)\n", stderr)
            return nil
        }
        var lines = 0
        if let end = bytes.indices.first(where: { bytes[$0] == 0x0A && { lines += 1; return lines == records }() }) { bytes = Array(bytes[...end]) }
        let folder = String(file[..<file.lastIndex(of: "/")!])
        let tableShape = shape(fixtures + "/" + folder, file: configuration)
        let delimiter: UInt8 = tableShape.table.delimiter ?? (file.hasSuffix(".tsv") ? 0x09 : UInt8(ascii: ","))
        let dialect = TableScanner.Dialect(delimiter: delimiter, skipsInitialSpace: tableShape.table.skipInitialSpace)
        return Seed(name: file, value: tableValue(bytes, dialect: dialect), bytes: bytes, shape: tableShape, delimiter: delimiter)
    }
}

@main
struct StructuredFuzz {
    static func main() {
        let arguments = CommandLine.arguments
        func option(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard arguments.count > 1 else {
            fputs("usage: rankcheck-fuzz-structured FIXTURES_DIR --seconds N [--seed S] [--save FILE]\n", stderr)
            exit(2)
        }
        let seconds = Double(option("--seconds") ?? "10") ?? 10
        let seed = option("--seed").flatMap { UInt64($0) } ?? UInt64(time(nil))
        let save = option("--save")
        let seeds = loadSeeds(arguments[1])
        guard !seeds.isEmpty else { exit(2) }
        // Each fixture unmutated is the prior period of its mutants.
        let priors = seeds.map { seed -> PriorPeriod? in
            guard case .success(let file) = Linter(shape: seed.shape, path: seed.priorPath).read(SourceBytes(seed.bytes)) else { return nil }
            return PriorPeriod(path: seed.priorPath, file: file)
        }
        print("fuzz: seed \(seed), \(seeds.count) fixtures, \(Int(seconds)) s")
        var mutator = Mutator(random: Random(seed: seed))
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        var inputs = 0, bytesRun = 0
        var elapsed = 0.0
        while elapsed < seconds {
            let index = mutator.random.below(seeds.count)
            var value = seeds[index].value
            for _ in 0..<(1 + mutator.random.below(4)) { value = mutator.mutate(value) }
            var bytes: [UInt8] = []
            if let delimiter = seeds[index].delimiter {
                bytes = writeTable(value, delimiter: delimiter, random: &mutator.random)
            } else {
                value.write(to: &bytes, pretty: mutator.random.chance(50))
            }
            if let save, let file = fopen(save, "wb") {
                _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
                fclose(file)
            }
            // Tie policies alternate: each input is one run of the pipeline.
            run(bytes, seed: seeds[index], prior: mutator.random.chance(80) ? priors[index] : nil, ties: inputs % 2 == 0 ? .none : .competition)
            inputs += 1
            bytesRun += bytes.count
            if inputs % 16 == 0 {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                elapsed = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
            }
        }
        let rate = Double(inputs) / max(elapsed, 0.001)
        print("fuzz: \(inputs) inputs (\(bytesRun / max(inputs, 1)) bytes on average) in \(Int(elapsed)) s: \(Int(rate)) inputs/s, every property held")
    }
}
