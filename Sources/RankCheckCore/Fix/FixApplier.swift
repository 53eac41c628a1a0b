/// Applies fix edits to the original bytes: only the edited ranges change; every other byte
/// (indentation, key order, line endings, non-ASCII text) stays as it was.
public enum FixApplier {
    public struct Result: Sendable, Equatable {
        public var bytes: [UInt8]
        /// Findings whose fixes were applied.
        public var appliedCount: Int
        /// Fixes skipped because they overlapped an earlier one (applied on a later run).
        public var skippedCount: Int
    }

    /// The safe fixes among `findings`, applied to `bytes`. Overlapping fixes are skipped whole.
    public static func apply(_ findings: [Finding], to bytes: [UInt8]) -> Result {
        let fixes = findings.compactMap(\.fix).filter(\.isSafe)
            .sorted { ($0.edits.map(\.range).min() ?? ByteRange(0, 0)) < ($1.edits.map(\.range).min() ?? ByteRange(0, 0)) }
        var chosen: [TextEdit] = []
        var applied = 0, skipped = 0
        for fix in fixes {
            let overlaps = fix.edits.contains { edit in
                chosen.contains { $0.range.start < edit.range.end && edit.range.start < $0.range.end || $0.range == edit.range }
            }
            let inBounds = fix.edits.allSatisfy { $0.range.end <= bytes.count }
            if overlaps || !inBounds { skipped += 1; continue }
            chosen += fix.edits
            applied += 1
        }
        chosen.sort { $0.range < $1.range }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var cursor = 0
        for edit in chosen {
            output += bytes[cursor..<edit.range.start]
            output += Array(edit.replacement.utf8)
            cursor = edit.range.end
        }
        output += bytes[cursor...]
        return Result(bytes: output, appliedCount: applied, skippedCount: skipped)
    }
}
