/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning.
public struct SARIFReporter: Reporter {
    public static let informationURI = "https://github.com/rankcheck/rankcheck"
    public static let fingerprintKey: StaticString = "rankcheck/v1"

    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        let ruleIndex = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.enumerated().map { ($1.id, $0) })
        var json = JSONStreamWriter(out)
        json.beginObject()
        json.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        json.key("runs")
        json.beginArray()
        json.element()
        json.beginObject()
        json.member("columnKind", "unicodeCodePoints")
        json.member("invocations", .array([invocation(report)]))
        json.member("originalUriBaseIds", .object(["%SRCROOT%": .object([
            "description": .object(["text": .string("The directory rankcheck ran in (the repository root in CI).")]),
        ])]))
        json.key("results")
        json.beginArray()
        var fingerprints = StableFingerprints()
        report.forEachFinding(detail: .allPlaces) { finding in
            json.element()
            writeResult(finding, fingerprint: fingerprints.next(finding), ruleIndex: ruleIndex[finding.ruleID] ?? 0, to: &json)
        }
        json.endArray()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.member("informationUri", Self.informationURI)
        json.member("name", report.toolName)
        json.key("rules")
        json.raw(Self.renderedRules)
        json.member("semanticVersion", report.toolVersion)
        json.member("version", report.toolVersion)
        json.endObject()
        json.endObject()
        json.endObject()
        json.endArray()
        json.member("version", "2.1.0")
        json.endObject()
        json.raw("\n")
        json.flush()
    }

    /// The run's invocation: whether every file was read, and a notification for each that was
    /// not and for each notice.
    private func invocation(_ report: RunReport) -> JSONOutput {
        var invocation: [String: JSONOutput] = ["executionSuccessful": .bool(report.unreadable.isEmpty)]
        let notifications: [JSONOutput] = report.unreadable.map { item in
            .object([
                "level": .string("error"),
                "message": .object(["text": .string("\(item.path): \(item.message)")]),
                "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifactLocation(item.path)])])]),
            ])
        } + report.notices.map { .object(["level": .string("note"), "message": .object(["text": .string($0)])]) }
        if !notifications.isEmpty { invocation["toolExecutionNotifications"] = .array(notifications) }
        return .object(invocation)
    }

    /// One result: a finding with its fix, place, message, fingerprint and related places.
    private func writeResult(_ finding: Finding, fingerprint: String, ruleIndex: Int, to json: inout JSONStreamWriter) {
        json.beginObject()
        if let fix = finding.fix {
            json.key("fixes")
            json.array([fix]) { json, fix in
                json.object { json in
                    json.key("artifactChanges")
                    json.array([fix]) { json, fix in
                        json.object { json in
                            json.key("artifactLocation")
                            writeArtifactLocation(finding.location.path, to: &json)
                            json.key("replacements")
                            json.array(fix.edits) { json, edit in
                                json.object { json in
                                    json.key("deletedRegion")
                                    writeRegion(edit.location, to: &json)
                                    json.key("insertedContent")
                                    writeText(edit.replacement, to: &json)
                                }
                            }
                        }
                    }
                    json.key("description")
                    writeText(fix.summary, to: &json)
                }
            }
        }
        json.member("level", finding.severity.rawValue)
        json.key("locations")
        json.array([finding.location]) { json, location in
            json.object { json in
                json.key("physicalLocation")
                writePhysicalLocation(location, to: &json)
            }
        }
        json.key("message")
        writeText(finding.message + (finding.help.map { " (\($0))" } ?? ""), to: &json)
        json.key("partialFingerprints")
        json.object { json in json.member(Self.fingerprintKey, fingerprint) }
        if !finding.related.isEmpty {
            json.key("relatedLocations")
            json.array(finding.related.enumerated()) { json, item in
                json.object { json in
                    json.member("id", item.offset + 1)
                    json.key("message")
                    writeText(item.element.message, to: &json)
                    // A place in a prior period read from a pipe has no file to point at; its
                    // message names it ("the prior period: …").
                    if !PriorPeriod.isUnnamed(item.element.location.path) {
                        json.key("physicalLocation")
                        writePhysicalLocation(item.element.location, to: &json)
                    }
                }
            }
        }
        json.member("ruleId", finding.ruleID)
        json.member("ruleIndex", ruleIndex)
        json.endObject()
    }

    /// Every rule's description as `tool.driver.rules` holds it, laid out at its depth in the
    /// document: the same for every run, so made once.
    static let renderedRules: String = {
        var text = ""
        JSONOutput.array(RuleRegistry.descriptions.map(encodeRule)).write(to: &text, indent: 5)
        return text
    }()

    static func encodeRule(_ rule: RuleDescription) -> JSONOutput {
        let explanation = RuleDocumentation(rule)
        let tags: [JSONOutput] = ["ranking-data", rule.id.hasPrefix("RC0") ? "structure" : rule.needsPriorPeriod ? "prior-year" : "consistency"]
            .map(JSONOutput.string)
        return .object([
            "id": .string(rule.id),
            "name": .string(rule.name),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.rationale)]),
            "help": .object(["text": .string(explanation.plainText), "markdown": .string(explanation.markdown)]),
            "helpUri": .string(explanation.url),
            "defaultConfiguration": .object(["level": .string(rule.defaultSeverity.rawValue)]),
            "properties": .object(["tags": .array(tags), "precision": .string("very-high")]),
        ])
    }

    private func writePhysicalLocation(_ location: Location, to json: inout JSONStreamWriter) {
        json.beginObject()
        json.key("artifactLocation")
        writeArtifactLocation(location.path, to: &json)
        json.key("region")
        writeRegion(location, to: &json)
        json.endObject()
    }

    private func writeRegion(_ location: Location, to json: inout JSONStreamWriter) {
        json.beginObject()
        json.member("endColumn", max(1, location.end.column))
        json.member("endLine", max(1, location.end.line))
        json.member("startColumn", max(1, location.start.column))
        json.member("startLine", max(1, location.start.line))
        json.endObject()
    }

    private func writeArtifactLocation(_ path: String, to json: inout JSONStreamWriter) {
        json.beginObject()
        let (uri, base) = artifactURI(path)
        json.member("uri", uri)
        if let base { json.member("uriBaseId", base) }
        json.endObject()
    }

    /// A SARIF message object: `{"text": …}`.
    private func writeText(_ text: String, to json: inout JSONStreamWriter) {
        json.beginObject()
        json.member("text", text)
        json.endObject()
    }

    private func artifactLocation(_ path: String) -> JSONOutput {
        let (uri, base) = artifactURI(path)
        var location: [String: JSONOutput] = ["uri": .string(uri)]
        if let base { location["uriBaseId"] = .string(base) }
        return .object(location)
    }

    /// A path's URI: a relative path is resolved against `%SRCROOT%`; an absolute one becomes a
    /// `file://` URI.
    private func artifactURI(_ path: String) -> (uri: String, base: String?) {
        if path.hasPrefix("/") { return ("file://" + percentEncoded(path), nil) }
        return (percentEncoded(path.hasPrefix("./") ? String(path.dropFirst(2)) : path), "%SRCROOT%")
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

extension SARIFReporter {
    public static let format = ReportFormat("sarif", "SARIF 2.1.0, for GitHub code scanning") { _ in SARIFReporter() }
}
