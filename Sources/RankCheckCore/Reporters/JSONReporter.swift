/// `--format json`: one stable, versioned document (schema: `Schemas/report.schema.json`).
public struct JSONReporter: Reporter {
    /// Bumped whenever a field changes meaning or disappears; additions keep the version.
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: RunReport) -> String {
        let document: JSONOutput = .object([
            "version": .int(Self.schemaVersion),
            "tool": .object(["name": .string(report.toolName), "version": .string(report.toolVersion)]),
            "files": .array(report.files.map { file in
                .object([
                    "path": .string(file.path),
                    "wellFormed": .bool(file.isWellFormed),
                    "findings": .int(file.findings.count),
                    "prior": file.priorPath.map(JSONOutput.string) ?? .null,
                ])
            }),
            "findings": .array(report.findings.map(Self.encode)),
            "notices": .array(report.notices.map(JSONOutput.string)),
            "unreadable": .array(report.unreadable.map { .object(["path": .string($0.path), "message": .string($0.message)]) }),
            "summary": .object([
                "files": .int(report.files.count),
                "errors": .int(report.count(.error)),
                "warnings": .int(report.count(.warning)),
                "notes": .int(report.count(.note)),
                "fixable": .int(report.fixableCount),
                "baselineHidden": .int(report.baselineHidden),
                "baselineFixed": .int(report.baselineFixed),
            ]),
        ])
        return document.rendered() + "\n"
    }

    static func encode(_ finding: Finding) -> JSONOutput {
        .object([
            "rule": .string(finding.ruleID),
            "name": .string(finding.ruleName),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "path": .string(finding.location.path),
            "start": encode(finding.location.start, offset: finding.location.range.start),
            "end": encode(finding.location.end, offset: finding.location.range.end),
            "list": finding.list.map(JSONOutput.string) ?? .null,
            "townName": finding.identity.map(JSONOutput.string) ?? .null,
            "help": finding.help.map(JSONOutput.string) ?? .null,
            "related": .array(finding.related.map { related in
                .object([
                    "path": .string(related.location.path),
                    "start": encode(related.location.start, offset: related.location.range.start),
                    "end": encode(related.location.end, offset: related.location.range.end),
                    "message": .string(related.message),
                ])
            }),
            "fix": finding.fix.map { fix in
                .object([
                    "summary": .string(fix.summary),
                    "safe": .bool(fix.isSafe),
                    "edits": .array(fix.edits.map { edit in
                        .object([
                            "start": encode(edit.location.start, offset: edit.range.start),
                            "end": encode(edit.location.end, offset: edit.range.end),
                            "replacement": .string(edit.replacement),
                        ])
                    }),
                ])
            } ?? .null,
        ])
    }

    static func encode(_ position: LineColumn, offset: Int) -> JSONOutput {
        .object(["line": .int(position.line), "column": .int(position.column), "offset": .int(offset)])
    }
}
