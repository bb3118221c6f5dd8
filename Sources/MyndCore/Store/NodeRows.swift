import Foundation
import GRDB

/// Reading and writing `nodes` rows. Only a few rows at a time go through here (the ones an answer
/// names), so it uses GRDB's `Row` for clarity; bulk paths use `RawStatement`.
enum NodeRows {
    static let columns = """
        id, num, type, content, created_at, updated_at, last_touched_at, completed, completed_at, source, confidence, metadata
        """

    static func node(_ row: Row) -> Node {
        let metadataText: String = row["metadata"]
        let metadata = metadataText == "{}" ? [:]
            : (try? JSONDecoder().decode([String: String].self, from: Data(metadataText.utf8))) ?? [:]
        return Node(
            id: NodeID(rawValue: row["id"]),
            type: NodeType(rawValue: row["type"]) ?? .thought,
            content: row["content"],
            createdAt: Timestamp.date(millis: row["created_at"]),
            updatedAt: Timestamp.date(millis: row["updated_at"]),
            lastTouchedAt: Timestamp.date(millis: row["last_touched_at"]),
            completed: row["completed"],
            completedAt: (row["completed_at"] as Int64?).map(Timestamp.date(millis:)),
            source: NodeSource(rawValue: row["source"]) ?? .typed,
            confidence: row["confidence"],
            metadata: metadata
        )
    }

    /// Nodes matching a WHERE clause (may include ORDER BY / LIMIT), with their aliases.
    static func fetch(_ db: Database, where clause: String, _ arguments: StatementArguments = []) throws -> [Node] {
        let rows = try Row.fetchAll(db, sql: "SELECT \(columns) FROM nodes WHERE \(clause)", arguments: arguments)
        return try withAliases(db, rows.map(node))
    }

    static func fetch(_ db: Database, id: NodeID) throws -> Node? {
        try fetch(db, where: "id = ?", [id.rawValue]).first
    }

    /// Nodes by `num`, returned in the order asked for (missing ones skipped).
    static func fetch(_ db: Database, nums: [Int64]) throws -> [Node] {
        var byNum: [Int64: Node] = [:]
        for chunk in stride(from: 0, to: nums.count, by: 500) {
            let part = Array(nums[chunk..<min(chunk + 500, nums.count)])
            let marks = Array(repeating: "?", count: part.count).joined(separator: ",")
            let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT \(columns) FROM nodes WHERE num IN (\(marks))"),
                                        arguments: StatementArguments(part))
            for row in rows { byNum[row["num"]] = node(row) }
        }
        let ordered = nums.compactMap { byNum[$0] }
        return try withAliases(db, ordered)
    }

    static func num(_ db: Database, of id: NodeID) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT num FROM nodes WHERE id = ?", arguments: [id.rawValue])
    }

    static func withAliases(_ db: Database, _ nodes: [Node]) throws -> [Node] {
        guard !nodes.isEmpty, try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM aliases)") == true else { return nodes }
        var result = nodes
        let statement = try db.cachedStatement(sql: "SELECT alias FROM aliases WHERE node_id = ? ORDER BY alias")
        for i in result.indices {
            result[i].aliases = try String.fetchAll(statement, arguments: [result[i].id.rawValue])
        }
        return result
    }

    static func metadataJSON(_ metadata: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(metadata)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Inserts a new node row (the caller checked the id is free) and its aliases.
    static func insert(_ db: Database, _ node: Node, num: Int64) throws {
        try db.execute(sql: """
            INSERT INTO nodes (id, num, type, content, name_key, created_at, updated_at, last_touched_at,
                               completed, completed_at, source, confidence, metadata)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [
                node.id.rawValue, num, node.type.rawValue, node.content,
                node.type.isNamedEntity ? NameKey.normalise(node.content) : nil,
                Timestamp.millis(node.createdAt), Timestamp.millis(node.updatedAt), Timestamp.millis(node.lastTouchedAt),
                node.completed, node.completedAt.map(Timestamp.millis), node.source.rawValue, node.confidence,
                metadataJSON(node.metadata),
            ])
        for alias in node.aliases { try addAlias(db, alias, to: node.id) }
    }

    static func addAlias(_ db: Database, _ alias: String, to id: NodeID) throws {
        try db.execute(sql: "INSERT OR IGNORE INTO aliases (node_id, alias, alias_key) VALUES (?, ?, ?)",
                       arguments: [id.rawValue, alias, NameKey.normalise(alias)])
    }

    static func nextNum(_ db: Database) throws -> Int64 {
        (try Int64.fetchOne(db, sql: "SELECT max(num) FROM nodes") ?? 0) + 1
    }
}
