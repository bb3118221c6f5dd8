import Foundation
import GRDB

/// Finding the facts and past-session summaries that are about something, for per-message recall.
extension MemoryStore {
    /// Current facts whose subject, value or text contains any of `terms` (case-insensitive), those matching
    /// the most terms first, then the most confident.
    public func facts(mentioning terms: [String], limit: Int) throws -> [Fact] {
        let terms = Self.searchTerms(terms)
        guard !terms.isEmpty, limit > 0 else { return [] }
        // `content` holds the value and, for facts with an attribute, the subject too.
        let clause = terms.map { _ in "(content LIKE ? OR subject LIKE ?)" }.joined(separator: " OR ")
        let arguments = StatementArguments(terms.flatMap { term in Array(repeating: "%\(term)%", count: 2) })
        let facts = try read("reading facts for recall") { db in
            try Fact.filter(sql: "validUntil IS NULL AND (\(clause))", arguments: arguments).limit(200).fetchAll(db)
        }
        return Array(facts.map { fact in (fact, Self.score("\(fact.subject) \(fact.value) \(fact.content)", terms)) }
            .sorted { ($0.1, $0.0.confidence) > ($1.1, $1.0.confidence) }
            .map(\.0).prefix(limit))
    }

    /// Session summaries that contain any of `terms`, those matching the most terms first, then the newest.
    public func summaries(mentioning terms: [String], limit: Int) throws -> [SessionSummary] {
        let terms = Self.searchTerms(terms)
        guard !terms.isEmpty, limit > 0 else { return [] }
        let clause = terms.map { _ in "content LIKE ?" }.joined(separator: " OR ")
        let summaries = try read("reading summaries for recall") { db in
            try SessionSummary.filter(sql: clause, arguments: StatementArguments(terms.map { "%\($0)%" }))
                .order(Column("sessionStartedAt").desc).limit(200).fetchAll(db)
        }
        return Array(summaries.map { ($0, Self.score($0.content, terms)) }
            .sorted { ($0.1, $0.0.sessionStartedAt) > ($1.1, $1.0.sessionStartedAt) }
            .map(\.0).prefix(limit))
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
