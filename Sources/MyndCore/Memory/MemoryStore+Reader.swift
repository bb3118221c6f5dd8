import Foundation
import GRDB

extension MemoryStore {
    /// Memory's reads on one open transaction, each on a cached statement (SQL written out, not built per call). A context build asks memory up to seven questions per message;
    /// as seven transactions each paid GRDB's and SQLite's fixed cost of a read (~0.1 ms: a reader, BEGIN,
    /// the schema check, COMMIT), which at 100k nodes was most of the build. Lives only inside `reading`.
    public struct Reader {
        let db: Database

        /// The session's messages, oldest first; `limit` keeps the most recent ones.
        public func messages(inSession sessionID: String, limit: Int? = nil, before messageID: Int64? = nil) throws -> [StoredMessage] {
            let sql = "SELECT * FROM memory_messages WHERE sessionID = ?" + (messageID == nil ? "" : " AND id < ?")
                + " ORDER BY id DESC" + (limit == nil ? "" : " LIMIT ?")
            var arguments: StatementArguments = [sessionID]
            if let messageID { arguments += [messageID] }
            if let limit { arguments += [limit] }
            return try StoredMessage.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).reversed()
        }

        /// The digest of a long session's older messages: the last message id it covers, and its text.
        public func sessionDigest(_ sessionID: String) throws -> (throughMessageID: Int64, content: String)? {
            try Row.fetchOne(db.cachedStatement(sql: "SELECT throughMessageID, content FROM memory_session_digests WHERE sessionID = ?"),
                             arguments: [sessionID]).map { ($0["throughMessageID"], $0["content"]) }
        }

        /// Current facts, most confident first.
        public func currentFacts(limit: Int = 100) throws -> [Fact] {
            try Fact.fetchAll(db.cachedStatement(sql: """
                SELECT * FROM memory_facts WHERE validUntil IS NULL ORDER BY confidence DESC, lastSeenAt DESC LIMIT ?
                """), arguments: [limit])
        }

        /// The most recent summaries, newest first.
        public func recentSummaries(limit: Int) throws -> [SessionSummary] {
            try SessionSummary.fetchAll(db.cachedStatement(sql: "SELECT * FROM memory_summaries ORDER BY sessionStartedAt DESC LIMIT ?"),
                                        arguments: [limit])
        }

        /// Stored patterns, strongest first.
        public func patterns(limit: Int = 50) throws -> [UserPattern] {
            try UserPattern.fetchAll(db.cachedStatement(sql: #"SELECT * FROM memory_patterns ORDER BY "count" DESC, "key" LIMIT ?"#),
                                     arguments: [limit])
        }

        /// See `MemoryStore.facts(mentioning:limit:)`.
        public func facts(mentioning terms: [String], limit: Int) throws -> [Fact] {
            let terms = MemoryStore.searchTerms(terms)
            guard !terms.isEmpty, limit > 0 else { return [] }
            // `content` holds the value and, for facts with an attribute, the subject too; both are indexed.
            let facts = try Fact.fetchAll(db.cachedStatement(sql: """
                SELECT memory_facts.* FROM memory_facts_fts JOIN memory_facts ON memory_facts.id = memory_facts_fts.rowid
                WHERE memory_facts_fts MATCH ? AND memory_facts.validUntil IS NULL LIMIT 200
                """), arguments: [MemoryStore.matchQuery(terms)])
            return Array(facts.map { fact in (fact, MemoryStore.score("\(fact.subject) \(fact.value) \(fact.content)", terms)) }
                .sorted { ($0.1, $0.0.confidence) > ($1.1, $1.0.confidence) }
                .map(\.0).prefix(limit))
        }

        /// See `MemoryStore.summaries(mentioning:limit:)`.
        public func summaries(mentioning terms: [String], limit: Int) throws -> [SessionSummary] {
            let terms = MemoryStore.searchTerms(terms)
            guard !terms.isEmpty, limit > 0 else { return [] }
            let summaries = try SessionSummary.fetchAll(db.cachedStatement(sql: """
                SELECT memory_summaries.* FROM memory_summaries_fts
                JOIN memory_summaries ON memory_summaries.id = memory_summaries_fts.rowid
                WHERE memory_summaries_fts MATCH ? ORDER BY memory_summaries.sessionStartedAt DESC LIMIT 200
                """), arguments: [MemoryStore.matchQuery(terms)])
            return Array(summaries.map { ($0, MemoryStore.score($0.content, terms)) }
                .sorted { ($0.1, $0.0.sessionStartedAt) > ($1.1, $1.0.sessionStartedAt) }
                .map(\.0).prefix(limit))
        }
    }

    /// Runs `body` with every read on one transaction (one consistent state of memory).
    public func reading<T>(_ body: (Reader) throws -> T) throws -> T {
        try read("reading memory") { db in try body(Reader(db: db)) }
    }
}
