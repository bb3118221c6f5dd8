import Foundation
import Logging
import MyndCore
import Testing
@testable import MyndAssembly

/// The daemon's session sweeper on a real SQLite store: it follows a reload of `[memory] session_timeout_minutes`,
/// because it asks the runtime for the engine on every sweep instead of keeping the one it started with.
@Suite("Session sweeper", .timeLimit(.minutes(1)))
struct SessionSweeperTests {
    @Test("After a reload, idle sessions end by the new session timeout")
    func sweepsWithTheReloadedEngine() async throws {
        let directory = NSTemporaryDirectory() + "mynd-sweep-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let logger = Logger(label: "mynd.test.sweep")
        var config = MyndConfig()
        config.memory.sessionTimeoutMinutes = 30
        let runtime = try MyndRuntime.open(config: config, databasePath: directory + "/mynd.sqlite", mode: .onDemand,
                                           environment: [:], logger: logger)
        // A session idle for ten minutes: open under a 30-minute timeout.
        let session = try runtime.memory.openSession(now: Date().addingTimeInterval(-600), timeout: 1_800).session
        let sweeper = SessionSweeper(engine: { runtime.engine }, logger: logger, interval: .milliseconds(50))
        let sweeping = Task { try await sweeper.run() }
        defer { sweeping.cancel() }

        try await Task.sleep(for: .milliseconds(300))  // six sweeps
        #expect(try runtime.memory.session(session.id)?.endedAt == nil, "ten idle minutes are within 30")

        config.memory.sessionTimeoutMinutes = 5
        runtime.reconfigure(config, environment: [:], logger: logger)
        var ended = false
        for _ in 0..<100 where !ended {
            try await Task.sleep(for: .milliseconds(20))
            ended = try runtime.memory.session(session.id)?.endedAt != nil
        }
        #expect(ended, "ten idle minutes are past the reloaded five")
        #expect(try runtime.memory.session(session.id)?.endReason == "timeout")
    }
}
