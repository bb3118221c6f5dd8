import Foundation
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

    var actions: FollowupActions {
        FollowupActions(done: { id in self.completed.withLock { $0.append(id) } },
                        snooze: { id, _ in self.snoozed.withLock { $0.append(id) } },
                        talk: { id in self.talkedAbout.withLock { $0.append(id) } })
    }
}

/// Records push-to-talk calls at the `VoiceControl` seam (the voice loop is another helper's part).
final class RecordingVoice: VoiceControl, Sendable {
    let calls = Mutex<[String]>([])
    func startListening() async throws { calls.withLock { $0.append("start") } }
    func stopListening() async throws { calls.withLock { $0.append("stop") } }
    func cancelListening() async throws { calls.withLock { $0.append("cancel") } }
    func stopSpeaking() async { calls.withLock { $0.append("stopSpeaking") } }
}

/// A settable clock for the scheduler.
final class TestClock: Sendable {
    let now: Mutex<Date>
    init(_ date: Date) { now = Mutex(date) }
    func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
    var read: @Sendable () -> Date { { self.now.withLock { $0 } } }
}
