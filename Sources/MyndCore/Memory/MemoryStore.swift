import Foundation
import GRDB

/// Conversation memory in SQLite: sessions and messages (short-term), summaries (medium-term),
/// facts (long-term) and user patterns. Cheap to copy; every call is one transaction.
///
/// Production hands it the store's `DatabasePool`; tests a temp-file `DatabaseQueue` — both `any DatabaseWriter`.
public struct MemoryStore: Sendable {
    public let db: any DatabaseWriter

    public init(_ db: any DatabaseWriter) {
        self.db = db
    }

    // MARK: Sessions

    /// The session an utterance at `now` belongs to: the open one if it was active within `timeout`,
    /// otherwise a new one. Open sessions idle for longer are ended ("timeout") and returned so their
    /// summaries can be written.
    public func openSession(now: Date, timeout: TimeInterval) throws -> (session: ConversationSession, ended: [ConversationSession]) {
        try write("opening a session") { db in
            var ended: [ConversationSession] = []
            var current: ConversationSession?
            let open = try ConversationSession.filter(Column("endedAt") == nil).order(Column("lastActivityAt").desc).fetchAll(db)
            for var session in open {
                if current == nil, now.timeIntervalSince(session.lastActivityAt) <= timeout {
                    current = session
                } else {
                    session.endedAt = min(now, session.lastActivityAt.addingTimeInterval(timeout))
                    session.endReason = "timeout"
                    try session.update(db)
                    ended.append(session)
                }
            }
            if let current { return (current, ended) }
            let fresh = ConversationSession(startedAt: now)
            try fresh.insert(db)
            return (fresh, ended)
        }
    }

    /// Ends every open session idle for longer than `timeout` at `now`; returns them (for summaries).
    public func endIdleSessions(now: Date, timeout: TimeInterval) throws -> [ConversationSession] {
        try write("ending idle sessions") { db in
            let idle = try ConversationSession
                .filter(Column("endedAt") == nil && Column("lastActivityAt") < now.addingTimeInterval(-timeout))
                .fetchAll(db)
            return try idle.map { session in
                var session = session
                session.endedAt = session.lastActivityAt.addingTimeInterval(timeout)
                session.endReason = "timeout"
                try session.update(db)
                return session
            }
        }
    }

    /// Ends the open session now ("explicit"), if there is one.
    public func endOpenSession(now: Date) throws -> ConversationSession? {
        try write("ending the session") { db in
            guard var session = try ConversationSession.filter(Column("endedAt") == nil)
                .order(Column("lastActivityAt").desc).fetchOne(db) else { return nil }
            session.endedAt = now
            session.endReason = "explicit"
            try session.update(db)
            return session
        }
    }

    public func session(_ id: String) throws -> ConversationSession? {
        try read("reading a session") { db in try ConversationSession.fetchOne(db, key: id) }
    }

    /// Most recent first.
    public func sessions(limit: Int) throws -> [ConversationSession] {
        try read("listing sessions") { db in
            try ConversationSession.order(Column("startedAt").desc).limit(limit).fetchAll(db)
        }
    }

    /// Ended sessions with messages but no summary yet (e.g. a summary that failed or a crash before it).
    public func sessionsNeedingSummary() throws -> [ConversationSession] {
        try read("finding sessions to summarise") { db in
            try ConversationSession.fetchAll(db, sql: """
                SELECT s.* FROM memory_sessions s
                WHERE s.endedAt IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM memory_summaries m WHERE m.sessionID = s.id)
                  AND EXISTS (SELECT 1 FROM memory_messages m WHERE m.sessionID = s.id)
                ORDER BY s.startedAt
                """)
        }
    }

    // MARK: Messages

    /// Persists a message and marks its session active at the message's time.
    @discardableResult
    public func append(_ message: StoredMessage) throws -> StoredMessage {
        try write("saving a message") { db in
            var message = message
            try message.insert(db)
            try db.execute(
                sql: "UPDATE memory_sessions SET lastActivityAt = MAX(lastActivityAt, ?) WHERE id = ?",
                arguments: [message.createdAt, message.sessionID])
            return message
        }
    }

    /// The session's messages, oldest first; `limit` keeps the most recent ones.
    public func messages(inSession sessionID: String, limit: Int? = nil, before messageID: Int64? = nil) throws -> [StoredMessage] {
        try read("reading messages") { db in try Reader(db: db).messages(inSession: sessionID, limit: limit, before: messageID) }
    }

    /// User and assistant messages created at or after `since`, oldest first (input for pattern learning).
    public func messages(since: Date, role: ChatMessage.Role? = nil) throws -> [StoredMessage] {
        try read("reading recent messages") { db in
            var request = StoredMessage.filter(Column("createdAt") >= since)
            if let role { request = request.filter(Column("role") == role.rawValue) }
            return try request.order(Column("id")).fetchAll(db)
        }
    }

    /// Input and output tokens recorded over all messages.
    public func totalUsage() throws -> TokenUsage {
        try read("summing usage") { db in
            let row = try Row.fetchOne(db, sql: "SELECT COALESCE(SUM(inputTokens),0) AS i, COALESCE(SUM(outputTokens),0) AS o FROM memory_messages")
            return TokenUsage(inputTokens: row?["i"] ?? 0, outputTokens: row?["o"] ?? 0)
        }
    }

    // MARK: Plumbing

    func write<T>(_ operation: String, _ body: (Database) throws -> T) throws -> T {
        do { return try db.write(body) } catch let error as MemoryError { throw error } catch {
            throw MemoryError.database(operation: operation, message: String(describing: error))
        }
    }

    func read<T>(_ operation: String, _ body: (Database) throws -> T) throws -> T {
        do { return try db.read(body) } catch let error as MemoryError { throw error } catch {
            throw MemoryError.database(operation: operation, message: String(describing: error))
        }
    }
}
