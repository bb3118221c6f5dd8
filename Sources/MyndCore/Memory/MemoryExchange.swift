import Foundation
import GRDB

/// Conversation memory in and out of the export document (`GraphExport` version 2): sessions, messages,
/// summaries, facts with their sources and supersession, patterns. In-session digests are not exported: they
/// are a cache, rebuilt from the messages.
///
/// Import keeps each record's id when it is free, so export → reset → import → export gives the same document.
/// A record whose id is taken by the same record (same session and time for a message, same match key and
/// first sighting for a fact) is updated in place, so importing a file twice changes nothing; one whose id is
/// taken by something else gets a new id, and references to it (a fact's `supersededBy`) follow.
enum MemoryExchange {
    struct Records {
        var sessions: [ConversationSession] = []
        var messages: [StoredMessage] = []
        var summaries: [SessionSummary] = []
        var facts: [ExportedFact] = []
        var patterns: [UserPattern] = []
    }

    /// Every memory record, in id order (sessions by start).
    static func export(_ db: Database) throws -> Records {
        var records = Records()
        records.sessions = try ConversationSession.order(Column("startedAt"), Column("id")).fetchAll(db)
        records.messages = try StoredMessage.order(Column("id")).fetchAll(db)
        records.summaries = try SessionSummary.order(Column("id")).fetchAll(db)
        var sources: [Int64: [NodeID]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT factID, nodeID FROM memory_fact_sources ORDER BY factID, nodeID") {
            sources[row[0], default: []].append(NodeID(rawValue: row[1]))
        }
        records.facts = try Fact.order(Column("id")).fetchAll(db).map { ExportedFact(fact: $0, sources: sources[$0.id ?? -1] ?? []) }
        records.patterns = try UserPattern.order(Column("id")).fetchAll(db)
        return records
    }

