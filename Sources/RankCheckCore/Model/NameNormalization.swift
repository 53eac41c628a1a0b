import Foundation

/// How two spellings of one town name are recognised as the same (RC404, RC302).
public enum NameNormalization {
    /// Unicode NFKC: full-width letters and half-width katakana become their usual forms.
    public static func nfkc(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
    }

    /// Kana that Japanese place names write interchangeably between kanji:
    /// 霞ヶ関 / 霞ケ関 / 霞が関, 市ヶ谷 / 市ケ谷, 御茶ノ水 / 御茶の水.
    private static let connectorFolds: [Unicode.Scalar: Unicode.Scalar] = [
        "ヶ": "ヶ", "ケ": "ヶ", "ヵ": "ヶ", "カ": "ヶ", "か": "ヶ", "が": "ヶ", "ガ": "ヶ", "け": "ヶ",
        "ノ": "の", "之": "の", "の": "の",
    ]

    /// ヶ ケ ヵ カ か が ガ け ノ 之 の, by code point.
    private static func isConnector(_ value: UInt32) -> Bool {
        switch value {
        case 0x30F6, 0x30B1, 0x30F5, 0x30AB, 0x304B, 0x304C, 0x30AC, 0x3051, 0x30CE, 0x4E4B, 0x306E: true
        default: false
        }
    }

    private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || scalar == "々"
    }

    /// Whether every character is plain (`isPlainNameCharacter`), and with `allowingConnectors`
    /// false none is a connector, read from the UTF-8 bytes: the usual name costs no scalar
    /// decoding (a million names are checked by RC302, and last year's by RC404).
    /// With `allowingSingleSpaces`, plain words may also be separated by one ASCII space each
    /// (none leading, trailing or doubled): "Artist 12 / Song" is plain for RC302.
    static func isPlain(_ name: String, allowingConnectors: Bool, allowingSingleSpaces: Bool = false) -> Bool {
        NameTable.withBytes(of: name) { isPlain($0, allowingConnectors: allowingConnectors, allowingSingleSpaces: allowingSingleSpaces) }
    }

    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, allowingConnectors: Bool, allowingSingleSpaces: Bool = false) -> Bool {
        var i = 0
        while i < bytes.count {
            // Eight ASCII bytes at once when they are plainly plain: printable, and any spaces
            // single and neither first nor last of the eight (so none leads, trails or doubles
            // across words). Anything else is read a character at a time below.
            if i + 8 <= bytes.count {
                let word = ByteWord.load(bytes, at: i)
                let ones: UInt64 = 0x0101_0101_0101_0101
                let below = ~((word | ByteWord.highBits) &- ones &* 0x21) & ByteWord.highBits  // bytes under 0x21
                let spaces = ByteWord.bytes(of: word, equalTo: 0x20)
                if word & ByteWord.highBits == 0, ByteWord.bytes(of: word, equalTo: 0x7F) == 0, below == spaces,
                   spaces == 0 || (allowingSingleSpaces && spaces & 0x8000_0000_0000_0080 == 0 && spaces & (spaces >> 8) == 0) {
                    i += 8
                    continue
                }
            }
            let lead = bytes[i]
            if lead < 0x80 {
                if lead == 0x20, allowingSingleSpaces, i > 0, i + 1 < bytes.count, bytes[i + 1] != 0x20 {
                    i += 1
                    continue
                }
                guard lead >= 0x21 && lead <= 0x7E else { return false }
                i += 1
                continue
            }
            // Every plain character beyond ASCII is three bytes long. The bytes are a String's,
            // so valid UTF-8: the code point is compared as a number, with no scalar made.
            guard lead & 0xF0 == 0xE0, i + 2 < bytes.count else { return false }
            let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
            guard Unicode.Scalar.isPlainNameCharacter(value), allowingConnectors || !isConnector(value) else { return false }
            i += 3
        }
        return true
    }

    /// Calls `body` with the bytes of `name`'s match key (a plain name's own bytes, an ASCII
    /// name's filtered into scratch space, any other name's key made as a string: no string is
    /// made for the first two, most names) and whether the key is the name's own bytes (a name
    /// already in its normal form).
    @inline(__always)
    static func withMatchKey<R>(of name: String, _ body: (_ key: UnsafeBufferPointer<UInt8>, _ isName: Bool) -> R) -> R {
        NameTable.withBytes(of: name) { withMatchKey(ofBytes: $0, body) }
    }

    /// The same for a name's UTF-8 bytes: made text only when it is neither ASCII nor plain.
    @inline(__always)
    static func withMatchKey<R>(ofBytes bytes: UnsafeBufferPointer<UInt8>, _ body: (_ key: UnsafeBufferPointer<UInt8>, _ isName: Bool) -> R) -> R {
        if let ascii = withASCIIMatchKey(of: bytes, body) { return ascii }
        if isPlain(bytes, allowingConnectors: false, allowingSingleSpaces: false) { return body(bytes, true) }
        return NameTable.withBytes(of: matchKey(String(decoding: bytes, as: UTF8.self))) { body($0, false) }
    }

    /// `body` with the match key of an ASCII name and whether it is the name's own bytes; nil
    /// when the name is not ASCII. The name is read once: its key is its bytes less white space
    /// and control characters (NFKC leaves ASCII alone and there is nothing to fold), filtered
    /// into scratch space, so a chart's "Song 12 / Artist 5" costs one pass.
    @inline(__always)
    private static func withASCIIMatchKey<R>(of bytes: UnsafeBufferPointer<UInt8>, _ body: (_ key: UnsafeBufferPointer<UInt8>, _ isName: Bool) -> R) -> R? {
        var removes = false
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte <= 0x20 || byte == 0x7F { removes = true }
        }
        guard removes else { return body(bytes, true) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count)) { key in
            var count = 0
            for byte in bytes where byte > 0x20 && byte != 0x7F {
                key[count] = byte
                count += 1
            }
            return body(UnsafeBufferPointer(rebasing: key[..<count]), false)
        }
    }

    /// The form two names must share to count as variants: NFKC, no white space or
    /// invisible characters, connector kana between kanji folded to one form.
    public static func matchKey(_ name: String) -> String {
        // Fast path: such names are already in NFKC, have nothing to remove, and usually no
        // connector kana to fold.
        if isPlain(name, allowingConnectors: false) { return name }
        if let key = NameTable.withBytes(of: name, { withASCIIMatchKey(of: $0) { key, _ in String(decoding: key, as: UTF8.self) } }) { return key }
        let scalars: [Unicode.Scalar]
        if name.unicodeScalars.allSatisfy({ $0.isASCII || $0.isPlainNameCharacter }) {
            // NFKC leaves these alone, and their only white space and invisible characters are
            // ASCII (space, tab, controls): removed by value, with no Unicode property looked up.
            scalars = name.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        } else {
            scalars = nfkc(name).unicodeScalars.filter { !$0.properties.isWhitespace && !NameHygiene.isInvisible($0) }
        }
        var key = String.UnicodeScalarView()
        for (i, scalar) in scalars.enumerated() {
            if isConnector(scalar.value), let folded = connectorFolds[scalar], i > 0, i + 1 < scalars.count,
               isIdeograph(scalars[i - 1]), isIdeograph(scalars[i + 1]) {
                key.append(folded)
            } else {
                key.append(scalar)
            }
        }
        return String(key)
    }
}

