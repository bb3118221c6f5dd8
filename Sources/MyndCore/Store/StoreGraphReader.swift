import Foundation
import GRDB
import Synchronization

/// `GraphReader` on the SQLite store: every read on one open transaction (`db`) and, in `.inMemory` mode, the
/// loaded adjacency for traversals, held still for the whole call (see `KnowledgeGraph.reading`).
///
/// Never calls the store's own methods: those open their own transaction, and GRDB refuses a read inside a read.
struct StoreGraphReader: GraphReader {
    let db: Database
    /// The loaded graph (`.inMemory`), with its id index built; nil: traversals run on SQLite's indexes.
    let loaded: MemoryGraph?

    func namedNodes(mentionedIn text: String, limit: Int) throws -> [Node] {
        // Probe each run of up to four words against the name and alias indexes; longest names win ties.
        let keys = Array(Set(NameNormalizer.candidateKeys(in: text))).filter { !$0.isEmpty }
        guard !keys.isEmpty, limit > 0 else { return [] }
        let marks = keys.map { _ in "?" }.joined(separator: ",")
        let named = NodeType.allCases.filter(\.isNamedEntity).map { "'\($0.rawValue)'" }.joined(separator: ",")
        // Two queries, each on its index (names; aliases): one with OR between them scanned every node. The
        // names index is partial (`WHERE name_key IS NOT NULL`); `name_key IN (…)` implies that, so SQLite uses it
        // with equality on both columns. Saying `name_key IS NOT NULL` as well made SQLite (3.40) read the index
        // as a range, `name_key > NULL`: every named node of each type, ~5 ms at 100k nodes instead of ~0.1 ms.
        let byName = try NodeRows.fetch(db, where: "type IN (\(named)) AND name_key IN (\(marks))", StatementArguments(keys))
        // Alias hits first (their index), then those nodes by primary key: as one query SQLite walked every
        // named node and probed the aliases for each.
        let aliased = try String.fetchAll(db, sql: "SELECT DISTINCT node_id FROM aliases WHERE alias_key IN (\(marks))",
                                          arguments: StatementArguments(keys))
        let byAlias = aliased.isEmpty ? [] : try NodeRows.fetch(db, where: """
            id IN (\(aliased.map { _ in "?" }.joined(separator: ","))) AND type IN (\(named))
            """, StatementArguments(aliased))
        var seen = Set<NodeID>()
        let found = (byName + byAlias).filter { seen.insert($0.id).inserted }
        return Array(found.sorted { ($0.content.count, $1.id) > ($1.content.count, $0.id) }.prefix(limit))
    }

    // Both read only `limit` rows in the order of the (type, completed, last_touched_at) index (no tie-break
    // column, which would sort every open goal): with ten thousand open goals, fetching them all to keep five
    // took most of a context build.
    func activeGoals(limit: Int) throws -> [Node] {
        try NodeRows.fetch(db, where: "type = 'goal' AND completed = 0 ORDER BY last_touched_at DESC LIMIT ?", [limit])
    }

    func staleGoals(olderThanDays: Int, now: Date, limit: Int) throws -> [Node] {
        let cutoff = Timestamp.millis(now) - Int64(olderThanDays) * 86_400_000
        return try NodeRows.fetch(db, where: "type = 'goal' AND completed = 0 AND last_touched_at < ? ORDER BY last_touched_at LIMIT ?",
                                  [cutoff, limit])
    }

    func neighbourhood(of ids: [NodeID], depth: Int, limit: Int) throws -> [Node] {
        let start = Set(ids)
        var best: [NodeID: Int] = [:]
        for id in ids {
            for hit in try relatedIDs(to: id, depth: depth, limit: limit + ids.count) where !start.contains(hit.id) {
                best[hit.id] = min(best[hit.id] ?? .max, hit.distance)
            }
        }
        let nearest = best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
        return try nodes(Array(nearest))
    }

