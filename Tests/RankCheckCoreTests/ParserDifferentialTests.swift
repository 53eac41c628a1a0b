import Foundation
import Testing
@testable import RankCheckCore

/// Decoded values agree with Foundation's JSONSerialization on generated well-formed documents
/// (strings with every kind of escape, astral characters, integers, nesting, odd white space).
@Suite struct ParserDifferentialTests {
    static let characters: [Unicode.Scalar] = ["a", "Z", "0", " ", "本", "厚", "ヶ", "é", "😀", "\\", "\"", "/", "\n", "\t", "\u{01}", "\u{7F}", "\u{2028}", "\u{FEFF}"]

    /// A value and its JSON text, written with random escapes and white space.
    func generate(_ rng: inout SeededGenerator, depth: Int = 0) -> (JSONOutput, String) {
        let space = [" ", "", "\n  ", "\t", "\r\n"].randomElement(using: &rng)!
        switch Int.random(in: 0...(depth < 4 ? 5 : 2), using: &rng) {
        case 0:
            return (.null, "null")
        case 1:
            let value = Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &rng)
            return (.int(value), String(value))
        case 2:
            let scalars = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Self.characters.randomElement(using: &rng)! }
            var text = "\""
            for scalar in scalars {
                switch Int.random(in: 0...2, using: &rng) {
                case 0 where scalar.value > 0xFFFF:
                    for unit in String(scalar).utf16 { text += String(format: "\\u%04x", unit) }
                case 0:
                    text += String(format: "\\u%04X", scalar.value)
                default:
                    text += String(jsonStringLiteral(String(scalar)).dropFirst().dropLast())
                }
            }
            text += "\""
            return (.string(String(String.UnicodeScalarView(scalars))), text)
        case 3, 4:
            let items = (0..<Int.random(in: 0...4, using: &rng)).map { _ in generate(&rng, depth: depth + 1) }
            return (.array(items.map(\.0)), "[" + space + items.map(\.1).joined(separator: "," + space) + "]")
        default:
            var members: [String: JSONOutput] = [:]
            var texts: [String] = []
            for n in 0..<Int.random(in: 0...4, using: &rng) {
                let key = "k\(n)\(Self.characters.randomElement(using: &rng)!)"
                let (value, text) = generate(&rng, depth: depth + 1)
                members[key] = value
                texts.append(jsonStringLiteral(key) + space + ":" + space + text)
            }
            return (.object(members), "{" + texts.joined(separator: ",") + "}")
        }
    }

    func decoded(_ doc: JSONDocument, _ node: Int) -> JSONOutput {
        switch doc.kind(node) {
        case .object: .object(Dictionary(doc.children(node).map { (doc.key($0), decoded(doc, $0)) }, uniquingKeysWith: { $1 }))
        case .array: .array(doc.children(node).map { decoded(doc, $0) })
        case .string: .string(doc.string(node))
        case .number: .int(Int(doc.integer(node) ?? 0))
        case .true: .bool(true)
        case .false: .bool(false)
        case .null: .null
        }
    }

    func reference(_ value: Any) -> JSONOutput {
        switch value {
        case let dictionary as [String: Any]: .object(dictionary.mapValues(reference))
        case let array as [Any]: .array(array.map(reference))
        case let string as String: .string(string)
        case let number as NSNumber: .int(number.intValue)
        default: .null
        }
    }

    @Test func decodedValuesMatchJSONSerialization() throws {
        var rng = SeededGenerator(state: 8259)
        var compared = 0, decodedCount = 0
        for _ in 0..<500 {
            let (expected, text) = generate(&rng)
            let document = try #require(parse(text).success, "rejected: \(text)")
            let ours = decoded(document, document.root)
            #expect(ours == expected, "decoded differently: \(text)")
            decodedCount += 1
            // Foundation on Linux drops U+FEFF from decoded strings (its bug: U+FEFF inside a string is
            // ordinary text), so documents holding one are compared with the generated value only.
            guard !text.unicodeScalars.contains("\u{FEFF}"), !text.lowercased().contains("\\ufeff") else { continue }
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(ours == reference(theirs), "JSONSerialization disagrees on \(text)")
            compared += 1
        }
        #expect(decodedCount == 500)
        #expect(compared > 250, "too few documents were compared with JSONSerialization: \(compared)")
    }
}
