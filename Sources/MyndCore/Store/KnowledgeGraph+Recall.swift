import Foundation
import GRDB

/// What recall, re-mention matching and due dates need from the store beyond plain search.
extension KnowledgeGraph {
    /// Nodes whose text contains any of the content words of `text` (each as a prefix): those sharing the most
    /// words first, then the newest. Unlike `search(_:)`, one shared word is enough: this finds what a message is
    /// *about*, not what it quotes. Each word looks at its `perWord` newest matches only (FTS5 walks its doclist
    /// backwards and stops), so a word in ten thousand notes costs no more than a rare one.
    public func searchAny(_ text: String, limit: Int = 20, perWord: Int = 50) throws -> [Node] {
        guard !FullText.contentWords(text).isEmpty, limit > 0 else { return [] }
        return try read { try StoreGraphReader(db: $0, loaded: nil).searchAny(text, limit: limit, perWord: perWord) }
    }

    /// Merges `metadata` into the node's (a nil value removes the key) and, with `touchedAt`, touches it.
    /// Returns the node as stored, or nil when it is unknown.
    @discardableResult
    public func annotate(_ id: NodeID, type: NodeType? = nil, metadata: [String: String?], touchedAt: Date? = nil) throws -> Node? {
        try write { db in
            guard var node = try NodeRows.fetch(db, id: id) else { return nil }
            for (key, value) in metadata { node.metadata[key] = value }
            let ms = Timestamp.millis(touchedAt ?? node.lastTouchedAt)
            try db.execute(sql: "UPDATE nodes SET type = ?, metadata = ?, last_touched_at = max(last_touched_at, ?) WHERE id = ?",
                           arguments: [(type ?? node.type).rawValue, NodeRows.metadataJSON(node.metadata), ms, id.rawValue])
            return try NodeRows.fetch(db, id: id)
        }
    }

    /// Open goals and actions (and events) with a due date, soonest first; sensitive nodes are left out.
    public func dueItems(through day: String? = nil, limit: Int = 100) throws -> [Node] {
        try read { db in
            let nodes = try NodeRows.fetch(db, where: """
                type IN ('goal', 'action', 'event') AND completed = 0 AND json_extract(metadata, '$.due') IS NOT NULL
                """, StatementArguments())
            return Array(nodes.filter { !$0.isSensitive }
                .filter { node in day.map { String(node.metadata[DueDates.key]!.prefix(10)) <= $0 } ?? true }
                .sorted { ($0.metadata[DueDates.key]!, $0.id) < ($1.metadata[DueDates.key]!, $1.id) }
                .prefix(limit))
        }
    }
}

extension FullText {
    /// Content words of `text`: lower case, two letters or more, no stop words, no repeats, at most 12.
    static func contentWords(_ text: String) -> [String] {
        var seen = Set<String>()
        return Array(tokens(text).map { $0.lowercased() }
            .filter { $0.count > 1 && !StopWords.english.contains($0) && seen.insert($0).inserted }.prefix(12))
    }
}