    /// Checks what can be checked without the database: duplicates, ranges, references within the file.
    static func validate(_ document: GraphExport) throws {
        var sessionIDs = Set<String>()
        for (i, session) in document.sessions.enumerated() {
            let name = "sessions[\(i)] (id \(session.id))"
            if session.id.isEmpty { throw GraphError.invalidRecord(record: "sessions[\(i)]", reason: "empty id") }
            if !sessionIDs.insert(session.id).inserted { throw GraphError.invalidRecord(record: name, reason: "duplicate session id") }
        }
        var messageIDs = Set<Int64>()
        for (i, message) in document.messages.enumerated() {
            if let id = message.id, !messageIDs.insert(id).inserted {
                throw GraphError.invalidRecord(record: "messages[\(i)] (id \(id))", reason: "duplicate message id")
            }
            if let node = message.nodeID, NodeID.parse(node) == nil {
                throw GraphError.invalidRecord(record: "messages[\(i)].nodeID", reason: "'\(node)' is not a node id")
            }
            if (message.inputTokens ?? 0) < 0 || (message.outputTokens ?? 0) < 0 {
                throw GraphError.invalidRecord(record: "messages[\(i)]", reason: "negative token count")
            }
        }
        var summarised = Set<String>()
        for (i, summary) in document.summaries.enumerated() where !summarised.insert(summary.sessionID).inserted {
            throw GraphError.invalidRecord(record: "summaries[\(i)]", reason: "a second summary of session \(summary.sessionID)")
        }
        var factIDs = Set<Int64>()
        for (i, item) in document.facts.enumerated() {
            let name = "facts[\(i)]" + (item.fact.id.map { " (id \($0))" } ?? "")
            if let id = item.fact.id, !factIDs.insert(id).inserted { throw GraphError.invalidRecord(record: name, reason: "duplicate fact id") }
            if !(0...1).contains(item.fact.confidence) {
                throw GraphError.invalidRecord(record: name, reason: "confidence \(item.fact.confidence) is not within 0–1")
            }
            if item.fact.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw GraphError.invalidRecord(record: name, reason: "empty content")
            }
        }
        for (i, item) in document.facts.enumerated() {
            if let newer = item.fact.supersededBy, !factIDs.contains(newer) {
                throw GraphError.invalidRecord(record: "facts[\(i)]", reason: "supersededBy \(newer) is not a fact in the file")
            }
        }
        var patternKeys = Set<String>()
        for (i, pattern) in document.patterns.enumerated() where !patternKeys.insert(pattern.kind + "|" + pattern.key).inserted {
            throw GraphError.invalidRecord(record: "patterns[\(i)]", reason: "duplicate pattern \(pattern.kind) '\(pattern.key)'")
        }
    }

    /// Writes the document's memory records inside the import's transaction. `nodeExists` answers for nodes
    /// in the file or the database.
    static func write(_ document: GraphExport, into db: Database, nodeExists: (NodeID) throws -> Bool) throws {
        let fileSessions = Set(document.sessions.map(\.id))
        func sessionExists(_ id: String) throws -> Bool {
            try fileSessions.contains(id) || ConversationSession.exists(db, key: id)
        }
        for (i, session) in document.sessions.enumerated() {
            try guarded("sessions[\(i)] (id \(session.id))") { try session.upsert(db) }
        }
        for (i, original) in document.messages.enumerated() {
            let name = "messages[\(i)]" + (original.id.map { " (id \($0))" } ?? "")
            var message = original
            guard try sessionExists(message.sessionID) else {
                throw GraphError.invalidRecord(record: name, reason: "session \(message.sessionID) is neither in the file nor in the database")
            }
            if let raw = message.nodeID {
                let node = NodeID.parse(raw)!  // validated
                guard try nodeExists(node) else {
                    throw GraphError.invalidRecord(record: name, reason: "node \(node) is neither in the file nor in the database")
                }
                message.nodeID = node.rawValue
            }
            try guarded(name) {
                if let id = message.id, let existing = try StoredMessage.fetchOne(db, key: id) {
                    if existing.sessionID == message.sessionID, existing.createdAt == message.createdAt, existing.role == message.role {
                        try message.update(db)
                        return
                    }
                    message.id = nil
                }
                try message.insert(db)
            }
        }
        for (i, original) in document.summaries.enumerated() {
            var summary = original
            let name = "summaries[\(i)]"
            guard try sessionExists(summary.sessionID) else {
                throw GraphError.invalidRecord(record: name, reason: "session \(summary.sessionID) is neither in the file nor in the database")
            }
            try guarded(name) {
                try db.execute(sql: "DELETE FROM memory_summaries WHERE sessionID = ?", arguments: [summary.sessionID])
                if let id = summary.id, try SessionSummary.exists(db, key: id) { summary.id = nil }
                try summary.insert(db)
            }
        }
        // Facts: rows first (supersession cleared), then the supersession links through the id map.
        var factIDs: [Int64: Int64] = [:]
        for (i, item) in document.facts.enumerated() {
            let name = "facts[\(i)]" + (item.fact.id.map { " (id \($0))" } ?? "")
            var fact = item.fact
            fact.supersededBy = nil
            for source in item.sources where try !nodeExists(source) {
                throw GraphError.invalidRecord(record: name, reason: "source node \(source) is neither in the file nor in the database")
            }
            try guarded(name) {
                if let id = fact.id, let existing = try Fact.fetchOne(db, key: id) {
                    if existing.matchKey == fact.matchKey, existing.firstSeenAt == fact.firstSeenAt {
                        try fact.update(db)
                    } else {
                        fact.id = nil
                        try fact.insert(db)
                    }
                } else {
                    try fact.insert(db)
                }
                if let old = item.fact.id { factIDs[old] = fact.id }
                for source in item.sources {
                    try db.execute(sql: "INSERT OR IGNORE INTO memory_fact_sources (factID, nodeID) VALUES (?, ?)",
                                   arguments: [fact.id, source.rawValue])
                }
            }
        }
        for (i, item) in document.facts.enumerated() {
            guard let old = item.fact.supersededBy, let id = item.fact.id else { continue }
            try guarded("facts[\(i)]") {
                try db.execute(sql: "UPDATE memory_facts SET supersededBy = ? WHERE id = ?", arguments: [factIDs[old], factIDs[id]])
            }
        }
        for (i, original) in document.patterns.enumerated() {
            var pattern = original
            try guarded("patterns[\(i)]") {
                try db.execute(sql: "DELETE FROM memory_patterns WHERE kind = ? AND key = ?", arguments: [pattern.kind, pattern.key])
                if let id = pattern.id, try UserPattern.exists(db, key: id) { pattern.id = nil }
                try pattern.insert(db)
            }
        }
    }

    /// Runs one record's writes; a constraint failure names the record.
    private static func guarded(_ record: String, _ body: () throws -> Void) throws {
        do { try body() } catch let error as GraphError { throw error } catch let error as DatabaseError {
            throw GraphError.invalidRecord(record: record, reason: error.message ?? "\(error)")
        }
    }
}
