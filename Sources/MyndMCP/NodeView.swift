import Foundation
import MCP
import MyndCore

/// A node as the MCP tools show it: the fields an assistant needs to talk about it and to refer back to it
/// (the id), without the bookkeeping of the export format. Per-row extras (distance, edge) sit beside them.
struct NodeView: Encodable, Sendable {
    var id: String?
    var type: String?
    var content: String?
    var completed: Bool?
    var createdAt: Date?
    var lastTouchedAt: Date?
    var completedAt: Date?
    var aliases: [String]?
    /// Set instead of id and content for a sensitive node met on the way (a path through it).
    var withheld: String?
    var distance: Int?

    init(_ node: Node, distance: Int? = nil) {
        id = node.id.rawValue
        type = node.type.rawValue
        content = node.content
        completed = node.completed
        createdAt = node.createdAt
        lastTouchedAt = node.lastTouchedAt
        completedAt = node.completedAt
        aliases = node.aliases.isEmpty ? nil : node.aliases
        self.distance = distance
    }

    private init(withheld reason: String) { withheld = reason }

    /// Stands in for a sensitive node that a result has to mention (a step of a path) without serving it.
    static let sensitive = NodeView(withheld: "sensitive: ask for this node by its id to see it")
}

/// One edge of `show`, seen from the node shown.
struct EdgeView: Encodable, Sendable {
    var direction: String
    var type: String
    var weight: Double
    var node: NodeView
}

/// Tool results are one JSON document in a text block: every MCP client shows text, and assistants read JSON.
enum ToolOutput {
    static func json(_ value: some Encodable) throws -> CallTool.Result {
        CallTool.Result(content: [.text(text: try text(value), annotations: nil, _meta: nil)], isError: false)
    }

    static func text(_ value: some Encodable) throws -> String {
        String(decoding: try GraphJSON.encoder(pretty: false).encode(value), as: UTF8.self)
    }

    static func failure(_ failure: ToolFailure) -> CallTool.Result {
        CallTool.Result(content: [.text(text: failure.message, annotations: nil, _meta: nil)], isError: true)
    }
}
