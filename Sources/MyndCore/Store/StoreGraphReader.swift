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
        // One JSON array of keys, read by `json_each`: the statements' text stays the same from message to message,
        // so they are prepared once (each count of `?` marks was a statement of its own, prepared afresh).
        let list = StoreGraphReader.jsonArray(keys)
        let byName = try NodeRows.fetch(db, where: Self.namesByKey, [list])
        let aliasStatement = try db.cachedStatement(sql: Self.aliasesByKey)
        let aliasRows = try RawStatement(borrowing: aliasStatement, in: db)
        aliasRows.bind(1, list)
        let aliased = try aliasRows.collect { $0.text(0) }
        let byAlias = aliased.isEmpty ? [] : try NodeRows.fetch(db, where: Self.namedByID, [StoreGraphReader.jsonArray(aliased)])
        var seen = Set<NodeID>()
        let found = (byName + byAlias).filter { seen.insert($0.id).inserted }
        return Array(found.sorted { ($0.content.count, $1.id) > ($1.content.count, $0.id) }.prefix(limit))
    }

    /// The named entity types, as an SQL list.
    static let namedTypes = NodeType.allCases.filter(\.isNamedEntity).map { "'\($0.rawValue)'" }.joined(separator: ",")

    // The three lookups of `namedNodes`, each on the index that makes it a probe per key (`StoreQueryPlanTests`
    // holds them to it). `+type` keeps the planner off the type indexes: on `nodes_by_type` an id list became a
    // walk over every named node (~50 ms at 100k nodes), and on the unique (type, name_key) index each key took a
    // probe per named type. The partial `nodes_by_name_key` (graph-v2) serves `name_key IN (…)`, which implies
    // its `name_key IS NOT NULL`.
    /// Named nodes whose name key is in a JSON array.
    static let namesByKey = "name_key IN (SELECT value FROM json_each(?)) AND +type IN (\(namedTypes))"
    /// Ids of the nodes with an alias key in a JSON array (then read by `namedByID`: as one query with the nodes,
    /// SQLite walked every named node and probed the aliases for each).
    static let aliasesByKey = "SELECT DISTINCT node_id FROM aliases WHERE alias_key IN (SELECT value FROM json_each(?))"
    /// Named nodes whose id is in a JSON array.
    static let namedByID = "id IN (SELECT value FROM json_each(?)) AND +type IN (\(namedTypes))"

    /// `strings` as a JSON array, for `json_each(?)`.
    static func jsonArray(_ strings: [String]) -> String {
        var bytes: [UInt8] = []
        JSONText.write(.strings(strings), into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
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
        let raw = try RawStatement(borrowing: statement, in: db)
        func newest(_ query: String) throws -> [Int64] {
            raw.reset()
            raw.bind(1, query)
            raw.bind(2, Int64(perWord))
            return try raw.collect { $0.int64(0) }
        }
        var shared: [Int64: Int] = [:]
        for word in words {
            // The word itself first: FTS5 walks one term's doclist from its newest end and stops at `perWord`. A
            // prefix query merges the doclists of every term it starts — for a word in ten thousand notes, all of
            // them, ten times the cost. So a word said in `perWord` notes or more is looked up as itself; a rarer
            // one also as the start of longer words ("garden" finds "gardening").
            var found = try newest("\"\(word)\"")
            if found.count < perWord { found = try newest("\"\(word)\"*") }
            for num in found { shared[num, default: 0] += 1 }
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
