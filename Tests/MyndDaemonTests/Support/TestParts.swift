import Foundation
import ServiceLifecycle
import Synchronization
@testable import MyndDaemon

/// Goals held in memory, standing in for the graph store behind the `FollowupSource` seam; records completions
/// the way the store would apply them (a done goal is no longer stale).
final class MemoryGoals: FollowupSource, Sendable {
    let goals: Mutex<[StaleGoal]>
    let completed = Mutex<[String]>([])
    let talkedAbout = Mutex<[String]>([])
    let snoozed = Mutex<[String]>([])

    init(_ goals: [StaleGoal]) { self.goals = Mutex(goals) }

    func staleGoals(olderThanDays days: Int, now: Date) async throws -> [StaleGoal] {
        let done = completed.withLock { $0 }
        return goals.withLock { $0 }.filter { !done.contains($0.id) && $0.lastTouched <= now.addingTimeInterval(-Double(days) * 86_400) }
    }

    func activeGoals(now: Date) async throws -> [StaleGoal] {
        let done = completed.withLock { $0 }
        return goals.withLock { $0 }.filter { !done.contains($0.id) }
    }
}

/// The graph's side of a clicked Done/Snooze/Talk, recorded.
extension MemoryGoals: FollowupResponder {
    func done(goalID: String) async throws { completed.withLock { $0.append(goalID) } }
    func snooze(goalID: String, until: Date) async throws { snoozed.withLock { $0.append(goalID) } }
    func talk(goalID: String) async throws { talkedAbout.withLock { $0.append(goalID) } }
}

/// Records push-to-talk calls at the `VoiceControl` seam (the voice loop is another helper's part).
final class RecordingVoice: VoiceControl, Sendable {
    let calls = Mutex<[String]>([])
    func startListening() async throws { calls.withLock { $0.append("start") } }
    func stopListening() async throws { calls.withLock { $0.append("stop") } }
    func cancelListening() async throws { calls.withLock { $0.append("cancel") } }
    func stopSpeaking() async { calls.withLock { $0.append("stopSpeaking") } }
}

/// The store's place in the daemon's service group: at graceful shutdown it notes what had already stopped
/// (the control socket, the voice), so a test can see that the store closes last.
final class RecordingStore: Service, Sendable {
    let socketPath: String
    let voice: RecordingVoice
    let closed = Mutex<(socketOpen: Bool, voiceCalls: [String])?>(nil)

    init(socketPath: String, voice: RecordingVoice) {
        self.socketPath = socketPath
        self.voice = voice
    }

    func run() async throws {
        try? await gracefulShutdown()
        closed.withLock { $0 = (FileManager.default.fileExists(atPath: socketPath), voice.calls.withLock { $0 }) }
    }
}

/// A settable clock for the scheduler.
final class TestClock: Sendable {
    let now: Mutex<Date>
    init(_ date: Date) { now = Mutex(date) }
    func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
    var read: @Sendable () -> Date { { self.now.withLock { $0 } } }
}
