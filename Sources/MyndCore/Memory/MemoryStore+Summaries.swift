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
        try read("reading summaries") { db in
            try SessionSummary.order(Column("sessionStartedAt").desc).limit(limit).fetchAll(db)
        }
    }

    public func summary(ofSession sessionID: String) throws -> SessionSummary? {
        try read("reading a summary") { db in
            try SessionSummary.filter(Column("sessionID") == sessionID).fetchOne(db)
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
        try read("reading patterns") { db in
            try UserPattern.order(Column("count").desc, Column("key")).limit(limit).fetchAll(db)
        }
    }
}
