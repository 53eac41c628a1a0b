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

    /// One edit `apply` makes: the bytes of `range` become `replacement`.
    public struct Edit: Sendable, Equatable {
        public let range: ByteRange
        public let replacement: String
    }

    /// The safe fixes among `findings`, applied to `bytes`. Overlapping fixes are skipped whole:
    /// fixes are taken in the order of their first edit, each against the edits already chosen.
    public static func apply(_ findings: [Finding], to bytes: [UInt8]) -> Result {
        let choice = choose(findings, fileSize: bytes.count)
        // Nothing to fix (the check after a fix, most often): the bytes as they are, not a copy.
        guard choice.applied > 0 else { return Result(bytes: bytes, appliedCount: 0, skippedCount: choice.skipped) }
        let output = splice(bytes, editCount: choice.chosen.edits.count, grows: choice.grows) { number in
            let edit = choice.chosen.edits[number]
            return (edit.range, choice.edits[edit.index].replacement)
        }
        return Result(bytes: output, appliedCount: choice.applied, skippedCount: choice.skipped)
    }

    /// `bytes` with `edits` made, which are in byte order and apart: every other byte stays as
    /// it was.
    public static func applying<Bytes: RandomAccessCollection<UInt8>>(_ edits: [Edit], to bytes: Bytes) -> [UInt8] where Bytes.Index == Int {
        splice(bytes, editCount: edits.count, grows: edits.reduce(0) { $0 + $1.replacement.utf8.count - $1.range.count }) { number in
            (edits[number].range, edits[number].replacement)
        }
    }

    /// `bytes` with edits `0..<editCount` made (`edit(number)`, in byte order and apart), which
    /// add `grows` bytes (or take them, when negative).
    private static func splice<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, editCount: Int, grows: Int,
                                                                     edit: (Int) -> (range: ByteRange, replacement: String)) -> [UInt8]
        where Bytes.Index == Int {
        var output: [UInt8] = []
        // Exactly the output's size: a 200 MB output that outgrew its room would be copied whole.
        output.reserveCapacity(max(0, bytes.count + grows))
        let warmer = PageWarmer.warming(reservedBy: &output, capacity: output.capacity)
        var cursor = bytes.startIndex
        for number in 0..<editCount {
            if number & progressSpacing == 0 { warmer?.advance(past: output.count) }
            let (range, replacement) = edit(number)
            output += bytes[cursor..<range.start]
            output += replacement.utf8
            cursor = range.end
        }
        warmer?.finish()
        output += bytes[cursor...]
        return output
    }

    /// The edits `apply` makes to a file of `fileSize` bytes, in byte order (a check of its output).
    public static func chosenEdits(_ findings: [Finding], fileSize: Int) -> [Edit] {
        let choice = choose(findings, fileSize: fileSize)
        return choice.chosen.edits.map { Edit(range: $0.range, replacement: choice.edits[$0.index].replacement) }
    }

    /// Which edits apply: every fix's edits, the chosen ones among them, and what they add.
    private static func choose(_ findings: [Finding], fileSize: Int)
        -> (edits: [(range: ByteRange, replacement: String)], chosen: ChosenEdits, applied: Int, skipped: Int, grows: Int) {
        // Edits only: a fix's summary is words, rendered when printed, and not needed here.
        // Read in place, by index: a finding is not copied to be asked for its edits. Every
        // fix's edits go into one array, as a range and a replacement (a million small arrays
        // kept alive would be a million allocations in fresh memory, and a whole edit carries
        // its path); a fix is its first edit's place and its span of them.
        let fixCount = findings.lazy.filter(\.hasSafeFix).count
        var edits: [(range: ByteRange, replacement: String)] = []
        edits.reserveCapacity(2 * fixCount)  // most fixes rewrite one or two values
        var fixes: [(start: ByteRange, edits: Range<Int>)] = []
        fixes.reserveCapacity(fixCount)
        let editsWarmer = PageWarmer.warming(reservedBy: &edits, capacity: edits.capacity)
        let fixesWarmer = PageWarmer.warming(reservedBy: &fixes, capacity: fixes.capacity)
        for index in findings.indices where findings[index].hasSafeFix {
            if fixes.count & progressSpacing == 0 {
                editsWarmer?.advance(past: edits.count)
                fixesWarmer?.advance(past: fixes.count)
            }
            let first = edits.count
            for edit in findings[index].fixEdits { edits.append((edit.range, edit.replacement)) }
            fixes.append((edits[first...].lazy.map(\.range).min() ?? ByteRange(0, 0), first..<edits.count))
        }
        editsWarmer?.finish()
        fixesWarmer?.finish()
        fixes.sort { $0.start < $1.start }
        // Room for every edit at once: a million edits that doubled their way up would touch
        // (and the kernel zero) twice the memory they end in.
        var chosen = ChosenEdits(capacity: edits.count)
        let warmer = chosen.warming()
        var applied = 0, skipped = 0
        var grows = 0  // bytes the replacements add (or take, when negative)
        for (number, (_, span)) in fixes.enumerated() {
            if number & progressSpacing == 0 { warmer?.advance(past: chosen.edits.count) }
            let fix = edits[span]
            let inBounds = fix.allSatisfy { $0.range.end <= fileSize }
            if !inBounds || fix.contains(where: { chosen.overlaps($0.range) }) { skipped += 1; continue }
            // Inserted in byte order, so each lands after the last chosen one (no search).
            let inOrder = zip(fix, fix.dropFirst()).allSatisfy { $0.range < $1.range }
            let order = inOrder ? nil : span.sorted { edits[$0].range < edits[$1].range }
            for position in span {
                let edit = order?[position - span.lowerBound] ?? position
                chosen.insert(ChosenEdits.Edit(range: edits[edit].range, index: edit))
                grows += edits[edit].replacement.utf8.count - edits[edit].range.count
            }
            applied += 1
        }
        warmer?.finish()
        return (edits, chosen, applied, skipped, grows)
    }

    /// Fixes (or edits) between two reports to a `PageWarmer`, less one: a mask.
    private static let progressSpacing = (1 << 14) - 1
}

