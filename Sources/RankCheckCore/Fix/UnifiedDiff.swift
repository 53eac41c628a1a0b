/// A unified diff (`--- a/path`, `+++ b/path`, hunks with 3 lines of context) between two
/// versions of a file, line by line. Fix edits never add or remove lines, so lines are
/// compared position by position; a general LCS is used when the line counts differ.
public enum UnifiedDiff {
    public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = splitLines(old), b = splitLines(new)
        let operations = a.count == b.count ? alignedOperations(a, b) : lcsOperations(a, b)
        let changed = operations.indices.filter { operations[$0].kind != .same }
        guard !changed.isEmpty else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Group changes whose context windows touch into hunks.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let window = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = groups.last, window.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...window.upperBound
            } else {
                groups.append(window)
            }
        }
        for group in groups {
            let slice = operations[group]
            let oldStart = (slice.first?.oldIndex ?? 0) + 1
            let newStart = (slice.first?.newIndex ?? 0) + 1
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            out += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for op in slice {
                switch op.kind {
                case .same: out += " " + op.text
                case .delete: out += "-" + op.text
                case .insert: out += "+" + op.text
                }
                // By the last byte: "\r\n" is one Character, which does not end with "\n".
                if op.text.utf8.last != 0x0A { out += "\n\\ No newline at end of file\n" }
            }
        }
        return out
    }

    private struct Operation {
        enum Kind { case same, delete, insert }
        let kind: Kind
        let text: String
        let oldIndex: Int
        let newIndex: Int
    }

    /// Lines with their terminators (so CRLF survives and a missing final newline is visible).
    private static func splitLines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            lines.append(String(decoding: bytes[start...i], as: UTF8.self))
            start = i + 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }

    private static func alignedOperations(_ a: [String], _ b: [String]) -> [Operation] {
        var ops: [Operation] = []
        for i in a.indices {
            if a[i] == b[i] {
                ops.append(Operation(kind: .same, text: a[i], oldIndex: i, newIndex: i))
            } else {
                ops.append(Operation(kind: .delete, text: a[i], oldIndex: i, newIndex: i))
                ops.append(Operation(kind: .insert, text: b[i], oldIndex: i + 1, newIndex: i))
            }
        }
        return ops
    }

    private static func lcsOperations(_ a: [String], _ b: [String]) -> [Operation] {
        // Trim the common prefix and suffix so the quadratic table covers only the changed middle.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var table = [[Int]](repeating: [Int](repeating: 0, count: midB.count + 1), count: midA.count + 1)
        for i in stride(from: midA.count - 1, through: 0, by: -1) {
            for j in stride(from: midB.count - 1, through: 0, by: -1) {
                table[i][j] = midA[i] == midB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var ops = (0..<prefix).map { Operation(kind: .same, text: a[$0], oldIndex: $0, newIndex: $0) }
        var i = 0, j = 0
        while i < midA.count || j < midB.count {
            if i < midA.count, j < midB.count, midA[i] == midB[j] {
                ops.append(Operation(kind: .same, text: midA[i], oldIndex: prefix + i, newIndex: prefix + j)); i += 1; j += 1
            } else if j < midB.count, i == midA.count || table[i][j + 1] >= table[i + 1][j] {
                ops.append(Operation(kind: .insert, text: midB[j], oldIndex: prefix + i, newIndex: prefix + j)); j += 1
            } else {
                ops.append(Operation(kind: .delete, text: midA[i], oldIndex: prefix + i, newIndex: prefix + j)); i += 1
            }
        }
        for k in 0..<suffix {
            let ai = a.count - suffix + k, bi = b.count - suffix + k
            ops.append(Operation(kind: .same, text: a[ai], oldIndex: ai, newIndex: bi))
        }
        return ops
    }
}
