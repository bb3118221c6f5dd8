import Foundation
import GRDB

/// One past conversation as `mynd history` shows it.
public struct SessionHistory: Hashable, Sendable {
    public var session: ConversationSession
    public var summary: SessionSummary?
    /// Oldest first.
    public var messages: [StoredMessage]
}

extension MemoryStore {
    /// Past conversations, oldest first: the last `limit` sessions active at or after `since`, or the one session
    /// whose id is (or starts with) `session`. Messages before `since` are left out.
    public func history(session: String? = nil, since: Date? = nil, limit: Int = 10) throws -> [SessionHistory] {
        try read("reading history") { db in
            var sessions: [ConversationSession]
            if let session {
                sessions = try ConversationSession.fetchAll(db, sql: "SELECT * FROM memory_sessions WHERE id = ? OR id LIKE ? ORDER BY startedAt LIMIT 2",
                                                            arguments: [session, session.replacingOccurrences(of: "%", with: "") + "%"])
                if let exact = sessions.first(where: { $0.id == session }) { sessions = [exact] }
                guard sessions.count == 1 else {
                    throw MemoryError.notFound(kind: sessions.isEmpty ? "session" : "unique session", id: session)
                }
            } else {
                var request = ConversationSession.order(Column("startedAt").desc).limit(limit)
                if let since { request = request.filter(Column("lastActivityAt") >= since) }
                sessions = try request.fetchAll(db).reversed()
            }
            return try sessions.map { session in
                var messages = StoredMessage.filter(Column("sessionID") == session.id)
                if let since { messages = messages.filter(Column("createdAt") >= since) }
                return SessionHistory(session: session,
                                      summary: try SessionSummary.filter(Column("sessionID") == session.id).fetchOne(db),
                                      messages: try messages.order(Column("id")).fetchAll(db))
            }
        }
    }

    /// Ids of nodes marked sensitive (`Node.isSensitive`): listings show their messages only as a pointer.
    public func sensitiveNodeIDs() throws -> Set<String> {
        try read("reading sensitive nodes") { db in
            Set(try String.fetchAll(db, sql: "SELECT id FROM nodes WHERE json_extract(metadata, '$.\(Node.sensitiveKey)') = 'true'"))
        }
    }

    /// Tokens by day (UTC, "YYYY-MM-DD") or by model, from the messages that recorded usage, oldest day or
    /// busiest model first. Messages without a model are counted under "unknown".
    public func usage(by grouping: UsageGrouping, since: Date? = nil) throws -> [UsageRow] {
        try read("summing usage") { db in
            let key = grouping == .day ? "substr(createdAt, 1, 10)" : "COALESCE(model, 'unknown')"
            let order = grouping == .day ? "grp" : "i + o DESC, grp"
            var sql = """
                SELECT \(key) AS grp, COALESCE(model, 'unknown') AS m, COALESCE(SUM(inputTokens), 0) AS i,
                       COALESCE(SUM(outputTokens), 0) AS o, COUNT(*) AS n
                FROM memory_messages WHERE (inputTokens IS NOT NULL OR outputTokens IS NOT NULL)
                """
            var arguments: StatementArguments = []
            if let since { sql += " AND createdAt >= ?"; arguments += [since] }
            sql += " GROUP BY grp, m ORDER BY \(order)"
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map {
                UsageRow(group: $0["grp"], model: $0["m"], usage: TokenUsage(inputTokens: $0["i"], outputTokens: $0["o"]), replies: $0["n"])
            }
        }
    }
}

public enum UsageGrouping: String, Sendable, CaseIterable { case day, model }

/// Tokens of one model within one group (a day, or the model itself).
public struct UsageRow: Hashable, Sendable {
    public var group: String
    public var model: String
    public var usage: TokenUsage
    /// Replies that recorded usage.
    public var replies: Int
}
