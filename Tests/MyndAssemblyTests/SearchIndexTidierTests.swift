import Foundation
import Logging
import MyndCore
import Testing
@testable import MyndAssembly

/// The daemon's full-text index tidier on a real SQLite store: it merges what one-note transactions left in many
/// segments, in steps, and does nothing when nothing was written since.
@Suite("Search index tidier", .timeLimit(.minutes(1)))
struct SearchIndexTidierTests {
    func fragmentedStore() throws -> (KnowledgeGraph, String) {
        let directory = NSTemporaryDirectory() + "mynd-tidier-" + UUID().uuidString
        let graph = try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: .inMemory)
        for index in 0..<150 {
            _ = try graph.add(Node(type: .thought, content: "thought \(index) about the allotment", createdAt: Date()))
        }
        return (graph, directory)
    }

    @Test("A round merges the indexes to one segment; the next round finds nothing to do")
    func roundMerges() async throws {
        let (graph, directory) = try fragmentedStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect((try graph.searchIndexSegments()["nodes_fts"] ?? 0) > 1)
        let tidier = SearchIndexTidier(graph: graph, logger: Logger(label: "mynd.test.tidier"), pause: .milliseconds(1))
        #expect(try await tidier.tidy() > 0)
        #expect(try graph.searchIndexSegments()["nodes_fts"] == 1)
        #expect(try await tidier.tidy() == 0)
        #expect(try graph.search("allotment", limit: 200).count == 150)
    }

    @Test("Running as a service, it merges after its first delay and stops when cancelled")
    func runsAsAService() async throws {
        let (graph, directory) = try fragmentedStore()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tidier = SearchIndexTidier(graph: graph, logger: Logger(label: "mynd.test.tidier"), firstRound: .milliseconds(20),
                                       interval: .seconds(3_600), pause: .milliseconds(1))
        let running = Task { try await tidier.run() }
        var merged = false
        for _ in 0..<200 where !merged {
            try await Task.sleep(for: .milliseconds(20))
            merged = try graph.searchIndexSegments()["nodes_fts"] == 1
        }
        running.cancel()
        _ = try? await running.value
        #expect(merged)
    }
}
