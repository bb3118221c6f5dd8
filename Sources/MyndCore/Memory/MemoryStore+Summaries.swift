import Foundation
import GRDB

extension MemoryStore {
    /// Stores (or replaces) the summary of a session.
    @discardableResult
    public func saveSummary(_ summary: SessionSummary) throws -> SessionSummary {
        try write("saving a session summary") { db in
            var summary = summary
            try db.execute(sql: "DELETE FROM memory_summaries WHERE sessionID = ?", arguments: [summary.sessionID])
            try summary.insert(db)
            return summary
        }
    }

    /// The most recent summaries, newest first (medium-term memory keeps the last 5 in context).
    public func recentSummaries(limit: Int) throws -> [SessionSummary] {
        try read("reading summaries") { db in try Reader(db: db).recentSummaries(limit: limit) }
    }

    public func summary(ofSession sessionID: String) throws -> SessionSummary? {
        try read("reading a summary") { db in
            try SessionSummary.filter(Column("sessionID") == sessionID).fetchOne(db)
        }
    }

    // MARK: In-session digests

    /// The digest of a long session's older messages: the last message id it covers, and its text.
    public func sessionDigest(_ sessionID: String) throws -> (throughMessageID: Int64, content: String)? {
        try read("reading a session digest") { db in try Reader(db: db).sessionDigest(sessionID) }
    }

    public func saveSessionDigest(_ sessionID: String, throughMessageID: Int64, content: String, now: Date) throws {
        try write("saving a session digest") { db in
            try db.execute(sql: """
                INSERT INTO memory_session_digests (sessionID, throughMessageID, content, updatedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(sessionID) DO UPDATE SET throughMessageID = excluded.throughMessageID,
                    content = excluded.content, updatedAt = excluded.updatedAt
                """, arguments: [sessionID, throughMessageID, content, now])
        }
    }

    // MARK: Patterns

    /// Replaces the stored patterns with a fresh computation, keeping each pattern's first-seen date.
    public func replacePatterns(_ patterns: [UserPattern]) throws {
        try write("saving patterns") { db in
            let old = try UserPattern.fetchAll(db)
            let firstSeen = Dictionary(old.map { ("\($0.kind)|\($0.key)", $0.firstSeenAt) }, uniquingKeysWith: min)
            try UserPattern.deleteAll(db)
            for var pattern in patterns {
                if let first = firstSeen["\(pattern.kind)|\(pattern.key)"] { pattern.firstSeenAt = min(first, pattern.firstSeenAt) }
                pattern.id = nil
                try pattern.insert(db)
            }
        }
    }

    /// Stored patterns, strongest first.
    public func patterns(limit: Int = 50) throws -> [UserPattern] {
        try read("reading patterns") { db in try Reader(db: db).patterns(limit: limit) }
    }
}
