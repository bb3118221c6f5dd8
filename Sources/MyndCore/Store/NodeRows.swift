import Foundation
import GRDB

/// Reading and writing `nodes` rows. Reads decode columns straight off the statement (`RawStatement` or a
/// GRDB statement's handle): a one-shot `mynd related` spends its time starting up, and GRDB's generic
/// `Row` decoding was a tenth of it. Writes keep GRDB's argument binding.
enum NodeRows {
    /// The columns every node read selects, in the order `node(_:)` decodes them.
    static let columns = """
        id, num, type, content, created_at, updated_at, last_touched_at, completed, completed_at, source, confidence, metadata
        """

    /// The node in the current row of a statement that selected `columns`.
    static func node(_ row: RawStatement) -> Node {
        let metadataText = row.text(11)
        let metadata = metadataText == "{}" ? [:]
            : (try? JSONDecoder().decode([String: String].self, from: Data(metadataText.utf8))) ?? [:]
        return Node(
            id: NodeID(rawValue: row.text(0)),
            type: NodeType(rawValue: row.text(2)) ?? .thought,
            content: row.text(3),
            createdAt: Timestamp.date(millis: row.int64(4)),
            updatedAt: Timestamp.date(millis: row.int64(5)),
            lastTouchedAt: Timestamp.date(millis: row.int64(6)),
            completed: row.int64(7) != 0,
            completedAt: row.isNull(8) ? nil : Timestamp.date(millis: row.int64(8)),
            source: NodeSource(rawValue: row.text(9)) ?? .typed,
            confidence: row.isNull(10) ? nil : row.double(10),
            metadata: metadata
        )
    }

    /// Nodes matching a WHERE clause (may include ORDER BY / LIMIT), with their aliases.
    static func fetch(_ db: Database, where clause: String, _ arguments: StatementArguments = []) throws -> [Node] {
        let statement = try db.cachedStatement(sql: "SELECT \(columns) FROM nodes WHERE \(clause)")
        try statement.setArguments(arguments)
        return try withAliases(db, RawStatement(borrowing: statement, in: db).collect(node))
    }

    static func fetch(_ db: Database, id: NodeID) throws -> Node? {
        try fetch(db, where: "id = ?", [id.rawValue]).first
    }

    /// Nodes by `num`, returned in the order asked for (missing ones skipped).
    static func fetch(_ db: Database, nums: [Int64]) throws -> [Node] {
        var byNum: [Int64: Node] = [:]
        for chunk in stride(from: 0, to: nums.count, by: 500) {
            let part = nums[chunk..<min(chunk + 500, nums.count)]
            let marks = Array(repeating: "?", count: part.count).joined(separator: ",")
            let statement = try db.cachedStatement(sql: "SELECT \(columns) FROM nodes WHERE num IN (\(marks))")
            try statement.setArguments(StatementArguments(part))
            let rows = try RawStatement(borrowing: statement, in: db)
            while try rows.step() { byNum[rows.int64(1)] = node(rows) }
        }
        let ordered = nums.compactMap { byNum[$0] }
        return try withAliases(db, ordered)
    }

    static func num(_ db: Database, of id: NodeID) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT num FROM nodes WHERE id = ?", arguments: [id.rawValue])
    }

    static func withAliases(_ db: Database, _ nodes: [Node]) throws -> [Node] {
        guard !nodes.isEmpty else { return nodes }
        // Cached statements: a context build fetches nodes a dozen times, and preparing these two afresh each
        // time was a tenth of its reads.
        let anyAlias = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM aliases)")
        let any = try RawStatement(borrowing: anyAlias, in: db)
        let hasAliases = try any.step() && any.int64(0) != 0
        any.reset()
        guard hasAliases else { return nodes }
        var result = nodes
        let aliasesOfNode = try db.cachedStatement(sql: "SELECT alias FROM aliases WHERE node_id = ? ORDER BY alias")
        let statement = try RawStatement(borrowing: aliasesOfNode, in: db)
        for i in result.indices {
            statement.reset()
            statement.bind(1, result[i].id.rawValue)
            result[i].aliases = try statement.collect { $0.text(0) }
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
