/// How LSP positions count characters within a line (negotiated at `initialize`).
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"

    /// The units a scalar takes.
    func width(_ scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: UTF8.width(scalar)
        case .utf16: UTF16.width(scalar)
        case .utf32: 1
        }
    }
}

/// A document's text with its line starts, to turn byte offsets into LSP positions and back.
public struct TextLines: Sendable {
    public let bytes: [UInt8]
    private let starts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 10 { starts.append(index + 1) }
        self.starts = starts
    }

    /// The LSP position of a byte offset.
    public func position(of offset: Int, _ encoding: PositionEncoding) -> (line: Int, character: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let lineStart = starts[low]
        let prefix = String(decoding: bytes[lineStart..<clamped], as: UTF8.self)
        return (low, prefix.unicodeScalars.reduce(0) { $0 + encoding.width($1) })
    }

    /// The byte offset of an LSP position; nil when it lies outside the document.
    public func offset(line: Int, character: Int, _ encoding: PositionEncoding) -> Int? {
        guard line >= 0, character >= 0 else { return nil }
        if line == starts.count && character == 0 { return bytes.count }
        guard line < starts.count else { return nil }
        let lineEnd = line + 1 < starts.count ? starts[line + 1] : bytes.count
        var offset = starts[line], units = 0
        let text = String(decoding: bytes[starts[line]..<lineEnd], as: UTF8.self)
        for scalar in text.unicodeScalars {
            if units >= character { break }
            units += encoding.width(scalar)
            offset += UTF8.width(scalar)
        }
        // A character past the end of the line means its end (the protocol's rule).
        return min(offset, lineEnd)
    }
}
