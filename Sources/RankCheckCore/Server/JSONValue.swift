/// A JSON value read whole: the small messages of the language server protocol (never ranking
/// data, which the parser's tape serves).
public indirect enum JSONValue: Sendable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double, text: String)
    case bool(Bool)
    case null

    /// Reads a document's value at `node`.
    public init(_ document: JSONDocument, _ node: Int) {
        switch document.kind(node) {
        case .object:
            var members: [String: JSONValue] = [:]
            for child in document.children(node) where members[document.key(child)] == nil {
                members[document.key(child)] = JSONValue(document, child)
            }
            self = .object(members)
        case .array: self = .array(document.children(node).map { JSONValue(document, $0) })
        case .string: self = .string(document.string(node))
        case .number:
            let text = document.string(node)
            self = .number(Double(text) ?? 0, text: text)
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .null: self = .null
        }
    }

    /// Parses a message body; nil when it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        guard case .success(let document) = JSONParser().parse(SourceBytes(bytes)) else { return nil }
        return JSONValue(document, document.root)
    }

    public subscript(_ key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    public var string: String? { if case .string(let text) = self { text } else { nil } }
    public var int: Int? { if case .number(let value, _) = self, value == value.rounded(), abs(value) < 1e15 { Int(value) } else { nil } }
    public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    public var array: [JSONValue]? { if case .array(let items) = self { items } else { nil } }

    /// The value to write back (an id echoed in a response).
    public var output: JSONOutput {
        switch self {
        case .object(let members): .object(members.mapValues(\.output))
        case .array(let items): .array(items.map(\.output))
        case .string(let text): .string(text)
        case .number(let value, _): value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .string(String(value))
        case .bool(let value): .bool(value)
        case .null: .null
        }
    }
}
