/// The names of the required fields entries lack (`RankingFile.missingFields`), made once for
/// all entries that lack the same roles: a table of a million rows in another shape lacks the
/// same fields in every row. An entry without its composite identity, or without the move a
/// direction and its size state, is looked at alone (which of the parts are missing may differ).
struct MissingFieldNames {
    private var byAbsentRoles: [UInt8: [String]] = [:]

    mutating func of(_ entry: RankingEntry, in file: RankingFile) -> [String] {
        let movementParts = entry.encoding == .sizedDirection && entry.sizedMovement == nil && !entry.claimsNew
        guard (entry.townName != nil || file.shape.identity.count < 2) && !movementParts else { return file.missingFields(entry) }
        let roles = Self.absentRoles(entry)
        if let names = byAbsentRoles[roles] { return names }
        let names = file.missingFields(entry)
        byAbsentRoles[roles] = names
        return names
    }

    /// One bit for each required role the entry lacks (the fields `missingFields` asks about).
    private static func absentRoles(_ entry: RankingEntry) -> UInt8 {
        (entry.rank == nil ? 1 : 0) | (entry.townName == nil ? 2 : 0) | (entry.isRankUp == nil ? 4 : 0)
            | (entry.rankFluctuation == nil ? 8 : 0) | (entry.signedMovement == nil ? 16 : 0)
    }
}