/// The edits chosen so far, in byte order and pairwise apart, so whether a new edit overlaps
/// one of them is a binary search, not a scan (a million fixes stay linear in practice: edits
/// mostly arrive in order and are appended).
struct ChosenEdits {
    /// An edit's range and where it is among all the fixes' edits (for its replacement):
    /// 24 bytes, not a copy of the edit and its path.
    struct Edit {
        var range: ByteRange
        var index: Int
    }

    private(set) var edits: [Edit] = []

    init(capacity: Int) { edits.reserveCapacity(capacity) }

    /// A warmer for the room reserved (see `PageWarmer`).
    mutating func warming() -> PageWarmer? { PageWarmer.warming(reservedBy: &edits, capacity: edits.capacity) }

    /// Whether `range` shares a byte with a chosen edit, or is an insertion at the same place as one.
    func overlaps(_ range: ByteRange) -> Bool {
        // Fixes come in the order of their first edit: most edits start after the last chosen
        // one, which ends last, and overlap none (a binary search of a million edits would miss
        // the cache on most of its probes).
        if let last = edits.last, range.start > last.range.end { return false }
        var index = firstIndex(endingAtOrAfter: range.start)
        while index < edits.count, edits[index].range.start <= range.end {
            let other = edits[index].range
            if other.start < range.end && range.start < other.end || other == range { return true }
            index += 1
        }
        return false
    }

    /// Adds an edit that overlaps none of the chosen ones.
    mutating func insert(_ edit: Edit) {
        if let last = edits.last, edit.range < last.range {
            edits.insert(edit, at: firstIndex { edit.range < $0.range })
        } else {
            edits.append(edit)
        }
    }

    /// The first chosen edit that ends at or after `offset` (ends rise with starts: edits are apart).
    private func firstIndex(endingAtOrAfter offset: Int) -> Int {
        firstIndex { $0.range.end >= offset }
    }

    /// The first index whose edit satisfies `isAfter`, which holds from some index on.
    private func firstIndex(where isAfter: (Edit) -> Bool) -> Int {
        edits.partitionPoint(where: isAfter)
    }
}
