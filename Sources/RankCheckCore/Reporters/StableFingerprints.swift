/// A finding's identity that stays the same when lines move: rule + file + list + identity (or
/// the message, for a finding without one), then an ordinal for repeats, hashed. SARIF's
/// `partialFingerprints` and GitLab's `fingerprint` are this key, so a finding keeps its
/// identity across code scanning, merge requests and edits elsewhere in the file.
struct StableFingerprints {
    private var occurrences: [String: Int] = [:]

    /// The fingerprint of the next finding, in report order.
    mutating func next(_ finding: Finding) -> String {
        let key = [finding.ruleID, finding.location.path, finding.list ?? "", finding.identity ?? finding.message].joined(separator: "\u{1F}")
        occurrences[key, default: 0] += 1
        return fnv1a64(key + "\u{1F}\(occurrences[key] ?? 1)")
    }
}
