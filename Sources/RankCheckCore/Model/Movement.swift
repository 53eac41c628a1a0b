/// A rank change between two years, as `isRankUp` / `rankFluctuation` encode it.
public enum Movement: Hashable, Sendable, CustomStringConvertible {
    case up(Int)
    case down(Int)
    case keep

    /// Decodes the pair; `nil` for the contradictory `isRankUp: true, rankFluctuation: 0`.
    public init?(isRankUp: Bool, fluctuation: Int) {
        switch (isRankUp, fluctuation) {
        case (true, 0): return nil
        case (true, let k): self = .up(k)
        case (false, 0): self = .keep
        case (false, let k): self = .down(k)
        }
    }

    /// A move by `delta` places (positive = up).
    public init(delta: Int) {
        self = delta > 0 ? .up(delta) : delta < 0 ? .down(-delta) : .keep
    }

    /// The move from a prior rank to the current one (positive = up).
    public init(from prior: Int, to current: Int) {
        let delta = prior - current
        self = delta > 0 ? .up(delta) : delta < 0 ? .down(-delta) : .keep
    }

    /// Positive when the entry moved up.
    public var delta: Int {
        switch self {
        case .up(let k): k
        case .down(let k): -k
        case .keep: 0
        }
    }

    /// The rank last year implied by this move to `rank`.
    public func priorRank(from rank: Int) -> Int { rank + delta }

    public var isRankUp: Bool { delta > 0 }
    public var fluctuation: Int { abs(delta) }

    public var description: String {
        switch self {
        case .up(let k): "up \(k)"
        case .down(let k): "down \(k)"
        case .keep: "keep"
        }
    }
}
