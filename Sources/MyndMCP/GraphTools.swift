import Foundation
import MCP
import MyndCore

/// Answers tool calls against the graph. Reads go straight to SQLite (the graph is opened `.onDemand`), so a
/// running daemon's commits are seen at once and ours reach the daemon through `PRAGMA data_version`.
///
/// Sensitive nodes (`Node.isSensitive`) are left out of every listing, search and neighbourhood; a path through
/// one shows a withheld step; `show` and the other single-node tools serve one only when it is named by id.
struct GraphTools: Sendable {
    let graph: KnowledgeGraph
    let settings: MCPSettings
    let filer: (any ThoughtFiling)?

    /// Runs one call; every failure becomes a tool error (`isError`) so the server carries on.
    func call(_ name: String, _ arguments: [String: Value]?) async -> CallTool.Result {
        guard let tool = ToolName(rawValue: name) else {
            let offered = ToolCatalog.tools(allowWrites: settings.allowWrites).map(\.name).joined(separator: ", ")
            return ToolOutput.failure(ToolFailure("There is no tool '\(name)'; mynd offers \(offered)."))
        }
        if tool.writes, !settings.allowWrites {
            return ToolOutput.failure(ToolFailure(
                "\(name) changes the thought graph, and writes are off for this server. To allow them, set "
                    + "allow_writes = true under [mcp] in \(settings.configPath), or start it as `mynd mcp --allow-writes`."))
        }
        do {
            let args = try ToolArguments(tool: name, values: arguments, accepted: ToolCatalog.accepted(tool))
            return try ToolOutput.json(try await run(tool, args))
        } catch {
            return ToolOutput.failure(ToolFailure.from(error))
        }
    }

    private func run(_ tool: ToolName, _ args: ToolArguments) async throws -> any Encodable {
        switch tool {
        case .search: try await search(args)
        case .related: try related(args)
        case .path: try path(args)
        case .goals: try goals(args)
        case .nextActions: try listing(graph.nextActions(of: resolve(args.requiredString("goal")).id))
        case .blockers: try listing(graph.blockers(of: resolve(args.requiredString("goal")).id))
        case .show: try show(args)
        case .addThought: try await addThought(args)
        case .link: try link(args)
        case .complete: NodeView(try graph.complete(resolve(args.requiredString("node")).id))
        }
    }

    // MARK: Reads

    struct Listing: Encodable {
        var count: Int
        var nodes: [NodeView]
    }

    private func listing(_ nodes: [Node]) -> Listing {
        let shown = nodes.filter { !$0.isSensitive }.map { NodeView($0) }
        return Listing(count: shown.count, nodes: shown)
    }

    /// With `[embeddings]`, the nodes closest in meaning first, then the full-text matches; an endpoint failure
    /// leaves the full-text ones.
    private func search(_ args: ToolArguments) async throws -> Listing {
        let query = try args.requiredString("query")
        let limit = try args.int("limit", default: 20, in: 1...100)
        guard query.contains(where: { $0.isLetter || $0.isNumber }) else {
            throw ToolFailure("search: '\(query)' has no words to look for (letters or digits).")
        }
        // Ask for a few more than needed so that hiding sensitive nodes still leaves `limit` when there are enough.
        var found: [Node]?
        if let semantic = settings.semantic?(graph) {
            _ = try? await semantic.backfill(limit: 64)
            found = try? await semantic.search(query, limit: limit)
        }
        let nodes = try found ?? graph.search(query, limit: limit + 16)
        let shown = nodes.filter { !$0.isSensitive }
        return listing(Array(shown.prefix(limit)))
    }

    private func related(_ args: ToolArguments) throws -> Listing {
        let start = try resolve(args.requiredString("node"))
        let depth = try args.int("depth", default: 2, in: 1...4)
        let limit = try args.int("limit", default: 25, in: 1...200)
        let types = try args.edgeTypes("edge_types")
        let direction: Direction = try args.choice("direction", default: .both)
        let found = try graph.related(to: start.id, depth: depth, limit: limit + 16, types: types, direction: direction)
            .filter { !$0.node.isSensitive }.prefix(limit)
        return Listing(count: found.count, nodes: found.map { NodeView($0.node, distance: $0.distance) })
    }

    struct PathResult: Encodable {
        var found: Bool
        var hops: Int
        var nodes: [NodeView]
    }

