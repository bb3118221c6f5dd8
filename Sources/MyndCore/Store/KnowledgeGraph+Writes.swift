import Foundation
import GRDB

/// Shaping the graph: adding, linking, completing, forgetting and merging nodes.
extension KnowledgeGraph {
    /// Adds a node and returns it as stored (dates truncated to milliseconds).
    ///
    /// People, places and projects are unique by normalised name within their type: adding one whose
    /// name (or alias) is already known returns the existing node, touched, with the new node's aliases
    /// added to it. For example, adding person "alice " after "Alice" returns "Alice".
    @discardableResult
    public func add(_ node: Node) throws -> Node {
        guard !node.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw GraphError.invalidInput("a node needs some content")
        }
        if let confidence = node.confidence, !(0...1).contains(confidence) {
            throw GraphError.invalidInput("confidence \(confidence) is not within 0–1")
        }
        var stored = node
        stored.createdAt = Timestamp.truncated(node.createdAt)
        stored.updatedAt = Timestamp.truncated(node.updatedAt)
        stored.lastTouchedAt = Timestamp.truncated(node.lastTouchedAt)
        stored.completedAt = node.completedAt.map(Timestamp.truncated)
        let final = stored
        let (result, newNum) = try write({ db -> (Node, Int64?) in
            if node.type.isNamedEntity, let existing = try Self.entity(db, named: final.content, types: [final.type]) {
                if NameKey.normalise(existing.content) != NameKey.normalise(final.content) {
                    try NodeRows.addAlias(db, final.content, to: existing.id)
                }
                for alias in final.aliases { try NodeRows.addAlias(db, alias, to: existing.id) }
                try db.execute(sql: "UPDATE nodes SET last_touched_at = ? WHERE id = ?",
                               arguments: [Timestamp.millis(Date()), existing.id.rawValue])
                return (try NodeRows.fetch(db, id: existing.id)!, nil)
            }
            if try NodeRows.num(db, of: final.id) != nil {
                throw GraphError.invalidInput("a node with id \(final.id) already exists")
            }
            let num = try NodeRows.nextNum(db)
            try NodeRows.insert(db, final, num: num)
            return (try NodeRows.fetch(db, id: final.id)!, num)
        }, mirror: { graph, result in
            if let num = result.1 { graph.addVertex(num: num, id: result.0.id) }
        })
        _ = newNum
        return result
    }

    /// The person, place or project called `name` (or known by it as an alias), if any.
    /// `types` defaults to every named-entity type.
    public func entity(named name: String, types: [NodeType] = NodeType.allCases.filter(\.isNamedEntity)) throws -> Node? {
        try read { try Self.entity($0, named: name, types: types) }
    }

    static func entity(_ db: Database, named name: String, types: [NodeType]) throws -> Node? {
        let key = NameKey.normalise(name)
        guard !key.isEmpty else { return nil }
        for type in types {
            if let node = try NodeRows.fetch(db, where: "type = ? AND name_key = ?", [type.rawValue, key]).first { return node }
        }
        let marks = types.map { _ in "?" }.joined(separator: ",")
        var arguments: StatementArguments = [key]
        arguments += StatementArguments(types.map(\.rawValue))
        return try NodeRows.fetch(db, where: """
            id IN (SELECT node_id FROM aliases WHERE alias_key = ?) AND type IN (\(marks)) ORDER BY num LIMIT 1
            """, arguments).first
    }

    /// Records another name for a node (so `entity(named:)` and `resolve` find it by that name too).
    public func addAlias(_ alias: String, to id: NodeID) throws {
        try write { db in
            guard try NodeRows.num(db, of: id) != nil else { throw GraphError.unknownReference(id.rawValue) }
            try NodeRows.addAlias(db, alias, to: id)
        }
    }

    /// Adds an edge, or updates the weight of the same (source, target, type) edge. Touches both ends.
    @discardableResult
    public func link(_ edge: Edge) throws -> Edge {
        guard (0...1).contains(edge.weight) else { throw GraphError.invalidInput("weight \(edge.weight) is not within 0–1") }
        let stored = Edge(source: edge.source, target: edge.target, type: edge.type, weight: edge.weight,
                          createdAt: Timestamp.truncated(edge.createdAt))
        let nums = try write({ db -> (Int64, Int64) in
            guard let s = try NodeRows.num(db, of: edge.source) else { throw GraphError.unknownReference(edge.source.rawValue) }
            guard let t = try NodeRows.num(db, of: edge.target) else { throw GraphError.unknownReference(edge.target.rawValue) }
            try db.execute(sql: """
                INSERT INTO edges (source, target, type, weight, created_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (source, target, type) DO UPDATE SET weight = excluded.weight
                """, arguments: [s, t, Int64(edge.type.code), edge.weight, Timestamp.millis(stored.createdAt)])
            try db.execute(sql: "UPDATE nodes SET last_touched_at = ? WHERE num IN (?, ?)",
                           arguments: [Timestamp.millis(Date()), s, t])
            return (s, t)
        }, mirror: { graph, nums in
            graph.upsertEdge(sourceNum: nums.0, targetNum: nums.1, type: edge.type.code, weight: Float(edge.weight))
        })
        _ = nums
        return stored
    }

    /// Removes the edge(s) from `source` to `target` (of one type, or every type); returns how many went.
    @discardableResult
    public func unlink(source: NodeID, target: NodeID, type: EdgeType? = nil) throws -> Int {
        try write({ db -> (Int64, Int64, [UInt8]) in
            guard let s = try NodeRows.num(db, of: source), let t = try NodeRows.num(db, of: target) else { return (0, 0, []) }
            let codes = try [UInt8].init(Int64.fetchAll(db, sql: "SELECT type FROM edges WHERE source = ? AND target = ?",
                                                         arguments: [s, t]).map { UInt8($0) })
                .filter { type == nil || $0 == type!.code }
            for code in codes {
                try db.execute(sql: "DELETE FROM edges WHERE source = ? AND target = ? AND type = ?", arguments: [s, t, Int64(code)])
            }
            return (s, t, codes)
        }, mirror: { graph, removed in
            for code in removed.2 { graph.removeEdge(sourceNum: removed.0, targetNum: removed.1, type: code) }
        }).2.count
    }

    /// Marks a goal or action done (and touched).
    @discardableResult
    public func complete(_ id: NodeID, at date: Date = Date()) throws -> Node {
        try write { db in
            guard let node = try NodeRows.fetch(db, id: id) else { throw GraphError.unknownReference(id.rawValue) }
            guard node.type.isCompletable else { throw GraphError.notCompletable(node) }
            let ms = Timestamp.millis(date)
            try db.execute(sql: """
                UPDATE nodes SET completed = 1, completed_at = coalesce(completed_at, ?), updated_at = ?, last_touched_at = ?
                WHERE id = ?
                """, arguments: [ms, ms, ms, id.rawValue])
            return try NodeRows.fetch(db, id: id)!
        }
    }

    /// Records that the user (or Axel) came back to a node: staleness is measured from here.
    @discardableResult
    public func touch(_ id: NodeID, at date: Date = Date()) throws -> Node {
        try write { db in
            try db.execute(sql: "UPDATE nodes SET last_touched_at = ? WHERE id = ?", arguments: [Timestamp.millis(date), id.rawValue])
            guard let node = try NodeRows.fetch(db, id: id) else { throw GraphError.unknownReference(id.rawValue) }
            return node
        }
    }

    /// Removes a node with its edges, aliases, search entry and anything that references it. Returns false if unknown.
    @discardableResult
    public func forget(_ id: NodeID) throws -> Bool {
        try write({ db -> Int64? in
            guard let num = try NodeRows.num(db, of: id) else { return nil }
            try db.execute(sql: "DELETE FROM nodes WHERE id = ?", arguments: [id.rawValue])
            return num
        }, mirror: { graph, num in
            if let num { graph.removeVertex(num: num) }
        }) != nil
    }

    /// Folds `fold` into `keep`: its edges move to `keep` (self-loops dropped, duplicates merged),
    /// its content and aliases become aliases of `keep`, missing metadata is copied; then `fold` is deleted.
    @discardableResult
    public func merge(keep: NodeID, fold: NodeID) throws -> Node {
        guard keep != fold else { throw GraphError.invalidInput("cannot merge a node into itself") }
        return try write({ db -> (Node, Int64, [(Int64, Int64, UInt8, Float)]) in
            guard let a = try NodeRows.fetch(db, id: keep) else { throw GraphError.unknownReference(keep.rawValue) }
            guard let b = try NodeRows.fetch(db, id: fold) else { throw GraphError.unknownReference(fold.rawValue) }
            let ka = try NodeRows.num(db, of: keep)!, kb = try NodeRows.num(db, of: fold)!
            let moved = try Row.fetchAll(db, sql: """
                SELECT source, target, type, weight, created_at FROM edges WHERE source = ?1 OR target = ?1
                """, arguments: [kb]).compactMap { row -> (Int64, Int64, UInt8, Float, Int64)? in
                let s: Int64 = row[0] == kb ? ka : row[0]
                let t: Int64 = row[1] == kb ? ka : row[1]
                return s == t ? nil : (s, t, UInt8(row[2] as Int64), Float(row[3] as Double), row[4])
            }
            for (s, t, type, weight, created) in moved {
                try db.execute(sql: """
                    INSERT INTO edges (source, target, type, weight, created_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (source, target, type) DO UPDATE SET weight = max(weight, excluded.weight)
                    """, arguments: [s, t, Int64(type), Double(weight), created])
            }
            var metadata = b.metadata.merging(a.metadata) { _, kept in kept }
            metadata["mergedFrom"] = metadata["mergedFrom"] ?? b.id.rawValue
            try db.execute(sql: "DELETE FROM nodes WHERE id = ?", arguments: [fold.rawValue])
            for alias in [b.content] + b.aliases where NameKey.normalise(alias) != NameKey.normalise(a.content) {
                try NodeRows.addAlias(db, alias, to: keep)
            }
            let now = Timestamp.millis(Date())
            try db.execute(sql: "UPDATE nodes SET metadata = ?, updated_at = ?, last_touched_at = ? WHERE id = ?",
                           arguments: [NodeRows.metadataJSON(metadata), now, now, keep.rawValue])
            let merged = try NodeRows.fetch(db, id: keep)!
            let final = try Row.fetchAll(db, sql: "SELECT source, target, type, weight FROM edges WHERE source = ?1 OR target = ?1",
                                         arguments: [ka]).map { ($0[0] as Int64, $0[1] as Int64, UInt8($0[2] as Int64), Float($0[3] as Double)) }
            return (merged, kb, final)
        }, mirror: { graph, result in
            graph.removeVertex(num: result.1)
            for (s, t, type, weight) in result.2 { graph.upsertEdge(sourceNum: s, targetNum: t, type: type, weight: weight) }
        }).0
    }
}
