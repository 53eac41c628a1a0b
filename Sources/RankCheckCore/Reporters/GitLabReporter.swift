/// `--format gitlab`: a GitLab Code Quality report (a JSON array of issues) for the merge
/// request widget. The fingerprint is SARIF's stable key, so an issue keeps its identity when
/// lines move and GitLab shows it as neither fixed nor new.
public struct GitLabReporter: Reporter {
    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        var json = JSONStreamWriter(out)
        var fingerprints = StableFingerprints()
        json.beginArray()
        report.forEachFinding(detail: .ownPlace) { finding in
            json.element()
            json.object { json in
                json.member("categories", .array([.string(finding.ruleID.hasPrefix("RC0") ? "Compatibility" : "Bug Risk")]))
                json.member("check_name", finding.ruleID)
                json.member("description", "\(finding.ruleID) \(finding.ruleName): \(finding.message)")
                json.member("fingerprint", fingerprints.next(finding))
                json.key("location")
                json.object { json in
                    json.key("lines")
                    json.object { json in
                        json.member("begin", finding.location.start.line)
                        json.member("end", finding.location.end.line)
                    }
                    let path = finding.location.path
                    json.member("path", path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
                }
                json.member("severity", Self.severity(finding.severity))
                json.member("type", "issue")
            }
        }
        json.endArray()
        json.raw("\n")
        json.flush()
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}

extension GitLabReporter {
    public static let format = ReportFormat("gitlab", "GitLab Code Quality", carriesNotices: false) { _ in GitLabReporter() }
}
