/// How equal ranks are treated (config `ties`).
public enum TiePolicy: String, Sendable, CaseIterable {
    /// Every rank appears once: 1, 2, 3, 4.
    case none
    /// Standard competition ranking: 1, 2, 2, 4.
    case competition
}
