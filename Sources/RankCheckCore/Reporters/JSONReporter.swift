/// `--format json`: one stable, versioned document (schema: `Schemas/report.schema.json`),
/// written as it goes: the findings array streams, one finding at a time.
public struct JSONReporter: Reporter {
    /// Bumped whenever a field changes meaning or disappears; additions keep the version.
    public static let schemaVersion = 1

    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        var json = JSONStreamWriter(out)
        json.beginObject()
        json.key("files")
        json.value(.array(report.files.map { file in
            .object([
                "path": .string(file.path),
                "wellFormed": .bool(file.isWellFormed),
                "findings": .int(file.findings.count),
                "prior": file.priorPath.map(JSONOutput.string) ?? .null,
            ])
        }))
        json.key("findings")
        json.beginArray()
        json.flush()
        let depth = json.depth  // the findings array's, for the blocks' writers to go on in
        let written = report.writeFindings(detail: .allPlaces, to: out) { findings, before, out in
            var json = JSONStreamWriter(out, insideArrayAt: depth, afterElements: before > 0)
            for index in findings.indices {
                json.element()
                Self.write(findings[index], to: &json)
            }
            json.flush()
        }
        json.elementsWrittenElsewhere(written > 0)
        json.endArray()
        json.member("notices", .array(report.notices.map(JSONOutput.string)))
        // Each finding's `rule` links to its page here.
        json.member("rules", .object(Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.map { rule in
            (rule.id, JSONOutput.object(["name": .string(rule.name), "summary": .string(rule.summary), "url": .string(RuleDocumentation.url(of: rule.id))]))
        })))
        json.member("summary", .object([
            "files": .int(report.files.count),
            "errors": .int(report.count(.error)),
            "warnings": .int(report.count(.warning)),
            "notes": .int(report.count(.note)),
            "fixable": .int(report.fixableCount),
            "baselineHidden": .int(report.baselineHidden),
            "baselineFixed": .int(report.baselineFixed),
        ]))
        json.member("tool", .object(["name": .string(report.toolName), "version": .string(report.toolVersion)]))
        json.member("unreadable", .array(report.unreadable.map { .object(["path": .string($0.path), "message": .string($0.message)]) }))
        json.member("version", Self.schemaVersion)
        json.endObject()
        json.raw("\n")
        json.flush()
    }

    /// One finding object, keys in sorted order (the json and jsonl reports share it).
    static func write(_ finding: Finding, to json: inout JSONStreamWriter) {
        json.beginObject()
        // In a table: the cell's column by its header name, and its row (1 is the header).
        let row = finding.location.tableRow
        if row != nil { json.member("column", optional: finding.location.tableColumn) }
        json.key("end")
        write(finding.location.end, offset: finding.location.range.end, to: &json)
        json.key("fix")
        if let fix = finding.fix {
            json.object { json in
                json.key("edits")
                json.array(fix.edits) { json, edit in
                    json.object { json in
                        json.key("end")
                        write(edit.location.end, offset: edit.range.end, to: &json)
                        json.member("replacement", edit.replacement)
                        json.key("start")
                        write(edit.location.start, offset: edit.range.start, to: &json)
                    }
                }
                json.key("safe")
                json.bool(fix.isSafe)
                json.member("summary", fix.summary)
            }
        } else {
            json.null()
        }
        json.member("help", optional: finding.help)
        json.member("list", optional: finding.list)
        json.member("message", finding.message)
        json.member("name", finding.ruleName)
        json.member("path", finding.location.path)
        json.key("related")
        json.array(finding.related) { json, related in
            json.object { json in
                json.key("end")
                write(related.location.end, offset: related.location.range.end, to: &json)
                json.member("message", related.message)
                json.member("path", related.location.path)
                json.key("start")
                write(related.location.start, offset: related.location.range.start, to: &json)
            }
        }
        if let row { json.member("row", row) }
        json.member("rule", finding.ruleID)
        json.member("severity", finding.severity.rawValue)
        json.key("start")
        write(finding.location.start, offset: finding.location.range.start, to: &json)
        json.member("townName", optional: finding.identity)
        json.endObject()
    }

    static func write(_ position: LineColumn, offset: Int, to json: inout JSONStreamWriter) {
        json.beginObject()
        json.member("column", position.column)
        json.member("line", position.line)
        json.member("offset", offset)
        json.endObject()
    }
}

extension JSONReporter {
    public static let format = ReportFormat("json", "one JSON document (Schemas/report.schema.json)") { _ in JSONReporter() }
}
