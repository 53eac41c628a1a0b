import Foundation

/// The app's view of the bundled ranking: decoded at launch.
public struct TownRanking: Decodable, Sendable {
    public let rank: Int
    public let townName: String
    public let isRankUp: Bool
    public let rankFluctuation: Int
}

public enum TownRankings {
    public static func forRent() throws -> [TownRanking] {
        guard let url = Bundle.module.url(forResource: "TownRanking2021", withExtension: "json") else { return [] }
        struct File: Decodable { let townRankingsForRent: [TownRanking] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).townRankingsForRent
    }
}
