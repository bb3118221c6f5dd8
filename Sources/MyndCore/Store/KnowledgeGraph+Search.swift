import Foundation
import GRDB

/// Building FTS5 queries from what a person typed, without letting FTS5 syntax through.
enum FullText {
    /// Letter/digit runs of `text`, the way FTS5's unicode61 tokenizer splits it.
    static func tokens(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// An exact-phrase query for `text`, or nil when it has no words.
    static func phrase(_ text: String) -> String? {
        let words = tokens(text)
        return words.isEmpty ? nil : "\"" + words.joined(separator: " ") + "\""
    }

    /// Every word must occur, each as a prefix ("gard" finds "garden").
    static func prefixQuery(_ text: String) -> String? {
        let words = tokens(text)
        return words.isEmpty ? nil : words.map { "\"\($0)\"*" }.joined(separator: " ")
    }
}

extension KnowledgeGraph {
    /// Full-text search: every word matches as a prefix; ranked by BM25 with a small boost for
    /// well-connected nodes (score × (1 + 0.1·ln(1 + degree))). Best first.
    public func search(_ query: String, limit: Int = 20) throws -> [Node] {
        guard let match = FullText.prefixQuery(query), limit > 0 else { return [] }
        return try read { db in
            let candidates = try Row.fetchAll(db, sql: """
                SELECT rowid, bm25(nodes_fts) AS score FROM nodes_fts WHERE nodes_fts MATCH ? ORDER BY score LIMIT ?
                """, arguments: [match, max(limit * 4, 200)])
            let degree = try RawStatement(db, sql: """
                SELECT (SELECT count(*) FROM edges WHERE source = ?1)
                     + (SELECT count(*) FROM edges INDEXED BY edges_by_target WHERE target = ?1)
                """)
            var scored: [(num: Int64, score: Double)] = []
            for row in candidates {
                let num: Int64 = row[0]
                degree.reset(binding: num)
                let d = try degree.step() ? degree.int64(0) : 0
                // bm25() is negative (more negative = better), so growing its magnitude ranks higher.
                scored.append((num, (row[1] as Double) * (1 + 0.1 * log(1 + Double(d)))))
            }
            scored.sort { ($0.score, $0.num) < ($1.score, $1.num) }
            return try NodeRows.fetch(db, nums: scored.prefix(limit).map(\.num))
        }
    }
}
