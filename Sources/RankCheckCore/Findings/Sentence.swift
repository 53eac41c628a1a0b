/// A finding's sentence, written like an interpolated string and built in one byte buffer sized
/// up front: a String interpolation grows its String piece by piece and makes a String of every
/// value it prints, which a report of 200,000 findings pays for each of them.
public struct Sentence: ExpressibleByStringInterpolation, Sendable, Equatable {
    public let text: String

    public init(_ text: String) { self.text = text }

    public init(stringLiteral literal: StaticString) {
        text = literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    public init(stringInterpolation: Pieces) {
        text = String(decoding: stringInterpolation.bytes, as: UTF8.self)
    }

    public struct Pieces: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            // Names and numbers are short: most sentences fit without growing.
            bytes.reserveCapacity(literalCapacity + 24 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: StaticString) {
            bytes.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }

        public mutating func appendInterpolation(_ text: String) { bytes.append(text) }

        public mutating func appendInterpolation(_ sentence: Sentence) { bytes.append(sentence.text) }

        public mutating func appendInterpolation(_ number: Int) { bytes.appendDecimal(number) }

        public mutating func appendInterpolation(_ flag: Bool) { bytes.append(flag ? "true" : "false") }

        /// "up 3", "down 2", "keep".
        public mutating func appendInterpolation(_ movement: Movement) {
            switch movement {
            case .up(let k): bytes.append("up "); bytes.appendDecimal(k)
            case .down(let k): bytes.append("down "); bytes.appendDecimal(k)
            case .keep: bytes.append("keep")
            }
        }
    }
}
