import Foundation
import GRDB

/// Reading the graph: single nodes, references, traversals and goal views.
extension KnowledgeGraph {
    public func node(_ id: NodeID) throws -> Node? {
        try read { try NodeRows.fetch($0, id: id) }
    }

    /// Finds the one node a person means by `ref`: a full id, a unique id prefix (4+ characters), or a unique
    /// exact name/content/alias (case-insensitive). Throws `unknownReference` or `ambiguousReference`
    /// (with the candidates).
    public func resolve(_ ref: String) throws -> Node {
        let trimmed = ref.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw GraphError.unknownReference(ref) }
        return try read { db in
            let lower = trimmed.lowercased()
            if NodeID.isWellFormed(lower), let node = try NodeRows.fetch(db, id: NodeID(rawValue: lower)) { return node }
            if lower.count >= 4, lower.count < 32, lower.allSatisfy(\.isHexDigit) {
                let byPrefix = try NodeRows.fetch(db, where: "id >= ? AND id < ? ORDER BY id LIMIT 21", [lower, lower + "g"])
                if byPrefix.count == 1 { return byPrefix[0] }
                if byPrefix.count > 1 { throw GraphError.ambiguousReference(ref, candidates: byPrefix) }
            }
            let byName = try Self.exactMatches(db, trimmed)
            if byName.count == 1 { return byName[0] }
            if byName.count > 1 { throw GraphError.ambiguousReference(ref, candidates: byName) }
            throw GraphError.unknownReference(ref)
        }
    }

    /// Nodes whose content or alias equals `text` ignoring case (entities: ignoring diacritics and spacing too).
    /// Uses the FTS index to narrow candidates, so it does not scan every node.
    static func exactMatches(_ db: Database, _ text: String) throws -> [Node] {
        let key = NameKey.normalise(text)
        var found = try NodeRows.fetch(db, where: """
            (name_key = ?1 OR id IN (SELECT node_id FROM aliases WHERE alias_key = ?1)) ORDER BY num LIMIT 21
            """, [key])
        var seen = Set(found.map(\.id))
        let candidates: [Node]
        if let match = FullText.phrase(text) {
            candidates = try NodeRows.fetch(db, where: """
                num IN (SELECT rowid FROM nodes_fts WHERE nodes_fts MATCH ?) AND lower(content) = lower(?) ORDER BY num LIMIT 21
                """, [match, text])
        } else {
            candidates = try NodeRows.fetch(db, where: "lower(content) = lower(?) ORDER BY num LIMIT 21", [text])
        }
        for node in candidates where node.content.lowercased() == text.lowercased() && seen.insert(node.id).inserted {
            found.append(node)
        }
        return found
    }

    /// Nodes, optionally of one type, in creation order.
    /// The nodes with these ids, in the order asked for (unknown ids skipped), in one read.
    public func nodes(_ ids: [NodeID]) throws -> [Node] {
        guard !ids.isEmpty else { return [] }
        return try read { try StoreGraphReader(db: $0, loaded: nil).nodes(ids) }
    }

    public func nodes(ofType type: NodeType? = nil, limit: Int? = nil) throws -> [Node] {
        try read { db in
            let limitClause = limit.map { " LIMIT \(max(0, $0))" } ?? ""
            if let type { return try NodeRows.fetch(db, where: "type = ? ORDER BY num" + limitClause, [type.rawValue]) }
            return try NodeRows.fetch(db, where: "1 ORDER BY num" + limitClause)
        }
    }

    /// Goals not completed, newest first.
    public func activeGoals() throws -> [Node] {
        try read { try NodeRows.fetch($0, where: "type = 'goal' AND completed = 0 ORDER BY created_at DESC, num DESC") }
    }

    /// Goals not completed and not touched for `days` days before `now`, stalest first.
    public func staleGoals(olderThan days: Double, now: Date = Date()) throws -> [Node] {
        let cutoff = Timestamp.millis(now) - Int64(days * 86_400_000)
        return try read {
            try NodeRows.fetch($0, where: "type = 'goal' AND completed = 0 AND last_touched_at < ? ORDER BY last_touched_at, num", [cutoff])
        }
    }

    /// Actions of a goal (outgoing `hasAction`) not yet completed, oldest first.
    public func nextActions(of goal: NodeID) throws -> [Node] {
        try reading { try $0.nextActions(of: goal) }
    }

    /// What blocks a node (incoming `blocks`), open blockers first.
    public func blockers(of goal: NodeID) throws -> [Node] {
        try neighbours(of: goal, direction: .incoming, types: [.blocks]).map(\.node)
            .sorted { ($0.completed ? 1 : 0, $0.createdAt) < ($1.completed ? 1 : 0, $1.createdAt) }
    }

    /// Edges at a node, with the node at the other end.
    public func neighbours(of id: NodeID, direction: Direction = .both, types: Set<EdgeType>? = nil) throws -> [Neighbour] {
        let mask = EdgeTypeMask(types)
        let num = try num(of: id)
        let halves: [HalfEdge<Int64>] = try traverse { adjacency in
            try adjacency.neighbours(of: num, direction: direction, types: mask)
        } memory: { graph, index in
            try graph.neighbours(of: index(num), direction: direction, types: mask).map { graph.half($0) }
        }
        return try read { db in
            let unique = Array(Set(halves.map(\.other)))
            let byNum = Dictionary(uniqueKeysWithValues: zip(unique, try unique.map { try NodeRows.fetch(db, nums: [$0]).first }))
            return halves.compactMap { half in
                guard let other = byNum[half.other] ?? nil, let type = EdgeType(code: half.type) else { return nil }
                let source = half.outgoing ? num : half.other, target = half.outgoing ? half.other : num
                let created = try? Int64.fetchOne(db, sql: "SELECT created_at FROM edges WHERE source = ? AND target = ? AND type = ?",
                                                  arguments: [source, target, Int64(half.type)])
                let edge = Edge(source: half.outgoing ? id : other.id, target: half.outgoing ? other.id : id, type: type,
                                weight: Double(half.weight), createdAt: Timestamp.date(millis: (created ?? nil) ?? 0))
                return Neighbour(node: other, edge: edge, direction: half.outgoing ? .outgoing : .incoming)
            }
        }
    }

    /// Nodes within `depth` hops, nearest first (breadth-first), at most `limit`; edges followed both ways by
    /// default. `types` filters the edges followed.
    public func related(to id: NodeID, depth: Int = 2, limit: Int = 50, types: Set<EdgeType>? = nil,
                        direction: Direction = .both) throws -> [RelatedNode] {
        let mask = EdgeTypeMask(types)
        let num = try num(of: id)
        let found: [(Int64, Int)] = try traverse { adjacency in
            try Traversal.related(adjacency, from: num, depth: depth, limit: limit, direction: direction, types: mask)
                .map { ($0.vertex, $0.distance) }
        } memory: { graph, index in
            try Traversal.related(graph, from: index(num), depth: depth, limit: limit, direction: direction, types: mask)
                .map { (graph.nums[Int($0.vertex)], $0.distance) }
        }
        let nodes = try read { try NodeRows.fetch($0, nums: found.map(\.0)) }
        return zip(nodes, found).map { RelatedNode(node: $0, distance: $1.1) }
    }

    /// `related` without the node rows: ids and distances only. On a loaded graph this never touches SQLite,
    /// which makes it the cheap call for code that asks often (Axel's context building, the daemon).
    public func relatedIDs(to id: NodeID, depth: Int = 2, limit: Int = 50, types: Set<EdgeType>? = nil,
                           direction: Direction = .both) throws -> [NodeDistance] {
        let mask = EdgeTypeMask(types)
        if mode == .inMemory {
            return try withMemoryGraph(needsIDIndex: true) { graph in
                guard let start = graph.index(of: id) else { throw GraphError.unknownReference(id.rawValue) }
                let found = try Traversal.related(graph, from: start, depth: depth, limit: limit, direction: direction, types: mask)
                return zip(graph.nodeIDs(found.lazy.map(\.vertex)), found).map { NodeDistance(id: $0, distance: $1.distance) }
            }
        }
        return try related(to: id, depth: depth, limit: limit, types: types, direction: direction)
            .map { NodeDistance(id: $0.node.id, distance: $0.distance) }
    }

    /// `path` without the node rows: the ids in order, or nil when no path exists.
    public func pathIDs(from: NodeID, to: NodeID, direction: Direction = .both, types: Set<EdgeType>? = nil) throws -> [NodeID]? {
        let mask = EdgeTypeMask(types)
        if mode == .inMemory {
            return try withMemoryGraph(needsIDIndex: true) { graph in
                guard let a = graph.index(of: from) else { throw GraphError.unknownReference(from.rawValue) }
                guard let b = graph.index(of: to) else { throw GraphError.unknownReference(to.rawValue) }
                return try Traversal.shortestPath(graph, from: a, to: b, direction: direction, types: mask).map(graph.nodeIDs)
            }
        }
        return try path(from: from, to: to, direction: direction, types: types)?.map(\.id)
    }

    /// A shortest path from `from` to `to`, both included, or nil when none exists.
    public func path(from: NodeID, to: NodeID, direction: Direction = .both, types: Set<EdgeType>? = nil) throws -> [Node]? {
        let mask = EdgeTypeMask(types)
        let a = try num(of: from), b = try num(of: to)
        let nums: [Int64]? = try traverse { adjacency in
            try Traversal.shortestPath(adjacency, from: a, to: b, direction: direction, types: mask)
        } memory: { graph, index in
            try Traversal.shortestPath(graph, from: index(a), to: index(b), direction: direction, types: mask)?
                .map { graph.nums[Int($0)] }
        }
        guard let nums else { return nil }
        return try read { try NodeRows.fetch($0, nums: nums) }
    }

    /// Weakly connected components, largest first, each in creation order.
    public func clusters() throws -> [[Node]] {
        let groups = try withMemoryGraph { graph in graph.components().map { $0.map { graph.nums[Int($0)] } } }
        return try read { db in try groups.map { try NodeRows.fetch(db, nums: $0) } }
    }

    /// PageRank of every node, highest first (at most `limit`).
    public func importance(limit: Int? = nil) throws -> [RankedNode] {
        let ranked = try withMemoryGraph { graph -> [(Int64, Double)] in
            let rank = graph.pageRank()
            let order = (0..<graph.vertexCount).filter { graph.alive[$0] }
                .sorted { (rank[$0], -$0) > (rank[$1], -$1) }
            return order.prefix(limit ?? order.count).map { (graph.nums[$0], rank[$0]) }
        }
        let nodes = try read { try NodeRows.fetch($0, nums: ranked.map(\.0)) }
        return zip(nodes, ranked).map { RankedNode(node: $0, rank: $1.1) }
    }

    /// Weakly connected components as ids only (largest first) — for callers that need the grouping, not the content.
    public func componentIDs() throws -> [[NodeID]] {
        try withMemoryGraph { graph in graph.components().map { $0.map(graph.nodeID) } }
    }

    /// PageRank of every node by id (see `MemoryGraph.pageRank` for the exact definition).
    public func pageRank() throws -> [NodeID: Double] {
        try withMemoryGraph { graph in
            let rank = graph.pageRank()
            var result: [NodeID: Double] = [:]
            result.reserveCapacity(graph.nodeCount)
            for v in 0..<graph.vertexCount where graph.alive[v] { result[graph.nodeID(Int32(v))] = rank[v] }
            return result
        }
    }

    public func stats() throws -> GraphStats {
        try read { db in
            let byType = try Row.fetchAll(db, sql: "SELECT type, count(*) FROM nodes GROUP BY type")
            let byEdge = try Row.fetchAll(db, sql: "SELECT type, count(*) FROM edges GROUP BY type")
            var edgeCounts: [String: Int] = [:]
            for row in byEdge { if let t = EdgeType(code: UInt8(row[0] as Int64)) { edgeCounts[t.rawValue] = row[1] } }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value ?? 0
            return GraphStats(
                nodes: byType.reduce(0) { $0 + ($1[1] as Int) },
                edges: edgeCounts.values.reduce(0, +),
                nodesByType: Dictionary(uniqueKeysWithValues: byType.map { ($0[0] as String, $0[1] as Int) }),
                edgesByType: edgeCounts,
                activeGoals: try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes WHERE type = 'goal' AND completed = 0") ?? 0,
                completed: try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes WHERE completed = 1") ?? 0,
                aliases: try Int.fetchOne(db, sql: "SELECT count(*) FROM aliases") ?? 0,
                databaseBytes: size, path: path)
        }
    }

    private func num(of id: NodeID) throws -> Int64 {
        guard let num = try read({ try NodeRows.num($0, of: id) }) else { throw GraphError.unknownReference(id.rawValue) }
        return num
    }

    /// Runs a traversal on the loaded graph (`.inMemory`) or on SQLite's indexes (`.onDemand`).
    private func traverse<T: Sendable>(sql: (SQLiteAdjacency) throws -> T,
                             memory: (MemoryGraph, (Int64) throws -> Int32) throws -> T) throws -> T {
        guard mode == .inMemory else { return try read { db in try sql(SQLiteAdjacency(db)) } }
        return try withMemoryGraph { graph in
            try memory(graph) { num in
                guard let index = graph.index(ofNum: num) else { throw GraphError.unknownReference("node #\(num)") }
                return index
            }
        }
    }
}

extension MemoryGraph {
    func half(_ h: HalfEdge<Int32>) -> HalfEdge<Int64> {
        HalfEdge(other: nums[Int(h.other)], type: h.type, weight: h.weight, outgoing: h.outgoing)
    }
}
