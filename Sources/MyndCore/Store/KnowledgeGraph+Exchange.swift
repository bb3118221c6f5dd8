import Foundation
import GRDB
import Synchronization

/// What an import wrote.
public struct ImportSummary: Hashable, Sendable {
    public var nodes: Int
    public var edges: Int
    /// Memory records (sessions, messages, summaries, facts, patterns) written.
    public var memoryRecords: Int = 0

    public init(nodes: Int, edges: Int, memoryRecords: Int = 0) {
        self.nodes = nodes
        self.edges = edges
        self.memoryRecords = memoryRecords
    }
}

extension KnowledgeGraph {
    /// Everything as an export document: the graph, conversation memory, and the follow-up ledger kept beside
    /// the database (`FollowupLedgerStore(besideDatabase:)`), all read in one transaction.
    public func export() throws -> GraphExport {
        let ledgerStore = FollowupLedgerStore(besideDatabase: path)
        let ledger: FollowupLedger?
        do { ledger = try ledgerStore.loadIfPresent() } catch {
            throw GraphError.database("cannot read the follow-up ledger \(ledgerStore.path) (\(error)); move it aside to export without it")
        }
        var document = try read { db in
            var aliases: [String: [String]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT node_id, alias FROM aliases ORDER BY node_id, alias") {
                aliases[row[0], default: []].append(row[1])
            }
            var ids: [Int64: NodeID] = [:]
            var nodes: [Node] = []
            let rows = try RawStatement(db, sql: "SELECT \(NodeRows.columns) FROM nodes ORDER BY num")
            while try rows.step() {
                var node = NodeRows.node(rows)
                node.aliases = aliases[node.id.rawValue] ?? []
                ids[rows.int64(1)] = node.id
                nodes.append(node)
            }
            var edges: [Edge] = []
            let scan = try RawStatement(db, sql: "SELECT source, target, type, weight, created_at FROM edges ORDER BY source, target, type")
            while try scan.step() {
                guard let s = ids[scan.int64(0)], let t = ids[scan.int64(1)],
                      let type = EdgeType(code: UInt8(truncatingIfNeeded: scan.int64(2))) else { continue }
                edges.append(Edge(source: s, target: t, type: type, weight: scan.double(3),
                                  createdAt: Timestamp.date(millis: scan.int64(4))))
            }
            let memory = try MemoryExchange.export(db)
            return GraphExport(nodes: nodes, edges: edges, sessions: memory.sessions, messages: memory.messages,
                               summaries: memory.summaries, facts: memory.facts, patterns: memory.patterns)
        }
        document.ledger = ledger
        return document
    }

