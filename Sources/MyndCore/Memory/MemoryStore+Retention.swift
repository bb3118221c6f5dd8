import Foundation
import GRDB

/// What a retention sweep deleted.
public struct RetentionSweep: Hashable, Sendable {
    public var messages: Int
    public var summaries: Int
    public var sessions: Int
}

extension MemoryStore {
    /// `[memory] retention_days`: deletes messages created before `cutoff`, summaries written before it, and
    /// ended sessions left with neither. Nodes, facts and patterns stay (the graph is not conversation history).
    /// Digests of sessions that lost messages go with them (a trigger), and are rebuilt from what remains.
    @discardableResult
    public func sweep(olderThan cutoff: Date) throws -> RetentionSweep {
        try write("sweeping old conversations") { db in
            try db.execute(sql: "DELETE FROM memory_messages WHERE createdAt < ?", arguments: [cutoff])
            let messages = db.changesCount
            try db.execute(sql: "DELETE FROM memory_summaries WHERE createdAt < ?", arguments: [cutoff])
            let summaries = db.changesCount
            try db.execute(sql: """
                DELETE FROM memory_sessions WHERE endedAt IS NOT NULL AND lastActivityAt < ?
                  AND NOT EXISTS (SELECT 1 FROM memory_messages m WHERE m.sessionID = memory_sessions.id)
                  AND NOT EXISTS (SELECT 1 FROM memory_summaries s WHERE s.sessionID = memory_sessions.id)
                """, arguments: [cutoff])
            return RetentionSweep(messages: messages, summaries: summaries, sessions: db.changesCount)
        }
    }

    /// The sweep for `retentionDays` days before `now`; nil (nothing done) when retention is off (0).
    @discardableResult
    public func sweep(retentionDays: Int, now: Date) throws -> RetentionSweep? {
        guard retentionDays > 0 else { return nil }
        return try sweep(olderThan: now.addingTimeInterval(-Double(retentionDays) * 86_400))
    }
}
