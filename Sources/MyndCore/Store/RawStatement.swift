import GRDB
import GRDBSQLite

/// A prepared statement stepped directly through the SQLite C API.
///
/// Loading a million edges through GRDB `Row`s would spend most of its time in generic decoding; this
/// reads columns straight off `sqlite3_column_*`. Lives only inside one GRDB database access closure.
final class RawStatement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    /// False when the handle belongs to a GRDB statement (which finalizes it); then this only steps and reads.
    private let owned: Bool

    init(_ db: Database, sql: String) throws {
        guard let connection = db.sqliteConnection else { throw GraphError.database("connection closed") }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw GraphError.database(String(cString: sqlite3_errmsg(connection)))
        }
        self.connection = connection
        handle = statement
        owned = true
    }

    /// Steps a GRDB statement whose arguments are already set (GRDB binds; this decodes). The caller keeps
    /// `statement` alive while this is used.
    init(borrowing statement: Statement, in db: Database) throws {
        guard let connection = db.sqliteConnection else { throw GraphError.database("connection closed") }
        self.connection = connection
        handle = statement.sqliteStatement
        owned = false
    }

    deinit {
        if owned { sqlite3_finalize(handle) } else { sqlite3_reset(handle) }
    }

    func reset() { sqlite3_reset(handle) }

    func reset(binding values: Int64...) {
        sqlite3_reset(handle)
        for (i, v) in values.enumerated() { sqlite3_bind_int64(handle, Int32(i + 1), v) }
    }

    func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(handle, index, value) }
    func bind(_ index: Int32, _ value: Double) { sqlite3_bind_double(handle, index, value) }
    func bindNull(_ index: Int32) { sqlite3_bind_null(handle, index) }
    func bind(_ index: Int32, _ value: String) {
        // SQLITE_TRANSIENT: SQLite copies the bytes before the Swift string buffer goes away.
        sqlite3_bind_text(handle, index, value, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
    }

    /// Steps once; true while a row is available.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw GraphError.database(String(cString: sqlite3_errmsg(connection)))
        }
    }

    /// Runs a statement that returns no rows, then resets it for the next bindings.
    func execute() throws {
        defer { sqlite3_reset(handle) }
        _ = try step()
    }

    @inline(__always) func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
    @inline(__always) func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
    /// A 32-hex-digit id column read as two integers, without making a String.
    func idHalves(_ column: Int32) -> (UInt64, UInt64) {
        guard let text = sqlite3_column_text(handle, column) else { return (0, 0) }
        let count = Int(sqlite3_column_bytes(handle, column))
        return MemoryGraph.halves(utf8: UnsafeBufferPointer(start: text, count: count))
    }

    /// A text column, all of its bytes (a NUL inside the text is kept); NULL reads as "".
    func text(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self)
    }

    /// A blob column's bytes, valid until the next step or reset; nil for NULL or an empty blob.
    func blob(_ column: Int32) -> UnsafeRawBufferPointer? {
        guard let start = sqlite3_column_blob(handle, column) else { return nil }
        return UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, column)))
    }

    @inline(__always) func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// Every remaining row, decoded by `body`.
    func collect<T>(_ body: (RawStatement) throws -> T) throws -> [T] {
        var result: [T] = []
        while try step() { result.append(try body(self)) }
        return result
    }
}


/// Traversal straight off the covering indexes: each neighbour lookup is one index range scan.
/// One-shot CLI reads use this so `mynd related` never loads the whole graph.
struct SQLiteAdjacency: Adjacency {
    private let outgoing: RawStatement
    private let incoming: RawStatement

    /// On the connection's cached statements (each lookup runs to its end before the next, so sharing them is
    /// safe): a context build makes one of these per goal and per name, and preparing afresh cost more than asking.
    init(_ db: Database) throws {
        outgoing = try RawStatement(borrowing: db.cachedStatement(sql: "SELECT target, type, weight FROM edges WHERE source = ? ORDER BY target, type"),
                                    in: db)
        incoming = try RawStatement(borrowing: db.cachedStatement(sql: """
            SELECT source, type, weight FROM edges INDEXED BY edges_by_target WHERE target = ? ORDER BY source, type
            """), in: db)
    }

    func neighbours(of vertex: Int64, direction: Direction, types: EdgeTypeMask) throws -> [HalfEdge<Int64>] {
        var result: [HalfEdge<Int64>] = []
        for (statement, isOut) in [(outgoing, true), (incoming, false)] {
            if isOut ? direction == .incoming : direction == .outgoing { continue }
            statement.reset(binding: vertex)
            while try statement.step() {
                let type = UInt8(truncatingIfNeeded: statement.int64(1))
                guard types.contains(code: type) else { continue }
                result.append(HalfEdge(other: statement.int64(0), type: type, weight: Float(statement.double(2)), outgoing: isOut))
            }
        }
        return result
    }
}

extension MemoryGraph {
    /// Loads the whole adjacency in two sequential scans (node nums, then edges in primary-key order).
    static func load(_ db: Database) throws -> MemoryGraph {
        var nums: [Int64] = [], ids: [MemoryGraph.IDKey] = []
        let nodes = try RawStatement(db, sql: "SELECT num, id FROM nodes INDEXED BY nodes_num_id ORDER BY num")
        while try nodes.step() {
            nums.append(nodes.int64(0))
            let (h, l) = nodes.idHalves(1)
            ids.append(MemoryGraph.IDKey(high: h, low: l))
        }
        let table = MemoryGraph.indexTable(nums)
        // Rows arrive in primary-key order, grouped by source, so the outgoing CSR is filled in one pass.
        // No count(*) first: on a WITHOUT ROWID table it is a full index scan; arrays grow geometrically.
        var csr = MemoryGraph.CSR()
        csr.start = [Int32](repeating: 0, count: nums.count + 1)
        let edges = try RawStatement(db, sql: "SELECT source, target, type, weight FROM edges ORDER BY source, target, type")
        try table.withUnsafeBufferPointer { table in
            while try edges.step() {
                csr.start[Int(table[Int(edges.int64(0))]) + 1] += 1
                csr.other.append(table[Int(edges.int64(1))])
                csr.type.append(UInt8(truncatingIfNeeded: edges.int64(2)))
                csr.weight.append(Float(edges.double(3)))
            }
        }
        for i in 0..<nums.count { csr.start[i + 1] += csr.start[i] }
        return MemoryGraph(sortedNums: nums, ids: ids, indexTable: table, outgoing: csr)
    }
}