    /// Imports an export document atomically: every record is validated first (and constraint failures
    /// are caught while writing); on any problem nothing is written. Nodes whose id already exists are
    /// updated; edges are upserted; memory records as `MemoryExchange.write` says. The ledger, a file beside
    /// the database, is merged in after the database commit (it is validated by then: it decoded).
    @discardableResult
    public func importGraph(_ document: GraphExport) throws -> ImportSummary {
        guard GraphExport.readableVersions.contains(document.version) else {
            throw GraphError.invalidRecord(record: "document", reason: "version \(document.version) is not supported (this mynd reads versions 1–\(GraphExport.currentVersion))")
        }
        try MemoryExchange.validate(document)
        var fileIDs: [NodeID: Int] = [:]
        for (i, node) in document.nodes.enumerated() {
            if let first = fileIDs[node.id] {
                throw GraphError.invalidRecord(record: "nodes[\(i)] (id \(node.id))", reason: "duplicate of nodes[\(first)]")
            }
            if node.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw GraphError.invalidRecord(record: "nodes[\(i)] (id \(node.id))", reason: "empty content")
            }
            fileIDs[node.id] = i
        }
        let summary = try write { db -> ImportSummary in
            var nums: [NodeID: Int64] = [:]
            nums.reserveCapacity(document.nodes.count)
            let empty = try Int64.fetchOne(db, sql: "SELECT num FROM nodes LIMIT 1") == nil
            var next = try NodeRows.nextNum(db)
            let insert = try RawStatement(db, sql: """
                INSERT INTO nodes (id, num, type, content, name_key, created_at, updated_at, last_touched_at,
                                   completed, completed_at, source, confidence, metadata)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET type = excluded.type, content = excluded.content, name_key = excluded.name_key,
                    created_at = excluded.created_at, updated_at = excluded.updated_at, last_touched_at = excluded.last_touched_at,
                    completed = excluded.completed, completed_at = excluded.completed_at, source = excluded.source,
                    confidence = excluded.confidence, metadata = excluded.metadata
                """)
            for (i, node) in document.nodes.enumerated() {
                let num: Int64
                if !empty, let existing = try NodeRows.num(db, of: node.id) { num = existing } else { num = next; next += 1 }
                nums[node.id] = num
                insert.reset()
                insert.bind(1, node.id.rawValue); insert.bind(2, num); insert.bind(3, node.type.rawValue)
                insert.bind(4, node.content)
                if node.type.isNamedEntity { insert.bind(5, NameKey.normalise(node.content)) } else { insert.bindNull(5) }
                insert.bind(6, Timestamp.millis(node.createdAt)); insert.bind(7, Timestamp.millis(node.updatedAt))
                insert.bind(8, Timestamp.millis(node.lastTouchedAt)); insert.bind(9, Int64(node.completed ? 1 : 0))
                if let done = node.completedAt { insert.bind(10, Timestamp.millis(done)) } else { insert.bindNull(10) }
                insert.bind(11, node.source.rawValue)
                if let c = node.confidence { insert.bind(12, c) } else { insert.bindNull(12) }
                insert.bind(13, NodeRows.metadataJSON(node.metadata))
                do { try insert.execute() } catch {
                    let clash = try NodeRows.fetch(db, where: "type = ? AND name_key = ?",
                                                   [node.type.rawValue, NameKey.normalise(node.content)]).first
                    throw GraphError.invalidRecord(
                        record: "nodes[\(i)] (id \(node.id))",
                        reason: clash.map { "a \($0.type.rawValue) named '\($0.content)' already exists (\($0.id))" } ?? "\(error)")
                }
                for alias in node.aliases { try NodeRows.addAlias(db, alias, to: node.id) }
            }
            let link = try RawStatement(db, sql: """
                INSERT INTO edges (source, target, type, weight, created_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (source, target, type) DO UPDATE SET weight = excluded.weight, created_at = excluded.created_at
                """)
            for (i, edge) in document.edges.enumerated() {
                var ends: [Int64] = []
                for id in [edge.source, edge.target] {
                    if let n = try nums[id] ?? (empty ? nil : NodeRows.num(db, of: id)) {
                        ends.append(n)
                    } else {
                        throw GraphError.invalidRecord(record: "edges[\(i)] (\(edge.source) → \(edge.target))",
                                                       reason: "node \(id) is neither in the file nor in the database")
                    }
                }
                link.reset(binding: ends[0], ends[1], Int64(edge.type.code))
                link.bind(4, edge.weight)
                link.bind(5, Timestamp.millis(edge.createdAt))
                do { try link.execute() } catch {
                    throw GraphError.invalidRecord(record: "edges[\(i)]", reason: "\(error)")
                }
            }
            try MemoryExchange.write(document, into: db) { id in
                try fileIDs[id] != nil || (!empty && NodeRows.num(db, of: id) != nil)
            }
            let memory = document.sessions.count + document.messages.count + document.summaries.count
                + document.facts.count + document.patterns.count
            return ImportSummary(nodes: document.nodes.count, edges: document.edges.count, memoryRecords: memory)
        }
        if mode == .inMemory { try reload() }
        // A bulk load leaves the full-text indexes in many segments; merged, every search reads one. Not fatal: the
        // data is committed, the indexes work unmerged (only slower), and the daemon's tidier merges them later.
        _ = try? tidySearchIndexesFully()
        if let incoming = document.ledger {
            let store = FollowupLedgerStore(besideDatabase: path)
            var ledger = (try? store.loadIfPresent()) ?? FollowupLedger()
            ledger.merge(incoming)
            do { try store.save(ledger) } catch {
                throw GraphError.database("imported the database, but cannot write the follow-up ledger \(store.path): \(error)")
            }
        }
        return summary
    }

    /// Reloads the in-memory adjacency from SQLite (after bulk changes).
    func reload() throws {
        try state.withLock { state in
            state.graph = try read { try MemoryGraph.load($0) }
        }
    }

    /// Deletes every node and edge (and, through the cascades, everything derived from them), and every
    /// conversation record.
    public func removeAll() throws {
        try write({ db in
            try db.execute(sql: """
                DELETE FROM memory_patterns; DELETE FROM memory_fact_sources; DELETE FROM memory_facts;
                DELETE FROM memory_session_digests; DELETE FROM memory_summaries; DELETE FROM memory_messages;
                DELETE FROM memory_sessions; DELETE FROM edges; DELETE FROM aliases; DELETE FROM nodes;
                """)
        }, mirror: { graph, _ in graph = MemoryGraph() })
    }
}

extension DecodingError {
    /// "nodes[3].type"-style path of the record that failed.
    var recordName: String {
        let path: [any CodingKey]
        switch self {
        case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c): path = c.codingPath
        @unknown default: path = []
        }
        guard !path.isEmpty else { return "document" }
        return path.reduce("") { text, key in
            if let i = key.intValue { return text + "[\(i)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }

    var reason: String {
        switch self {
        case .dataCorrupted(let c): c.debugDescription
        case .keyNotFound(let key, _): "missing field '\(key.stringValue)'"
        case .typeMismatch(let type, _): "expected \(type)"
        case .valueNotFound(let type, _): "expected \(type), found null"
        @unknown default: "\(self)"
        }
    }
}
