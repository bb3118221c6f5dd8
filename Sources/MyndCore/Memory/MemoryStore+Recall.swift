import Foundation
import GRDB

/// Finding the facts and past-session summaries that are about something, for per-message recall.
extension MemoryStore {
    /// Current facts whose subject or text (which holds the value) has a word that is, or starts with, any of
    /// `terms` (case- and accent-insensitive), those matching the most terms first, then the most confident.
    public func facts(mentioning terms: [String], limit: Int) throws -> [Fact] {
        let terms = Self.searchTerms(terms)
        guard !terms.isEmpty, limit > 0 else { return [] }
        // `content` holds the value and, for facts with an attribute, the subject too; both are indexed.
        let facts = try read("reading facts for recall") { db in
            try Fact.fetchAll(db, sql: """
                SELECT memory_facts.* FROM memory_facts_fts JOIN memory_facts ON memory_facts.id = memory_facts_fts.rowid
                WHERE memory_facts_fts MATCH ? AND memory_facts.validUntil IS NULL LIMIT 200
                """, arguments: [Self.matchQuery(terms)])
        }
        return Array(facts.map { fact in (fact, Self.score("\(fact.subject) \(fact.value) \(fact.content)", terms)) }
            .sorted { ($0.1, $0.0.confidence) > ($1.1, $1.0.confidence) }
            .map(\.0).prefix(limit))
    }

    /// Session summaries with a word that is, or starts with, any of `terms`, those matching the most terms
    /// first, then the newest.
    public func summaries(mentioning terms: [String], limit: Int) throws -> [SessionSummary] {
        let terms = Self.searchTerms(terms)
        guard !terms.isEmpty, limit > 0 else { return [] }
        let summaries = try read("reading summaries for recall") { db in
            try SessionSummary.fetchAll(db, sql: """
                SELECT memory_summaries.* FROM memory_summaries_fts
                JOIN memory_summaries ON memory_summaries.id = memory_summaries_fts.rowid
                WHERE memory_summaries_fts MATCH ? ORDER BY memory_summaries.sessionStartedAt DESC LIMIT 200
                """, arguments: [Self.matchQuery(terms)])
        }
        return Array(summaries.map { ($0, Self.score($0.content, terms)) }
            .sorted { ($0.1, $0.0.sessionStartedAt) > ($1.1, $1.0.sessionStartedAt) }
            .map(\.0).prefix(limit))
    }

    /// An FTS5 query for any of `terms`, each a word or the start of one ("garden" finds "gardening"); every term
    /// quoted, so no user word is read as query syntax.
    static func matchQuery(_ terms: [String]) -> String {
        terms.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }.joined(separator: " OR ")
    }

    /// Lower-case terms of three letters or more, no stop words, no LIKE wildcards; at most 8.
    static func searchTerms(_ terms: [String]) -> [String] {
        var seen = Set<String>()
        return terms.map { $0.lowercased().filter { $0 != "%" && $0 != "_" } }
            .filter { $0.count >= 3 && !StopWords.english.contains($0) && seen.insert($0).inserted }
            .prefix(8).map { $0 }
    }

    private static func score(_ text: String, _ terms: [String]) -> Int {
        let lower = text.lowercased()
        return terms.filter { lower.contains($0) }.count
    }
}
