import Foundation
import GRDB
import GRDBSQLite
import MyndCore

/// The floors the graph is measured against, written straight on the SQLite C API.
enum Baselines {
    static func open(_ path: String) -> OpaquePointer {
        var db: OpaquePointer?
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK, let db else {
            fatalError("cannot open \(path)")
        }
        return db
    }

    static func exec(_ db: OpaquePointer, _ sql: String) {
        var error: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(db, sql, nil, nil, &error) != SQLITE_OK { fatalError(String(cString: error!)) }
    }

    /// Opens the database and steps every edge row, reading the same four columns the loader reads.
    /// Returns a checksum so the work cannot be optimised away.
    static func scanEdges(_ path: String) -> Double {
        let db = open(path)
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        sqlite3_prepare_v2(db, "SELECT source, target, type, weight FROM edges", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        var sum = 0.0
        while sqlite3_step(statement) == SQLITE_ROW {
            sum += Double(sqlite3_column_int64(statement, 0) &+ sqlite3_column_int64(statement, 1) &+ sqlite3_column_int64(statement, 2))
            sum += sqlite3_column_double(statement, 3)
        }
        return sum
    }

    /// Inserts the same rows mynd's import writes, in one transaction with prepared statements, into a
    /// database with the same schema and settings — no validation, no id mapping.
    static func insert(_ graph: BenchGraph, into path: String) throws -> Double {
        let queue = try DatabaseQueue(path: path)
        try GraphSchema.migrator().migrate(queue)
        try queue.close()
        let db = open(path)
        defer { sqlite3_close(db) }
        exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        return Measure.time {
            exec(db, "BEGIN")
            var node: OpaquePointer?, edge: OpaquePointer?
            sqlite3_prepare_v2(db, """
                INSERT INTO nodes (id, num, type, content, name_key, created_at, updated_at, last_touched_at, completed,
                                   completed_at, source, confidence, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, NULL, '{}')
                """, -1, &node, nil)
            for (i, n) in graph.document.nodes.enumerated() {
                sqlite3_reset(node)
                sqlite3_bind_text(node, 1, n.id.rawValue, -1, transient)
                sqlite3_bind_int64(node, 2, Int64(i + 1))
                sqlite3_bind_text(node, 3, n.type.rawValue, -1, transient)
                sqlite3_bind_text(node, 4, n.content, -1, transient)
                if n.type.isNamedEntity { sqlite3_bind_text(node, 5, NameKey.normalise(n.content), -1, transient) } else { sqlite3_bind_null(node, 5) }
                let ms = Timestamp.millis(n.createdAt)
                for k in Int32(6)...8 { sqlite3_bind_int64(node, k, ms) }
                sqlite3_bind_int64(node, 9, 0)
                sqlite3_bind_text(node, 10, n.source.rawValue, -1, transient)
                if sqlite3_step(node) != SQLITE_DONE { fatalError(String(cString: sqlite3_errmsg(db))) }
            }
            sqlite3_finalize(node)
            sqlite3_prepare_v2(db, "INSERT INTO edges (source, target, type, weight, created_at) VALUES (?, ?, ?, ?, ?)", -1, &edge, nil)
            for (e, x) in graph.document.edges.enumerated() {
                sqlite3_reset(edge)
                sqlite3_bind_int64(edge, 1, Int64(graph.sources[e]) + 1)
                sqlite3_bind_int64(edge, 2, Int64(graph.targets[e]) + 1)
                sqlite3_bind_int64(edge, 3, Int64(x.type.code))
                sqlite3_bind_double(edge, 4, x.weight)
                sqlite3_bind_int64(edge, 5, Timestamp.millis(x.createdAt))
                if sqlite3_step(edge) != SQLITE_DONE { fatalError(String(cString: sqlite3_errmsg(db))) }
            }
            sqlite3_finalize(edge)
            exec(db, "COMMIT")
        }
    }

    /// The depth-2 "related" question as one recursive CTE for the sqlite3 command-line tool: edges followed
    /// both ways, nearest first, at most 50 nodes, printed as JSON.
    static func relatedSQL(id: String, depth: Int = 2, limit: Int = 50) -> String {
        """
        WITH RECURSIVE start(num) AS (SELECT num FROM nodes WHERE id = '\(id)'),
        walk(num, depth) AS (
          SELECT num, 0 FROM start
          UNION SELECT e.target, w.depth + 1 FROM walk w JOIN edges e ON e.source = w.num WHERE w.depth < \(depth)
          UNION SELECT e.source, w.depth + 1 FROM walk w JOIN edges e INDEXED BY edges_by_target ON e.target = w.num WHERE w.depth < \(depth)
        )
        SELECT n.id, n.type, n.content, n.created_at, n.completed, min(w.depth) AS distance
        FROM walk w JOIN nodes n ON n.num = w.num WHERE w.num != (SELECT num FROM start)
        GROUP BY w.num ORDER BY distance, w.num LIMIT \(limit);
        """
    }
}
