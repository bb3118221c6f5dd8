import GRDB

/// Keeping the full-text indexes quick to read.
///
/// FTS5 writes each transaction's new words as a segment of its own and merges segments only a few at a time, so
/// a store filled one utterance at a time keeps a dozen or more; every search then probes every segment. Merged
/// into one, a context build's searches took about half as long at 100,000 nodes (Benchmarks/README). The daemon
/// merges in small steps when it is idle (`SearchIndexTidier`); a bulk import merges at its end.
extension KnowledgeGraph {
    /// The database's full-text indexes: the graph's, and memory's (in the daemon memory shares this database).
    static let fullTextTables = ["nodes_fts", "memory_facts_fts", "memory_summaries_fts"]

    /// One bounded step of merging each full-text index toward a single segment: FTS5's `merge` command with a
    /// negative page count (every segment eligible, at most `pages` leaf pages written per index). Returns whether
    /// any index had work to do — FTS5's documented test: a merge that changed fewer than two rows did nothing.
    /// Holds the write lock for the step only (tens of milliseconds at 200 pages).
    @discardableResult
    public func tidySearchIndexes(pages: Int = 200) throws -> Bool {
        precondition(pages > 0, "pages must be positive")
        return try write { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (\(Self.fullTextTables.map { "'\($0)'" }.joined(separator: ",")))
                """)
            var worked = false
            for table in tables {
                let before = db.totalChangesCount
                try db.execute(sql: "INSERT INTO \(table)(\(table), rank) VALUES ('merge', ?)", arguments: [-pages])
                if db.totalChangesCount - before >= 2 { worked = true }
            }
            return worked
        }
    }

    /// Merges until no index has work left; returns the number of steps that did work.
    @discardableResult
    public func tidySearchIndexesFully(pages: Int = 1_000) throws -> Int {
        var steps = 0
        while try tidySearchIndexes(pages: pages) { steps += 1 }
        return steps
    }

    /// How many segments each full-text index has (`nodes_fts` → 1 when fully merged). Reads FTS5's `%_data`
    /// table, whose row ids carry the segment id in their top bits (FTS5_SEGMENT_ROWID in SQLite's fts5Int.h); for
    /// tests and benchmarks, never for correctness.
    public func searchIndexSegments() throws -> [String: Int] {
        try read { db in
            var counts: [String: Int] = [:]
            for table in Self.fullTextTables where try db.tableExists(table + "_data") {
                counts[table] = try Int.fetchOne(db, sql: "SELECT count(DISTINCT id >> 37) FROM \(table)_data WHERE id >> 37 > 0") ?? 0
            }
            return counts
        }
    }
}
