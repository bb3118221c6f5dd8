import Foundation
import GRDB
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The knowledge graph: the one type the CLI, the daemon and Axel talk to.
///
/// SQLite (a GRDB `DatabasePool`, WAL, foreign keys, versioned migrations) is the source of truth.
/// In `.inMemory` mode — the daemon — the whole adjacency is also loaded into a compact `MemoryGraph`,
/// updated incrementally on every write and reloaded when another process commits (detected with
/// `PRAGMA data_version`). In `.onDemand` mode — one-shot CLI commands — traversals run straight off the
/// covering indexes, so answering one question never loads a million edges. Both modes run the same
/// algorithms over the same neighbour order, so they give the same answers.
///
/// Thread-safe: SQLite access is serialised by GRDB, the loaded graph by a `Mutex`. `.inMemory` opens a
/// `DatabasePool` (concurrent readers for a long-running process); `.onDemand` a single-connection
/// `DatabaseQueue`, which is all a one-shot command needs and cheaper to open.
public final class KnowledgeGraph: Sendable {
    public enum Mode: Sendable {
        /// Answer traversals from SQLite's indexes (cheap to open; for one-shot commands).
        case onDemand
        /// Load the adjacency into memory on open and keep it current (for long-running processes).
        case inMemory
    }

    /// Path of the SQLite file.
    public let path: String
    /// Its write-ahead log, probed with the file itself before every query on the loaded graph.
    let walPath: String
    public let mode: Mode
    let pool: any DatabaseWriter
    let state: Mutex<MemoryState>

    struct MemoryState: Sendable {
        var graph: MemoryGraph?
        var dataVersion: Int64 = -1
        var stamp: FileStamp?
    }

    /// The database, for tables that live beside the graph (conversation memory) and reference `nodes(id)`.
    public var writer: any DatabaseWriter { pool }

