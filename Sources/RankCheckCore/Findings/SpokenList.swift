/// Items said as a sentence lists them: `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'` (or `or 'c'`).
func spokenList(_ items: [String], joinedBy conjunction: String = "and") -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
