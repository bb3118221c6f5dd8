import Foundation
import GRDB

/// Finding the facts and past-session summaries that are about something, for per-message recall.
extension MemoryStore {
    /// Current facts whose subject or text (which holds the value) has a word that is, or starts with, any of
    /// `terms` (case- and accent-insensitive), those matching the most terms first, then the most confident.
    public func facts(mentioning terms: [String], limit: Int) throws -> [Fact] {
        try read("reading facts for recall") { db in try Reader(db: db).facts(mentioning: terms, limit: limit) }
    }

    /// Session summaries with a word that is, or starts with, any of `terms`, those matching the most terms
    /// first, then the newest.
    public func summaries(mentioning terms: [String], limit: Int) throws -> [SessionSummary] {
        try read("reading summaries for recall") { db in try Reader(db: db).summaries(mentioning: terms, limit: limit) }
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

    static func score(_ text: String, _ terms: [String]) -> Int {
        let lower = text.lowercased()
        return terms.filter { lower.contains($0) }.count
    }
}