    /// Open actions linked from `goal` by `hasAction`, oldest first.
    func nextActions(of goal: NodeID) throws -> [Node] {
        try neighbourNodes(of: goal, direction: .outgoing, types: [.hasAction])
            .filter { !$0.completed }.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    func search(relatedTo text: String, limit: Int) throws -> [Node] {
        try searchAny(text, limit: limit)
    }

    // MARK: The store's reads, on this transaction

    /// See `KnowledgeGraph.searchAny`.
    func searchAny(_ text: String, limit: Int, perWord: Int = 50) throws -> [Node] {
        let words = FullText.contentWords(text)
        guard !words.isEmpty, limit > 0 else { return [] }
        let statement = try db.cachedStatement(sql: "SELECT rowid FROM nodes_fts WHERE nodes_fts MATCH ? ORDER BY rowid DESC LIMIT ?")
        var shared: [Int64: Int] = [:]
        for word in words {
            for num in try Int64.fetchAll(statement, arguments: ["\"\(word)\"*", perWord]) { shared[num, default: 0] += 1 }
        }
        let best = shared.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.prefix(limit).map(\.key)
        return try NodeRows.fetch(db, nums: Array(best))
    }

    /// Nodes by id, in the order asked for (unknown ids skipped).
    func nodes(_ ids: [NodeID]) throws -> [Node] {
        guard !ids.isEmpty else { return [] }
        var found: [Node] = []
        for chunk in stride(from: 0, to: ids.count, by: 500) {
            let part = ids[chunk..<min(chunk + 500, ids.count)]
            found += try NodeRows.fetch(db, where: "id IN (\(part.map { _ in "?" }.joined(separator: ",")))",
                                        StatementArguments(part.map(\.rawValue)))
        }
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// Ids within `depth` hops of `id` (either direction), nearest first (breadth-first), at most `limit`.
    func relatedIDs(to id: NodeID, depth: Int, limit: Int) throws -> [NodeDistance] {
        let mask = EdgeTypeMask(nil)
        if let loaded {
            guard let start = loaded.index(of: id) else { throw GraphError.unknownReference(id.rawValue) }
            let found = try Traversal.related(loaded, from: start, depth: depth, limit: limit, direction: .both, types: mask)
            return zip(loaded.nodeIDs(found.lazy.map(\.vertex)), found).map { NodeDistance(id: $0, distance: $1.distance) }
        }
        let found = try Traversal.related(try SQLiteAdjacency(db), from: try num(of: id), depth: depth, limit: limit,
                                          direction: .both, types: mask)
        let ids = try self.ids(ofNums: found.map(\.vertex))
        return found.compactMap { hit in ids[hit.vertex].map { NodeDistance(id: $0, distance: hit.distance) } }
    }

    /// The nodes at the other end of a node's edges, without the edges.
    func neighbourNodes(of id: NodeID, direction: Direction, types: Set<EdgeType>?) throws -> [Node] {
        let mask = EdgeTypeMask(types)
        let halves: [HalfEdge<Int64>]
        if let loaded {
            // The loaded graph's id index answers id → vertex without a read.
            guard let start = loaded.index(of: id) else { throw GraphError.unknownReference(id.rawValue) }
            halves = loaded.neighbours(of: start, direction: direction, types: mask).map { loaded.half($0) }
        } else {
            halves = try SQLiteAdjacency(db).neighbours(of: try num(of: id), direction: direction, types: mask)
        }
        var seen = Set<Int64>()
        return try NodeRows.fetch(db, nums: halves.map(\.other).filter { seen.insert($0).inserted })
    }

    private func num(of id: NodeID) throws -> Int64 {
        guard let num = try NodeRows.num(db, of: id) else { throw GraphError.unknownReference(id.rawValue) }
        return num
    }

    private func ids(ofNums nums: [Int64]) throws -> [Int64: NodeID] {
        var ids: [Int64: NodeID] = [:]
        for chunk in stride(from: 0, to: nums.count, by: 500) {
            let part = nums[chunk..<min(chunk + 500, nums.count)]
            let rows = try Row.fetchAll(db, sql: "SELECT num, id FROM nodes WHERE num IN (\(part.map { _ in "?" }.joined(separator: ",")))",
                                        arguments: StatementArguments(part))
            for row in rows { ids[row[0]] = NodeID(rawValue: row[1]) }
        }
        return ids
    }
}

extension KnowledgeGraph {
    /// Runs `body` on one read transaction and, in `.inMemory` mode, the loaded graph — refreshed first if
    /// another process committed, and held still: writes wait for the same lock, so the two agree throughout.
    func reading<T: Sendable>(_ body: (StoreGraphReader) throws -> T) throws -> T {
        guard mode == .inMemory else { return try read { try body(StoreGraphReader(db: $0, loaded: nil)) } }
        return try state.withLock { state in
            try refresh(&state, force: false)
            if !state.graph!.hasIDIndex { state.graph!.buildIDIndex() }
            let loaded = state.graph
            return try read { try body(StoreGraphReader(db: $0, loaded: loaded)) }
        }
    }
}
