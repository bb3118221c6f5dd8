import Foundation
import Logging

/// Semantic search over the graph: an `Embedder` for the vectors, the graph's SQLite for keeping them.
///
/// New nodes get their vectors after each exchange (`index`), older ones on `backfill` (`mynd search --reindex`,
/// and a batch at every search). Sensitive nodes are never sent to the embeddings endpoint and never found. A
/// failing endpoint costs only the semantic part: recall and search fall back to full text, with a log line.
public struct SemanticIndex: Sendable {
    public let embedder: any Embedder
    public let graph: KnowledgeGraph
    /// Below this cosine similarity a node is not "about" the text.
    public var minimum: Float

    public init(embedder: any Embedder, graph: KnowledgeGraph, minimum: Float = 0) {
        self.embedder = embedder
        self.graph = graph
        self.minimum = minimum
    }

    public var model: String { embedder.model }

    /// Embeds and stores `nodes` (sensitive ones and empty texts are skipped).
    public func index(_ nodes: [Node]) async throws {
        let wanted = nodes.filter { !$0.isSensitive && !$0.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        guard !wanted.isEmpty else { return }
        let vectors = try await embedder.embed(wanted.map(\.content))
        guard vectors.count == wanted.count else { throw SemanticIndexError.countMismatch(sent: wanted.count, got: vectors.count) }
        try graph.storeEmbeddings(Array(zip(wanted.map(\.id), vectors)).map { (id: $0.0, vector: $0.1) }, model: model)
    }

    /// Gives up to `limit` nodes without a vector theirs, newest first, in batches; returns how many were indexed.
    /// Sensitive nodes get an empty marker vector so they are not asked for again, and never match.
    @discardableResult
    public func backfill(limit: Int = 256, batch: Int = 32) async throws -> Int {
        var done = 0
        while done < limit {
            let missing = try graph.nodesWithoutEmbedding(model: model, limit: min(batch, limit - done))
            guard !missing.isEmpty else { break }
            let (sensitive, plain) = (missing.filter(\.isSensitive), missing.filter { !$0.isSensitive })
            try graph.storeEmbeddings(sensitive.map { (id: $0.id, vector: [0]) }, model: model)
            try await index(plain)
            done += missing.count
        }
        return done
    }

    /// What `mynd search` and the MCP `search` tool answer: up to `limit` nodes closest in meaning, then the full-text
    /// matches (up to `limit + 16`, so callers that hide some still have enough), without repeats. Not cut to `limit`.
    public func search(_ query: String, limit: Int) async throws -> [Node] {
        let close = try await nearest(to: query, limit: limit).map(\.node)
        var seen = Set(close.map(\.id))
        return close + (try graph.search(query, limit: limit + 16).filter { seen.insert($0.id).inserted })
    }

    /// Nodes about `text`, most similar first.
    public func nearest(to text: String, limit: Int) async throws -> [(node: Node, similarity: Float)] {
        guard let vector = try await embedder.embed([text]).first else { return [] }
        return try graph.nearest(to: vector, model: model, limit: limit * 2, minimum: minimum)
            .filter { !$0.node.isSensitive }.prefix(limit).map { $0 }
    }
}

public enum SemanticIndexError: Error, Hashable, CustomStringConvertible {
    case countMismatch(sent: Int, got: Int)

    public var description: String {
        switch self {
        case let .countMismatch(sent, got): "the embeddings endpoint answered \(got) vectors for \(sent) texts"
        }
    }
}