    private func path(_ args: ToolArguments) throws -> PathResult {
        let from = try resolve(args.requiredString("from")), to = try resolve(args.requiredString("to"))
        let types = try args.edgeTypes("edge_types")
        let direction: Direction = try args.choice("direction", default: .both)
        let nodes = try graph.path(from: from.id, to: to.id, direction: direction, types: types) ?? []
        // The two ends were asked for; a sensitive step between them is named only as withheld.
        let views = nodes.enumerated().map { i, node in
            node.isSensitive && i != 0 && i != nodes.count - 1 ? NodeView.sensitive : NodeView(node)
        }
        return PathResult(found: !nodes.isEmpty, hops: max(0, nodes.count - 1), nodes: views)
    }

    enum GoalFilter: String, CaseIterable { case open, stale, due }

    struct GoalsResult: Encodable {
        var filter: String
        var staleAfterDays: Double?
        /// For 'due': the last day included (yyyy-MM-dd, local time).
        var dueThrough: String?
        var count: Int
        var goals: [NodeView]
    }

    private func goals(_ args: ToolArguments) throws -> GoalsResult {
        let filter: GoalFilter = try args.choice("filter", default: .open)
        let days = try args.double("days", default: filter == .due ? 7 : Double(settings.staleDays), in: 0...3650)
        let limit = try args.int("limit", default: 50, in: 1...500)
        let goals: [Node]
        var through: String?
        switch filter {
        case .open: goals = try graph.activeGoals()
        case .stale: goals = try graph.staleGoals(olderThan: days)
        case .due:
            let day = DueDates.day(Date().addingTimeInterval(days * 86_400))
            through = day
            goals = try graph.dueItems(through: day, limit: 500).filter { $0.type == .goal }
        }
        let shown = goals.filter { !$0.isSensitive }.prefix(limit).map { NodeView($0) }
        return GoalsResult(filter: filter.rawValue, staleAfterDays: filter == .stale ? days : nil, dueThrough: through,
                           count: shown.count, goals: shown)
    }

    struct ShowResult: Encodable {
        var node: NodeView
        var source: String
        var confidence: Double?
        var metadata: [String: String]?
        var edges: [EdgeView]
        /// Links to sensitive nodes, counted but not shown.
        var withheldEdges: Int?
    }

    private func show(_ args: ToolArguments) throws -> ShowResult {
        let node = try resolve(args.requiredString("node"))
        let neighbours = try graph.neighbours(of: node.id)
        let edges = neighbours.filter { !$0.node.isSensitive }.map {
            EdgeView(direction: $0.direction.rawValue, type: $0.edge.type.rawValue, weight: $0.edge.weight, node: NodeView($0.node))
        }
        let hidden = neighbours.count - edges.count
        return ShowResult(node: NodeView(node), source: node.source.rawValue, confidence: node.confidence,
                          metadata: node.metadata.isEmpty ? nil : node.metadata, edges: edges,
                          withheldEdges: hidden > 0 ? hidden : nil)
    }

    /// `graph.resolve`, except that a sensitive node is found only by its id (or a unique id prefix): named by
    /// its words it is "not found", exactly as if it did not exist.
    func resolve(_ ref: String) throws -> Node {
        let node = try graph.resolve(ref)
        if node.isSensitive, !Self.namesByID(ref, node) { throw GraphError.unknownReference(ref) }
        return node
    }

    static func namesByID(_ ref: String, _ node: Node) -> Bool {
        let key = ref.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return key.count >= 4 && key.allSatisfy(\.isHexDigit) && node.id.rawValue.hasPrefix(key)
    }

    // MARK: Writes

    struct FiledResult: Encodable {
        var reply: String
        var failure: String?
        var extraction: String?
        var filed: [NodeView]
    }

    private func addThought(_ args: ToolArguments) async throws -> FiledResult {
        let text = try args.requiredString("text")
        guard let filer else { throw ToolFailure("add_thought is not available: mynd could not open its conversation engine.") }
        let report = try await filer.file(text)
        return FiledResult(reply: report.reply, failure: report.failure, extraction: report.extraction,
                           filed: report.nodes.map { $0.isSensitive ? .sensitive : NodeView($0) })
    }

    struct LinkResult: Encodable {
        var from: NodeView
        var to: NodeView
        var type: String
        var weight: Double
    }

    private func link(_ args: ToolArguments) throws -> LinkResult {
        let from = try resolve(args.requiredString("from")), to = try resolve(args.requiredString("to"))
        let type: EdgeType = try args.choice("type", default: .relatesTo)
        let weight = try args.double("weight", default: 1, in: 0...1)
        if from.id == to.id { throw ToolFailure("link: a node cannot be linked to itself ('from' and 'to' are the same node).") }
        let edge = try graph.link(Edge(source: from.id, target: to.id, type: type, weight: weight))
        return LinkResult(from: NodeView(from), to: NodeView(to), type: edge.type.rawValue, weight: edge.weight)
    }
}
