import Foundation
import MCP
import MyndCore

/// Read-only views a client can attach to a conversation without a tool call: the open goals and the most
/// recent thoughts, as JSON. Sensitive nodes are left out, as in every listing.
struct GraphResources: Sendable {
    let graph: KnowledgeGraph

    static let openGoals = "mynd://goals/open"
    static let recentThoughts = "mynd://thoughts/recent"
    static let recentCount = 30

    static let all: [Resource] = [
        Resource(name: "open-goals", uri: openGoals, title: "Current goals",
                 description: "Every goal that is not done, newest first, with ids for the goal tools.",
                 mimeType: "application/json"),
        Resource(name: "recent-thoughts", uri: recentThoughts, title: "Recent thoughts",
                 description: "The \(recentCount) most recent thoughts, newest first.", mimeType: "application/json"),
    ]

    func read(_ uri: String) throws -> ReadResource.Result {
        let nodes: [Node]
        switch uri {
        case Self.openGoals: nodes = try graph.activeGoals()
        case Self.recentThoughts: nodes = try graph.recentNodes(ofType: .thought, limit: Self.recentCount + 16)
        default:
            throw MCPError.invalidParams("mynd has no resource '\(uri)'; it has \(Self.all.map(\.uri).joined(separator: " and ")).")
        }
        let shown = nodes.filter { !$0.isSensitive }.prefix(uri == Self.recentThoughts ? Self.recentCount : Int.max)
        let text = try ToolOutput.text(shown.map { NodeView($0) })
        return ReadResource.Result(contents: [.text(text, uri: uri, mimeType: "application/json")])
    }
}