    /// Closes the database for good (the daemon's last step at shutdown), after copying the write-ahead log into the
    /// file and emptying it: GRDB closes the writer before its read-only readers, so SQLite's own checkpoint at the
    /// last close cannot run. Throws when a statement is still in use; every later query throws.
    public func close() throws {
        try pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try pool.close()
    }

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    /// A file that is not SQLite, or a schema from a newer mynd, is refused and left untouched.
    public init(path: String, mode: Mode = .onDemand) throws {
        self.path = path
        walPath = path + "-wal"
        self.mode = mode
        try Self.checkHeader(path)
        do {
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                let directory = String(path[..<slash])
                if access(directory, F_OK) != 0 {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                            attributes: [.posixPermissions: 0o700])
                }
            }
            var config = Configuration()
            config.foreignKeysEnabled = true
            config.busyMode = .timeout(10)
            config.prepareDatabase { db in
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
            if mode == .inMemory {
                pool = try DatabasePool(path: path, configuration: config)
            } else {
                let queue = try DatabaseQueue(path: path, configuration: config)
                let journal = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
                if journal?.lowercased() != "wal" {
                    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
                }
                pool = queue
            }
            let migrator = GraphSchema.migrator()
            let (superseded, complete) = try pool.read { db in
                (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
            }
            if superseded { throw GraphError.newerSchema(path: path) }
            if !complete { try migrator.migrate(pool) }
        } catch let error as GraphError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw GraphError.notADatabase(path: path)
        } catch {
            throw GraphError.database("cannot open \(path): \(error)")
        }
        state = Mutex(MemoryState())
        if mode == .inMemory {
            try state.withLock { try refresh(&$0, force: true) }
        }
    }

    /// A graph in a fresh temporary directory (tests, demos). The caller may delete `path` when done.
    public static func temporary(mode: Mode = .onDemand) throws -> KnowledgeGraph {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-\(UUID().uuidString)")
        return try KnowledgeGraph(path: dir.appendingPathComponent("mynd.sqlite").path, mode: mode)
    }

    /// `$MYND_DB`, else `$XDG_DATA_HOME/mynd/mynd.sqlite`, else `~/.local/share/mynd/mynd.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["MYND_DB"], !explicit.isEmpty { return explicit }
        // The XDG spec ignores a relative XDG_DATA_HOME.
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return dataHome + "/mynd/mynd.sqlite"
    }

    /// Deletes the database file and its WAL companions ("mynd reset"). Close every graph on it first.
    public static func destroy(path: String) throws {
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            do { try FileManager.default.removeItem(atPath: path + suffix) } catch {
                throw GraphError.database("cannot delete \(path + suffix): \(error.localizedDescription)")
            }
        }
    }

    /// Refuses anything that does not start with SQLite's magic header, before SQLite can touch it.
    private static func checkHeader(_ path: String) throws {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return }
        defer { Glibc.close(fd) }
        var header = [UInt8](repeating: 0, count: 16)
        let count = Glibc.read(fd, &header, 16)
        if count > 0, Array(header.prefix(count)) != Array("SQLite format 3\0".utf8) { throw GraphError.notADatabase(path: path) }
    }

    // MARK: Access helpers

    /// Runs a read, turning SQLite failures into `GraphError`.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.read(body) } catch { throw Self.wrap(error) }
    }

    /// Runs a write transaction and mirrors it into the loaded graph under one lock, so the two never disagree.
    func write<T: Sendable>(_ body: (Database) throws -> T, mirror: (inout MemoryGraph, T) -> Void = { _, _ in }) throws -> T {
        try state.withLock { state in
            if mode == .inMemory { try refresh(&state, force: false) }
            let result: T
            do { result = try pool.write(body) } catch { throw Self.wrap(error) }
            if state.graph != nil { mirror(&state.graph!, result) }
            return result
        }
    }

    /// Runs `body` on the loaded graph, reloading it first if another process committed meanwhile.
    /// In `.onDemand` mode the graph is loaded for this call only (whole-graph algorithms need it).
    func withMemoryGraph<T: Sendable>(needsIDIndex: Bool = false, _ body: (MemoryGraph) throws -> T) throws -> T {
        if mode == .onDemand {
            var graph = try read { try MemoryGraph.load($0) }
            if needsIDIndex { graph.buildIDIndex() }
            return try body(graph)
        }
        return try state.withLock { state in
            try refresh(&state, force: false)
            if needsIDIndex, !state.graph!.hasIDIndex { state.graph!.buildIDIndex() }
            return try body(state.graph!)
        }
    }

    /// Reloads the adjacency when another process committed. The authority is `PRAGMA data_version` on the
    /// writer connection (it moves only when some *other* connection commits); asking it costs a trip through
    /// GRDB's writer queue, so it is only asked when the database or WAL file's size or mtime changed since
    /// the last check — every commit, ours or theirs, appends to the WAL.
    func refresh(_ state: inout MemoryState, force: Bool) throws {
        let stamp = FileStamp(database: path, wal: walPath)
        if !force, state.graph != nil, let stamp, stamp == state.stamp { return }
        do {
            let version = try pool.writeWithoutTransaction { db in try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
            if force || version != state.dataVersion || state.graph == nil {
                state.graph = try pool.read { try MemoryGraph.load($0) }
                state.dataVersion = version
            }
            state.stamp = stamp
        } catch { throw Self.wrap(error) }
    }

    /// Whether the loaded graph is current (tests use it to observe cross-process refreshes).
    var loadedEdgeCount: Int? { state.withLock { $0.graph?.edgeCount } }

    static func wrap(_ error: any Error) -> any Error {
        if error is GraphError { return error }
        if let db = error as? DatabaseError { return GraphError.database(db.message ?? db.description) }
        return error
    }
}

/// Size and modification time of the database file and its WAL: a cheap "did anything commit?" probe.
struct FileStamp: Equatable, Sendable {
    var database: (size: Int, seconds: Int, nanoseconds: Int, inode: UInt) = (-1, -1, -1, 0)
    var wal: (size: Int, seconds: Int, nanoseconds: Int, inode: UInt) = (-1, -1, -1, 0)

    init?(database path: String, wal walPath: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            database = (Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), UInt(info.st_ino))
        }
        if stat(walPath, &info) == 0 {
            wal = (Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), UInt(info.st_ino))
        }
    }

    static func == (a: FileStamp, b: FileStamp) -> Bool { a.database == b.database && a.wal == b.wal }
}
