import Foundation
import GRDB

/// The store as Axel sees it: `GraphAccess` answered by the real SQLite graph.
///
/// A separate adapter rather than a conformance on `KnowledgeGraph` itself: async overloads named like the
/// store's synchronous methods would be preferred in every async context and change their return types.
/// Every call is a short synchronous transaction (`reading`: one for many reads); the actor-based engine awaits
/// them like any other port.
public struct StoreGraphAccess: GraphAccess {
    public let store: KnowledgeGraph

    public init(_ store: KnowledgeGraph) { self.store = store }

    public func add(_ node: Node) async throws -> Node {
        try store.add(node)
    }

    public func link(_ edge: Edge) async throws {
        try store.link(edge)
    }

    public func findNamed(_ name: String, type: NodeType?) async throws -> Node? {
        try store.entity(named: name, types: type.map { [$0] } ?? NodeType.allCases.filter(\.isNamedEntity))
    }

    // The reads: each on one transaction through `StoreGraphReader`; `reading` puts many on one.
    public func namedNodes(mentionedIn text: String, limit: Int) async throws -> [Node] {
        try store.reading { try $0.namedNodes(mentionedIn: text, limit: limit) }
    }

    public func activeGoals(limit: Int) async throws -> [Node] {
        try store.reading { try $0.activeGoals(limit: limit) }
    }

    public func staleGoals(olderThanDays: Int, now: Date, limit: Int) async throws -> [Node] {
        try store.reading { try $0.staleGoals(olderThanDays: olderThanDays, now: now, limit: limit) }
    }

    public func neighbourhood(of ids: [NodeID], depth: Int, limit: Int) async throws -> [Node] {
        try store.reading { try $0.neighbourhood(of: ids, depth: depth, limit: limit) }
    }

    public func nextActions(of goal: NodeID) async throws -> [Node] {
        try store.reading { try $0.nextActions(of: goal) }
    }

    public func search(relatedTo text: String, limit: Int) async throws -> [Node] {
        try store.searchAny(text, limit: limit)
    }

    public func reading<T: Sendable>(_ body: @Sendable (any GraphReader) throws -> T) async throws -> T {
        try store.reading { try body($0) }
    }

    public func annotate(_ id: NodeID, type: NodeType?, metadata: [String: String?], touchedAt: Date?) async throws -> Node? {
        try store.annotate(id, type: type, metadata: metadata, touchedAt: touchedAt)
    }
}

extension KnowledgeGraph {
    /// This store as Axel's `GraphAccess`.
    public var graphAccess: StoreGraphAccess { StoreGraphAccess(self) }
}
