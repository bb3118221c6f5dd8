import Foundation
import GRDB

/// The store as Axel sees it: `GraphAccess` answered by the real SQLite graph.
///
/// A separate adapter rather than a conformance on `KnowledgeGraph` itself: async overloads named like the
/// store's synchronous methods would be preferred in every async context and change their return types.
/// Every call is a short synchronous transaction; the actor-based engine awaits them like any other port.
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

    public func namedNodes(mentionedIn text: String, limit: Int) async throws -> [Node] {
        // Probe each run of up to four words against the name and alias indexes; longest names win ties.
        let keys = Array(Set(NameNormalizer.candidateKeys(in: text))).filter { !$0.isEmpty }
        guard !keys.isEmpty, limit > 0 else { return [] }
        let marks = keys.map { _ in "?" }.joined(separator: ",")
        let named = NodeType.allCases.filter(\.isNamedEntity).map { "'\($0.rawValue)'" }.joined(separator: ",")
        // Two queries, each on its index (names; aliases): one with OR between them scanned every node. The
        // names index is partial (`WHERE name_key IS NOT NULL`); `name_key IN (…)` implies that, so SQLite uses it
        // with equality on both columns. Saying `name_key IS NOT NULL` as well made SQLite (3.40) read the index
        // as a range, `name_key > NULL`: every named node of each type, ~5 ms at 100k nodes instead of ~0.1 ms.
        let found = try store.read { db in
            let byName = try NodeRows.fetch(db, where: "type IN (\(named)) AND name_key IN (\(marks))", StatementArguments(keys))
            // Alias hits first (their index), then those nodes by primary key: as one query SQLite walked every
            // named node and probed the aliases for each.
            let aliased = try String.fetchAll(db, sql: "SELECT DISTINCT node_id FROM aliases WHERE alias_key IN (\(marks))",
                                              arguments: StatementArguments(keys))
            let byAlias = aliased.isEmpty ? [] : try NodeRows.fetch(db, where: """
                id IN (\(aliased.map { _ in "?" }.joined(separator: ","))) AND type IN (\(named))
                """, StatementArguments(aliased))
            var seen = Set<NodeID>()
            return (byName + byAlias).filter { seen.insert($0.id).inserted }
        }
        return Array(found.sorted { ($0.content.count, $1.id) > ($1.content.count, $0.id) }.prefix(limit))
    }

    // Both read only `limit` rows in the order of the (type, completed, last_touched_at) index (no tie-break
    // column, which would sort every open goal): with ten thousand open goals, fetching them all to keep five
    // took most of a context build.
    public func activeGoals(limit: Int) async throws -> [Node] {
        try store.read { db in
            try NodeRows.fetch(db, where: "type = 'goal' AND completed = 0 ORDER BY last_touched_at DESC LIMIT ?", [limit])
        }
    }

    public func staleGoals(olderThanDays: Int, now: Date, limit: Int) async throws -> [Node] {
        let cutoff = Timestamp.millis(now) - Int64(olderThanDays) * 86_400_000
        return try store.read { db in
            try NodeRows.fetch(db, where: "type = 'goal' AND completed = 0 AND last_touched_at < ? ORDER BY last_touched_at LIMIT ?", [cutoff, limit])
        }
    }

    public func neighbourhood(of ids: [NodeID], depth: Int, limit: Int) async throws -> [Node] {
        let start = Set(ids)
        var best: [NodeID: Int] = [:]
        for id in ids {
            for hit in try store.relatedIDs(to: id, depth: depth, limit: limit + ids.count) where !start.contains(hit.id) {
                best[hit.id] = min(best[hit.id] ?? .max, hit.distance)
            }
        }
        let nearest = best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
        return try store.nodes(Array(nearest))
    }

    public func nextActions(of goal: NodeID) async throws -> [Node] {
        try store.nextActions(of: goal)
    }

    public func search(relatedTo text: String, limit: Int) async throws -> [Node] {
        try store.searchAny(text, limit: limit)
    }

    public func annotate(_ id: NodeID, type: NodeType?, metadata: [String: String?], touchedAt: Date?) async throws -> Node? {
        try store.annotate(id, type: type, metadata: metadata, touchedAt: touchedAt)
    }
}

extension KnowledgeGraph {
    /// This store as Axel's `GraphAccess`.
    public var graphAccess: StoreGraphAccess { StoreGraphAccess(self) }
}
