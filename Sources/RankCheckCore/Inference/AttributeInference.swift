/// Attributes: the string fields of an entry RC301 compares from list to list, but for those
/// that change as a status does.
extension ShapeInference {
    /// The attributes, named with their choice and configuration when a string field of
    /// `others` changes from list to list (a chart's `trend`), which is then no attribute; nil
    /// when none does, and every string field is one (the default).
    func attributes(among others: [String], identity: [String], in sampled: [ListCandidate]) -> (choice: Choice, configuration: JSONOutput)? {
        let changing = changingStrings(others, identity: identity, sampled)
        guard let first = changing.first else { return nil }
        let attributes = others.filter { field in !changing.contains { $0.field == field } && valueStats(field, sampled).kinds.contains(.string) }
        let changed = "/\(first.field) changes for \(Int((first.share * 100).rounded()))% of the entries met twice (\(first.examples.joined(separator: ", ")), …), "
            + "not an attribute, not compared" + (changing.count > 1 ? "; so \(changing.count == 2 ? "does" : "do") \(changing.dropFirst().map { "/" + $0.field }.joined(separator: ", "))" : "")
        let choice = Choice(key: "attributes", value: attributes.isEmpty ? "none" : attributes.map { "/" + $0 }.joined(separator: ", "),
                            evidence: (attributes.isEmpty ? "" : "strings that stay the same for an entry from list to list (RC301 compares them); ") + changed, alternative: nil)
        return (choice, .array(attributes.map { .string("/" + $0) }))
    }

    /// The string fields of `fields` whose value changes from list to list of a file for more
    /// than one in twenty of the entries met in two of them (a chart's `trend`: `MOVE_UP`,
    /// `NEW_ENTRY`), not an attribute of the entry, each with that share and two of its values.
    private func changingStrings(_ fields: [String], identity: [String], _ lists: [ListCandidate]) -> [(field: String, share: Double, examples: [String])] {
        fields.compactMap { field in
            var first: [String: String] = [:], met = 0, changed = 0, values: [String] = []
            for list in lists {
                let document = sources[list.file].document
                for entry in list.entries {
                    // RC301 compares the lists of one file.
                    guard let node = value(of: field, in: entry, list.file), document.kind(node) == .string,
                          let name = identityKey(entry, identity, list.file) else { continue }
                    let key = "\(list.file)\u{1F}\(name)", text = document.string(node)
                    if values.count < 2, !values.contains(text) { values.append(text) }
                    guard let earlier = first[key] else {
                        first[key] = text
                        continue
                    }
                    met += 1
                    if earlier != text { changed += 1 }
                }
            }
            return changed > 1 && changed * 20 > met ? (field, Double(changed) / Double(met), values) : nil
        }
    }
}
