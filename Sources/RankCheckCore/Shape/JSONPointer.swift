/// An RFC 6901 JSON Pointer (`/rankings/0/competitor_rankings`, `""` for the whole document),
/// where a `*` token matches any member or index (used to find ranking lists).
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    public let tokens: [String]
    /// The pointer's text, escapes written (`~0`, `~1`): made once, since messages and list
    /// names use it per entry.
    public let description: String

    /// Parses pointer text; nil when it does not start with `/` (and is not empty) or has a bad `~` escape.
    public init?(_ text: String) {
        guard !text.isEmpty else { self.init(tokens: []); return }
        guard text.hasPrefix("/") else { return nil }
        var tokens: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else { token.append(character); continue }
                switch iterator.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: return nil
                }
            }
            tokens.append(token)
        }
        self.init(tokens: tokens)
    }

    public init(tokens: [String]) {
        self.tokens = tokens
        description = tokens.map { "/" + Self.escaped($0) }.joined()
    }

    /// A token as pointer text: `~` as `~0`, `/` as `~1`.
    /// A token as a pointer writes it (`~` as `~0`, `/` as `~1`).
    public static func escape(_ token: String) -> String { escaped(token) }

    private static func escaped(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        var out = ""
        for character in token {
            switch character {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.append(character)
            }
        }
        return out
    }

    /// The pointer one token further down (a concrete match of a pattern).
    func appending(_ token: String) -> JSONPointer {
        JSONPointer(tokens: tokens + [token], description: description + "/" + Self.escaped(token))
    }

    private init(tokens: [String], description: String) {
        self.tokens = tokens
        self.description = description
    }

    /// The member this pointer names in an entry (its first token), for the closed-fields check.
    public var firstToken: String? { tokens.first }

    /// The node this pointer (without wildcards) names below `node`, if any.
    public func resolve(in document: JSONDocument, from node: Int) -> Int? {
        var current = node
        for token in tokens {
            switch document.kind(current) {
            case .object:
                guard let member = document.member(current, token) else { return nil }
                current = member
            case .array:
                guard let index = Int(token), index >= 0, let element = document.element(current, at: index) else { return nil }
                current = element
            default:
                return nil
            }
        }
        return current
    }

    /// Every node matching this pattern (`*` matches any member or index) below `node`, with
    /// the concrete pointer to each, in document order.
    /// `ancestor` is the node each match passed at `depth` (its first `depth` tokens), so what
    /// lies beside a match is found from there, not from `node` again.
    public func matches(in document: JSONDocument, from node: Int, depth: Int = 0) -> [(pointer: JSONPointer, node: Int, ancestor: Int)] {
        var frontier: [(pointer: JSONPointer, node: Int, ancestor: Int)] = [(JSONPointer(tokens: []), node, node)]
        for (level, token) in tokens.enumerated() {
            var next: [(pointer: JSONPointer, node: Int, ancestor: Int)] = []
            for (path, current, ancestor) in frontier {
                let kind = document.kind(current)
                guard kind == .object || kind == .array else { continue }
                for (index, child) in document.children(current).enumerated() {
                    let name = kind == .object ? document.key(child) : String(index)
                    if token == "*" || token == name { next.append((path.appending(name), child, level + 1 == depth ? child : ancestor)) }
                }
            }
            frontier = next
        }
        return frontier
    }
}
