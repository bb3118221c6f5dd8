import Foundation
import GRDB

/// Vectors for semantic search, beside the nodes they describe (table `node_embeddings`): one per node and model,
/// unit length, so similarity is a dot product. Forgetting a node deletes its vector (foreign key cascade).
extension KnowledgeGraph {
    /// Stores (or replaces) vectors for `model`; nodes that no longer exist are skipped.
    public func storeEmbeddings(_ vectors: [(id: NodeID, vector: [Float])], model: String) throws {
        guard !vectors.isEmpty else { return }
        _ = try write { db in
            for (id, vector) in vectors {
                guard let num = try NodeRows.num(db, of: id) else { continue }
                try db.execute(sql: "INSERT OR REPLACE INTO node_embeddings(num, model, vector) VALUES (?, ?, ?)",
                               arguments: [num, model, EmbeddingVector.blob(EmbeddingVector.normalised(vector))])
            }
            return true
        }
    }

    /// Up to `limit` nodes, newest first, that have no vector for `model` yet.
    public func nodesWithoutEmbedding(model: String, limit: Int) throws -> [Node] {
        try read { db in
            let nums = try Int64.fetchAll(db, sql: """
                SELECT n.num FROM nodes n
                WHERE NOT EXISTS (SELECT 1 FROM node_embeddings e WHERE e.num = n.num AND e.model = ?)
                ORDER BY n.num DESC LIMIT ?
                """, arguments: [model, limit])
            return try NodeRows.fetch(db, nums: nums)
        }
    }

    /// How many nodes have no vector for `model` yet.
    public func embeddingMissingCount(model: String) throws -> Int {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM nodes n
                WHERE NOT EXISTS (SELECT 1 FROM node_embeddings e WHERE e.num = n.num AND e.model = ?)
                """, arguments: [model]) ?? 0
        }
    }

    /// How many nodes have a vector for `model`.
    public func embeddingCount(model: String) throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM node_embeddings WHERE model = ?", arguments: [model]) ?? 0 }
    }

    /// The nodes whose vectors are most similar to `vector` (cosine), best first: at or above `minimum`, and — with
    /// eight vectors or more — standing out from the rest (1.5 standard deviations above the mean similarity).
    /// Models differ wildly in their baseline (e5 puts unrelated sentences at ~0.78, OpenAI's at ~0.1), so a fixed
    /// threshold alone cannot say "about this"; how far a node stands out from the others can.
    public func nearest(to vector: [Float], model: String, limit: Int, minimum: Float) throws -> [(node: Node, similarity: Float)] {
        let query = EmbeddingVector.normalised(vector)
        guard limit > 0, !query.isEmpty else { return [] }
        return try read { db in
            // A linear scan of every vector of `model`, each read in place off SQLite's page (no `Row`, no `Data`
            // copy): at 100k vectors the per-row allocations cost more than the arithmetic.
            var scored: [(num: Int64, similarity: Float)] = []
            let statement = try db.cachedStatement(sql: "SELECT num, vector FROM node_embeddings WHERE model = ?")
            try statement.setArguments([model])
            let rows = try RawStatement(borrowing: statement, in: db)
            while try rows.step() {
                guard let blob = rows.blob(1), blob.count == query.count * 4 else { continue }
                scored.append((rows.int64(0), EmbeddingVector.dot(query, blob)))
            }
            var cut = minimum
            if scored.count >= 8 {
                let mean = scored.reduce(0) { $0 + $1.similarity } / Float(scored.count)
                let variance = scored.reduce(0) { $0 + ($1.similarity - mean) * ($1.similarity - mean) } / Float(scored.count)
                cut = max(cut, mean + 1.5 * variance.squareRoot())
            }
            let best = scored.filter { $0.similarity >= cut }.sorted { $0.similarity > $1.similarity }.prefix(limit)
            return try best.compactMap { entry -> (node: Node, similarity: Float)? in
                try NodeRows.fetch(db, nums: [entry.num]).first.map { (node: $0, similarity: entry.similarity) }
            }
        }
    }
}

/// Vectors as SQLite blobs (little-endian Float32) and the arithmetic on them.
enum EmbeddingVector {
    static func normalised(_ vector: [Float]) -> [Float] {
        let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return length > 0 ? vector.map { $0 / length } : []
    }

    static func blob(_ vector: [Float]) -> Data {
        var data = Data(capacity: vector.count * 4)
        for value in vector { withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    /// Dot product of `query` with a stored blob's bytes (read in place); 0 when the dimensions differ.
    static func dot(_ query: [Float], _ raw: UnsafeRawBufferPointer) -> Float {
        guard raw.count == query.count * 4 else { return 0 }
        var sum: Float = 0
        for index in 0..<query.count {
            let bits = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            sum += query[index] * Float(bitPattern: bits)
        }
        return sum
    }
}

/// The `node_embeddings` table (migration "embeddings-v1", after the graph's and memory's).
enum EmbeddingSchema {
    static func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("embeddings-v1") { db in
            try db.execute(sql: """
                CREATE TABLE node_embeddings (
                    num INTEGER PRIMARY KEY NOT NULL REFERENCES nodes(num) ON DELETE CASCADE,
                    model TEXT NOT NULL,
                    vector BLOB NOT NULL
                );
                CREATE INDEX node_embeddings_model ON node_embeddings(model);
                """)
        }
    }
}
