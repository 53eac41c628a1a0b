/// A document's text with its line starts, to turn byte offsets into LSP positions and back.
///
/// A position counts the characters of its line before it, in the negotiated encoding, from
/// their UTF-8 lead bytes. Along a line longer than the notes' spacing (1 KiB; a minified file
/// is one line), the counts are noted at every multiple of it, so each position is counted from
/// the note before it: a diagnostic costs at most that many bytes however far along its line.
public struct TextLines: Sendable {
    public let bytes: [UInt8]
    /// Where each line starts; lines end at LF (a CR before it is the line's break too).
    private let starts: [Int]
    /// Within lines longer than the spacing, at each multiple of it: the characters from the
    /// line's start to there. Ascending by offset.
    private let notes: [Note]

    /// The characters of a stretch of a line, as the encodings count them.
    struct Count: Sendable {
        /// Characters (lead bytes).
        var characters = 0
        /// Characters past the Basic Multilingual Plane (four-byte sequences): two UTF-16 units each.
        var supplementary = 0

        /// The stretch's units in `encoding`, the stretch being `byteCount` bytes long.
        func units(_ encoding: PositionEncoding, byteCount: Int) -> Int {
            switch encoding {
            case .utf8: byteCount
            case .utf16: characters + supplementary
            case .utf32: characters
            }
        }
    }

    /// The characters of `offset`'s line from its start to `offset`.
    struct Note: Sendable {
        let offset: Int
        let count: Count
    }

    public init(_ bytes: [UInt8]) { self.init(bytes, spacing: 1_024) }

    init(_ bytes: [UInt8], spacing: Int) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 10 { starts.append(index + 1) }
        var notes: [Note] = []
        for (line, start) in starts.enumerated() {
            let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
            guard end - start > spacing else { continue }
            var count = Count()
            var from = start
            for offset in stride(from: (start / spacing + 1) * spacing, to: end, by: spacing) {
                Self.add(from..<offset, of: bytes, to: &count)
                notes.append(Note(offset: offset, count: count))
                from = offset
            }
        }
        self.starts = starts
        self.notes = notes
    }

    /// Adds the characters of `bytes[range]` to `count`.
    private static func add(_ range: Range<Int>, of bytes: [UInt8], to count: inout Count) {
        for index in range {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { count.characters += 1 }
            if byte >= 0xF0 { count.supplementary += 1 }
        }
    }

    /// The line that holds `offset` (within the text).
    private func line(of offset: Int) -> Int { starts.partitionPoint { $0 > offset } - 1 }

    /// The last note at or before `offset` on the line that starts at `lineStart`, if any: a
    /// note from `lineStart` on is on that line, as `offset` is.
    private func note(atOrBefore offset: Int, onLineAt lineStart: Int) -> Note? {
        let after = notes.partitionPoint { $0.offset > offset }
        return after > 0 && notes[after - 1].offset >= lineStart ? notes[after - 1] : nil
    }

    /// The LSP position of a byte offset.
    public func position(of offset: Int, _ encoding: PositionEncoding) -> (line: Int, character: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let line = line(of: clamped), lineStart = starts[line]
        let note = note(atOrBefore: clamped, onLineAt: lineStart)
        var count = note?.count ?? Count()
        Self.add((note?.offset ?? lineStart)..<clamped, of: bytes, to: &count)
        return (line, count.units(encoding, byteCount: clamped - lineStart))
    }

    /// The byte offset of an LSP position; nil when it lies outside the document. A character
    /// past the end of its line means the line's end, before its line break (the protocol's rule).
    public func offset(line: Int, character: Int, _ encoding: PositionEncoding) -> Int? {
        guard line >= 0, character >= 0 else { return nil }
        if line == starts.count && character == 0 { return bytes.count }
        guard line < starts.count else { return nil }
        let lineStart = starts[line]
        var lineEnd = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == 13, line + 1 < starts.count { lineEnd -= 1 }
        // From the last note whose count is not past the character, or from the line's start.
        var offset = lineStart, units = 0
        let lineNotes = notes.partitionPoint { $0.offset >= lineStart }..<notes.partitionPoint { $0.offset >= lineEnd }
        let passed = notes[lineNotes].partitionPoint { $0.count.units(encoding, byteCount: $0.offset - lineStart) > character }
        if passed > lineNotes.lowerBound {
            let note = notes[passed - 1]
            // A note within a character's sequence: that character is counted already.
            offset = note.offset
            while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            units = note.count.units(encoding, byteCount: offset - lineStart)
        }
        while offset < lineEnd, units < character {
            units += encoding.units(ofLead: bytes[offset])
            offset += UTF8Sequence.length(ofLead: bytes[offset])
        }
        return min(offset, lineEnd)
    }
}
