import Foundation
import MyndCLI
import MyndCore
import MyndDaemon
import MyndNet

/// Installs `mynd search`'s search by meaning when `[embeddings] url` is configured (see `SemanticSearchHook`).
enum SemanticSearch {
    static func installIfConfigured(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let loaded = try? ConfigLoader(environment: environment).load(),
              let embedder = OpenAIEmbedder.make(config: loaded.config.embeddings) else { return }
        let minimum = Float(loaded.config.embeddings.minSimilarity)
        SemanticSearchHook.install { query, limit, database, reindex in
            let graph = try KnowledgeGraph(path: database, mode: .onDemand)
            let index = SemanticIndex(embedder: embedder, graph: graph, minimum: minimum)
            return try waitFor { () async throws -> (nodes: [Node], note: String?) in
                do {
                    let indexed = try await index.backfill(limit: reindex ? Int.max : 256)
                    let note = reindex ? "indexed \(indexed) nodes with \(embedder.model); "
                        + "\(try graph.embeddingCount(model: embedder.model)) have vectors" : nil
                    guard !query.isEmpty else { return ([], note) }
                    return (Array(try await index.search(query, limit: limit).prefix(limit)), note)
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    // The endpoint is down or broken: words still find things, and the user is told why.
                    let nodes = query.isEmpty ? [] : try graph.search(query, limit: limit)
                    return (nodes, "searching by meaning failed (\(error)); full-text matches only")
                }
            }
        }
    }

    /// Runs async work from a synchronous command and waits for it (off the cooperative pool).
    private static func waitFor<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.set(.success(try await work())) } catch { box.set(.failure(error)) }
            done.signal()
        }
        done.wait()
        return try box.get()
    }
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?
    func set(_ value: Result<T, any Error>) { lock.withLock { result = value } }
    func get() throws -> T { try lock.withLock { result! }.get() }
}
