/// RC302: white space, invisible characters or mixed character widths in a town name.
public struct NameHygieneRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC302", name: "name-hygiene", defaultSeverity: .warning,
        summary: "leading, trailing or doubled white space, control or invisible characters, blank names, mixed full-width/half-width forms",
        rationale: """
        A town name is an identity: it is matched across lists and years byte for byte. A \
        trailing space, a zero-width space, or a name that mixes full-width and half-width forms \
        (`ＪＲ` beside `JR`, `ｶ` beside `カ`) looks right on screen but does not match, so the \
        town silently counts as new. So does a footnote marker copied with a name from a web \
        page's table (`Tokyo[a]`, `Delhi[3]`, `Paris[note 2]`). A name joined from several \
        fields (`Song / Artist`) is checked field by field. The help line shows the \
        cleaned-up name or field, and it is a fix an editor offers \
        (`--fix` leaves it to you: a name is matched across years, and its prior period's \
        spelling is the one to keep).
        """,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨 ", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "a trailing space"),
            RuleExample(#"{"r": [{"rank": 1, "townName": "武蔵\u200B小杉", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "a zero-width space"),
            RuleExample(#"{"r": [{"rank": 1, "townName": "ＪR蕨", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "full-width and half-width letters mixed"),
            RuleExample(#"{"r": [{"rank": 1, "townName": "Tokyo[a]", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "a footnote marker copied from a web page"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "武蔵小杉", "isRankUp": false, "rankFluctuation": 0}]}"#),
            RuleExample(#"{"r": [{"rank": 1, "townName": "Song [Live]", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "brackets that are part of the name"),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let entryWord = context.entryWord, path = context.path
        // A name joined from several fields (`Song / Artist`) is checked field by field: a
        // field's text is what a fix rewrites, and a footnote marker ends a field, not the name.
        let file = context.file, identity = file?.shape.identity ?? []
        let joinedParts = identity.count > 1 ? file : nil
        for list in context.lists {
            // One field read in place per entry (see `RankingList.entries`); a name is made text
            // only when it is not plainly clean.
            let unclean = list.identityNames.withBuffers { names in
                list.entries.indices.filter { position in
                    guard let span = list.entries[position].nameSpan else { return false }
                    let bytes = names[span]
                    return !NameNormalization.isPlain(bytes, allowingConnectors: true, allowingSingleSpaces: true)
                        || NameNormalization.footnoteMarkerLength(bytes) > 0
                        || joinedParts != nil && NameNormalization.hasPartEndingInBracket(bytes)
                }
            }
            guard !unclean.isEmpty else { continue }
            // The words and the cleaned name (NFKC) are made when printed; findings of one name
            // are put in order by their words alone.
            let name = { @Sendable (position: Int32) in list.entries[Int(position)].townName?.value.map(list.identityNames.string) ?? "" }
            // The text a finding is about, the field it is in and where: the name, or one of its fields.
            let checked = { @Sendable (found: Found) -> (text: String, field: String?, range: ByteRange?) in
                guard found.part >= 0, let file = joinedParts else {
                    return (name(found.position), nil, list.entries[Int(found.position)].townName.map(context.range(of:)))
                }
                let node = Int(found.node)
                return (file.document.string(node), file.fieldName(identity[Int(found.part)]), file.document[node].range)
            }
            let text = { @Sendable (found: Found) -> String in
                let (text, field, _) = checked(found)
                let problem = NameHygiene.Problem(rawValue: Int32(found.problem))?.text(in: text) ?? ""
                return field.map { "'\($0)' \"\(text)\" of \(entryWord) \"\(name(found.position))\" \(problem)" } ?? "\(entryWord) name \"\(text)\" \(problem)"
            }
            let message = MessageMaker<Found>(text: text, related: { _ in [] }) { found in
                let (checkedText, _, range) = checked(found)
                guard let cleaned = NameHygiene.cleaned(checkedText) else { return FindingMessage(text(found)) }
                let help = "Did you mean \"\(cleaned)\"?"
                guard let range else { return FindingMessage(text(found), help: help) }
                return FindingMessage(text(found), help: help, fix: Fix(summary: "Write the name as \"\(cleaned)\".",
                                                                        edits: [TextEdit(Location(path: path, range: range), jsonStringLiteral(cleaned))], isSafe: false))
            }
            for position in unclean {
                guard let field = list.entries[position].townName, let span = field.value else { continue }
                let name = list.identityNames.string(span)
                guard let file = joinedParts else {
                    for problem in NameHygiene.problemKinds(in: name) {
                        findings.append(finding(context, at: context.range(of: field), list: list.name, identity: name,
                                                source: message.source(Found(position: position, problem: problem, part: -1, node: 0))))
                    }
                    continue
                }
                for (part, node) in file.identityParts(of: list.entries[position]).enumerated() where file.document.kind(node) == .string {
                    for problem in NameHygiene.problemKinds(in: file.document.string(node)) {
                        findings.append(finding(context, at: file.document[node].range, list: list.name, identity: name,
                                                source: message.source(Found(position: position, problem: problem, part: part, node: node))))
                    }
                }
            }
        }
        return findings
    }
}

extension NameHygieneRule {
    /// A finding's own value: the entry's position, the problem, and which field of a joined
    /// name it is in (its index in the identity and its node; -1 for the whole name).
    private struct Found: Sendable {
        let position: Int32, problem: Int16, part: Int16
        let node: Int64

        init(position: Int, problem: NameHygiene.Problem, part: Int, node: Int) {
            (self.position, self.problem) = (Int32(truncatingIfNeeded: position), Int16(truncatingIfNeeded: problem.rawValue))
            (self.part, self.node) = (Int16(truncatingIfNeeded: part), Int64(node))
        }
    }
}

/// The checks behind RC302, and the clean form of a name.
public enum NameHygiene {

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    /// Control characters and format characters that render as nothing.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format: true
        default: false
        }
    }

    static func isFullWidthAlphanumeric(_ v: UInt32) -> Bool {
        (0xFF10...0xFF19).contains(v) || (0xFF21...0xFF3A).contains(v) || (0xFF41...0xFF5A).contains(v)
    }

    static func isHalfWidthAlphanumeric(_ v: UInt32) -> Bool {
        (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
    }

    /// What can be wrong with a name, in the order a name's findings say them.
    enum Problem: Int32 {
        case blank, leadingSpace, trailingSpace, doubledSpace, invisible, mixedWidth, mixedKatakana, footnoteMarker

        /// How a message says it, for `name` (whose first invisible character it names).
        func text(in name: String) -> String {
            switch self {
            case .blank: return "is blank: it holds only white space or invisible characters"
            case .leadingSpace: return "has leading white space"
            case .trailingSpace: return "has trailing white space"
            case .doubledSpace: return "has doubled white space"
            case .invisible:
                guard let hidden = name.unicodeScalars.first(where: { isInvisible($0) && !isSpace($0) }) else { return "" }
                let label = hidden.properties.name.map { " (\($0))" } ?? ""
                return "contains the invisible character \(codePoint(hidden.value))\(label)"
            case .mixedWidth: return "mixes full-width and half-width letters or digits"
            case .mixedKatakana: return "mixes half-width and full-width katakana"
            case .footnoteMarker:
                let marker = String(decoding: name.utf8.suffix(NameNormalization.footnoteMarkerLength(name.utf8)), as: UTF8.self)
                let markers = marker.filter { $0 == "[" }.count == 1 ? "a footnote marker" : "footnote markers"
                return "ends with \(markers), \(marker.trimmingCharacters(in: .whitespaces)), as a table copied from a web page writes them"
            }
        }
    }

    /// How each of the name's problems is said.
    public static func problems(in name: String) -> [String] {
        problemKinds(in: name).map { $0.text(in: name) }
    }

    static func problemKinds(in name: String) -> [Problem] {
        // Most names are plain kanji, kana or ASCII letters, single spaces between words; of
        // these only ASCII mixes with full-width forms, and they have no odd white space.
        let footnote: [Problem] = NameNormalization.footnoteMarkerLength(name.utf8) > 0 ? [.footnoteMarker] : []
        if NameNormalization.isPlain(name, allowingConnectors: true, allowingSingleSpaces: true) { return footnote }
        let scalars = Array(name.unicodeScalars)
        if !scalars.isEmpty, scalars.allSatisfy({ isSpace($0) || isInvisible($0) }) { return [.blank] }
        var problems: [Problem] = []
        if let first = scalars.first, isSpace(first) { problems.append(.leadingSpace) }
        if let last = scalars.last, isSpace(last) { problems.append(.trailingSpace) }
        if zip(scalars, scalars.dropFirst()).contains(where: { isSpace($0) && isSpace($1) }) { problems.append(.doubledSpace) }
        if scalars.contains(where: { isInvisible($0) && !isSpace($0) }) { problems.append(.invisible) }
        let values = scalars.map(\.value)
        if values.contains(where: isFullWidthAlphanumeric), values.contains(where: isHalfWidthAlphanumeric) {
            problems.append(.mixedWidth)
        }
        if values.contains(where: { (0xFF66...0xFF9F).contains($0) }), values.contains(where: { (0x30A1...0x30FA).contains($0) }) {
            problems.append(.mixedKatakana)
        }
        return problems + footnote
    }

    /// The name trimmed, with runs of white space collapsed to one space, invisible
    /// characters and footnote markers removed and width variants unified (NFKC); nil when
    /// already clean.
    public static func cleaned(_ name: String) -> String? {
        let footnote = NameNormalization.footnoteMarkerLength(name.utf8)
        guard footnote == 0 else { return cleaned(String(decoding: name.utf8.dropLast(footnote), as: UTF8.self)) ?? String(decoding: name.utf8.dropLast(footnote), as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = true
        for scalar in NameNormalization.nfkc(name).unicodeScalars {
            if isSpace(scalar) {
                if !lastWasSpace { scalars.append(" ") }
                lastWasSpace = true
            } else if !isInvisible(scalar) {
                scalars.append(scalar)
                lastWasSpace = false
            }
        }
        var result = String(scalars)
        if result.hasSuffix(" ") { result.removeLast() }
        return result == name || result.isEmpty ? nil : result
    }
}
