import Foundation
import Logging
import MyndCore
import ServiceLifecycle
import Synchronization
import Testing
@testable import MyndAssembly

/// The daemon's store as the first service of a group, as `Daemon` runs it: stopped last, it closes the real
/// SQLite graph only after the parts behind it have made their last write.
@Suite("Graph store service", .timeLimit(.minutes(1)))
struct GraphStoreServiceTests {
    /// A part that writes as it stops, as the voice loop filing a last thought would.
    final class LastWord: Service, Sendable {
        let graph: KnowledgeGraph
        let started = Mutex(false)
        let wrote = Mutex<Result<Node, any Error>?>(nil)
        init(graph: KnowledgeGraph) { self.graph = graph }

        func run() async throws {
            started.withLock { $0 = true }
            try? await gracefulShutdown()
            let result = Result { try graph.add(Node(type: .thought, content: "said as the daemon stopped")) }
            wrote.withLock { $0 = result }
        }
    }

    @Test("Graceful shutdown: the last write commits, then the log is checkpointed and the database closed")
    func closesLast() async throws {
        let directory = NSTemporaryDirectory() + "mynd-store-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/mynd.sqlite"
        let logger = Logger(label: "mynd.test.store")
        let graph = try KnowledgeGraph(path: path, mode: .inMemory)
        let lastWord = LastWord(graph: graph)
        let group = ServiceGroup(configuration: .init(services: [.init(service: GraphStoreService(graph: graph, logger: logger)),
                                                                 .init(service: lastWord)], logger: logger))
        let running = Task { try await group.run() }
        for _ in 0..<500 where !lastWord.started.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))

        await group.triggerGracefulShutdown()
        try await running.value
        let written = try #require(lastWord.wrote.withLock { $0 })
        #expect(throws: Never.self) { try written.get() }
        #expect(throws: (any Error).self) { try graph.nodes() }
        let log = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
        #expect(log == 0, "the write-ahead log was not checkpointed at close")
        #expect(try KnowledgeGraph(path: path).nodes().map(\.content) == ["said as the daemon stopped"])
    }
}
