/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning.
public struct SARIFReporter: Reporter {
    public static let informationURI = "https://github.com/rankcheck/rankcheck"
    public static let fingerprintKey = "rankcheck/v1"

    public init() {}

    public func render(_ report: RunReport) -> String {
        let rules = RuleRegistry.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var occurrences: [String: Int] = [:]
        let results: [JSONOutput] = report.findings.map { finding in
            // Stable across edits elsewhere: rule + file + list + town, then an ordinal for repeats.
            let key = [finding.ruleID, finding.location.path, finding.list ?? "", finding.identity ?? finding.message].joined(separator: "\u{1F}")
            occurrences[key, default: 0] += 1
            var result: [String: JSONOutput] = [
                "ruleId": .string(finding.ruleID),
                "ruleIndex": .int(ruleIndex[finding.ruleID] ?? 0),
                "level": .string(finding.severity.rawValue),
                "message": .object(["text": .string(finding.message + (finding.help.map { " (\($0))" } ?? ""))]),
                "locations": .array([.object(["physicalLocation": physicalLocation(finding.location)])]),
                "partialFingerprints": .object([Self.fingerprintKey: .string(fnv1a64(key + "\u{1F}\(occurrences[key]!)"))]),
            ]
            if !finding.related.isEmpty {
                result["relatedLocations"] = .array(finding.related.enumerated().map { index, related in
                    .object([
                        "id": .int(index + 1),
                        "physicalLocation": physicalLocation(related.location),
                        "message": .object(["text": .string(related.message)]),
                    ])
                })
            }
            if let fix = finding.fix {
                result["fixes"] = .array([.object([
                    "description": .object(["text": .string(fix.summary)]),
                    "artifactChanges": .array([.object([
                        "artifactLocation": artifactLocation(finding.location.path),
                        "replacements": .array(fix.edits.map { edit in
                            .object(["deletedRegion": region(edit.location), "insertedContent": .object(["text": .string(edit.replacement)])])
                        }),
                    ])]),
                ])])
            }
            return .object(result)
        }
        var invocation: [String: JSONOutput] = ["executionSuccessful": .bool(report.unreadable.isEmpty)]
        let notifications: [JSONOutput] = report.unreadable.map { item in
            .object([
                "level": .string("error"),
                "message": .object(["text": .string("\(item.path): \(item.message)")]),
                "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifactLocation(item.path)])])]),
            ])
        } + report.notices.map { .object(["level": .string("note"), "message": .object(["text": .string($0)])]) }
        if !notifications.isEmpty { invocation["toolExecutionNotifications"] = .array(notifications) }
        let run: JSONOutput = .object([
            "tool": .object(["driver": .object([
                "name": .string(report.toolName),
                "semanticVersion": .string(report.toolVersion),
                "version": .string(report.toolVersion),
                "informationUri": .string(Self.informationURI),
                "rules": .array(rules.map(Self.encodeRule)),
            ])]),
            "originalUriBaseIds": .object(["%SRCROOT%": .object([
                "description": .object(["text": .string("The directory rankcheck ran in (the repository root in CI).")]),
            ])]),
            "columnKind": .string("unicodeCodePoints"),
            "invocations": .array([.object(invocation)]),
            "results": .array(results),
        ])
        return JSONOutput.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]).rendered() + "\n"
    }

    static func encodeRule(_ rule: RuleDescription) -> JSONOutput {
        let explanation = RuleDocumentation(rule)
        let tags: [JSONOutput] = ["ranking-data", rule.id.hasPrefix("RC0") ? "structure" : rule.needsPriorYear ? "prior-year" : "consistency"]
            .map(JSONOutput.string)
        return .object([
            "id": .string(rule.id),
            "name": .string(rule.name),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.rationale)]),
            "help": .object(["text": .string(explanation.plainText), "markdown": .string(explanation.markdown)]),
            "helpUri": .string("\(informationURI)#rules"),
            "defaultConfiguration": .object(["level": .string(rule.defaultSeverity.rawValue)]),
            "properties": .object(["tags": .array(tags), "precision": .string("very-high")]),
        ])
    }

    private func physicalLocation(_ location: Location) -> JSONOutput {
        .object(["artifactLocation": artifactLocation(location.path), "region": region(location)])
    }

    private func region(_ location: Location) -> JSONOutput {
        .object([
            "startLine": .int(max(1, location.start.line)), "startColumn": .int(max(1, location.start.column)),
            "endLine": .int(max(1, location.end.line)), "endColumn": .int(max(1, location.end.column)),
        ])
    }

    /// Relative paths are resolved against `%SRCROOT%`; absolute ones become `file://` URIs.
    private func artifactLocation(_ path: String) -> JSONOutput {
        if path.hasPrefix("/") { return .object(["uri": .string("file://" + percentEncoded(path))]) }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return .object(["uri": .string(percentEncoded(relative)), "uriBaseId": .string("%SRCROOT%")])
    }
}

/// RFC 3986 percent-encoding of a path: unreserved characters and `/` stay, all else is UTF-8 encoded.
func percentEncoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            out.unicodeScalars.append(UnicodeScalar(byte))
        default:
            let digits = Array("0123456789ABCDEF")
            out += "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
        }
    }
    return out
}

/// FNV-1a, 64 bits, as 16 hex digits: a stable hash (Swift's `Hasher` is seeded per process).
func fnv1a64(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