extension NameNormalization {
    /// How many bytes at a name's end are footnote markers, with the white space before them:
    /// `[a]`, `[3]`, `[note 2]`, `[citation needed]`, one or more, as a table copied from a web
    /// page writes them after the names it annotates (`Tokyo[a]`); 0 when there are none, or
    /// when the name is nothing else.
    static func footnoteMarkerLength<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Int {
        var end = bytes.endIndex
        while end != bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "]") {
            let close = bytes.index(before: end)
            guard let open = bytes[..<close].lastIndex(of: UInt8(ascii: "[")),
                  isFootnote(Array(bytes[bytes.index(after: open)..<close])) else { break }
            end = open
        }
        guard end != bytes.endIndex else { return 0 }
        while end != bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: " ") { end = bytes.index(before: end) }
        return end == bytes.startIndex ? 0 : bytes.distance(from: end, to: bytes.endIndex)
    }

    /// Whether a name joined from several fields holds a field that ends in `]` before the
    /// separator (`Tokyo[a] / Japan`): it may end with a footnote marker, which the name's end
    /// does not show.
    static func hasPartEndingInBracket<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        guard bytes.count >= 4 else { return false }
        return (bytes.startIndex..<(bytes.endIndex - 3)).contains {
            bytes[$0] == UInt8(ascii: "]") && bytes[$0 + 1] == 0x20 && bytes[$0 + 2] == UInt8(ascii: "/") && bytes[$0 + 3] == 0x20
        }
    }

    /// Whether the text between a marker's brackets is a footnote's: one or two lowercase
    /// letters, one to three digits, `note`, `nb` or `n` and such digits, or `citation needed`.
    private static func isFootnote(_ text: [UInt8]) -> Bool {
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        if (1...2).contains(text.count), text.allSatisfy(isLetter) { return true }
        if (1...3).contains(text.count), text.allSatisfy(isDigit) { return true }
        if text.elementsEqual("citation needed".utf8) { return true }
        for word in ["note ", "nb ", "n "] where text.starts(with: word.utf8) {
            let number = text.dropFirst(word.utf8.count)
            return (1...3).contains(number.count) && number.allSatisfy(isDigit)
        }
        return false
    }
}

extension Unicode.Scalar {
    /// Letters that Unicode normalisation (NFKC) leaves alone and that are never white space,
    /// invisible or a width variant: printable ASCII, hiragana, full-width katakana, kanji.
    /// Names made only of these skip the slower Unicode property checks.
    var isPlainNameCharacter: Bool { Self.isPlainNameCharacter(value) }

    static func isPlainNameCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x21...0x7E, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF: true
        default: false
        }
    }
}
