import Foundation
import MyndCore
import MyndTesting
import Synchronization
import Testing

/// The daemon's periodic sweep: idle sessions end and get summaries without a new utterance.
@Suite(.timeLimit(.minutes(1)))
struct SessionSweepTests {
    @Test func idleSessionIsEndedAndSummarisedBySweep() async throws {
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let graph = InMemoryGraph(mirror: db)
        let clock = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        let axel = AxelEngine(model: OfflineAxel(graph: graph), graph: graph, memory: memory,
                              settings: .init(sessionTimeout: 600), clock: { clock.withLock { $0 } })
        let exchange = try await axel.respond(to: "I need to call Bob about the Apollo project", source: .typed)
        for await _ in exchange.reply {}
        _ = await exchange.outcome()
        // Not idle yet: nothing to do
        #expect(await axel.sweepIdleSessions().isEmpty)
        clock.withLock { $0 += 601 }
        let written = await axel.sweepIdleSessions()
        #expect(written.map(\.sessionID) == [exchange.sessionID])
        #expect(written.first?.content.contains("**Follow-ups:** call Bob about the Apollo project") == true)
        #expect(try memory.session(exchange.sessionID)?.endReason == "timeout")
        // Idempotent
        #expect(await axel.sweepIdleSessions().isEmpty)
    }
}
