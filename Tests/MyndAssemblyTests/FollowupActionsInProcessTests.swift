import Foundation
import Logging
import MyndCore
import MyndDaemon
import MyndTesting
import MyndVoice
import Synchronization
import Testing
@testable import MyndAssembly

/// A follow-up from a stale goal to the user's click, in process: the real scheduler on a real SQLite graph, the
/// daemon's responder and conversation as `DaemonWiring` builds them, Axel's offline voice on a fake speaker — and
/// `RecordingNotifier` as the desktop, clicked as a user would. The live D-Bus path is DaemonTests' and
/// ProactiveSchedulerTests'.
@Suite("Follow-up actions in process", .serialized, .timeLimit(.minutes(1)))
struct FollowupActionsInProcessTests {
    static let goalText = "I want to repaint the back fence"

    /// Everything one test needs, on its own directory.
    final class Desk: Sendable {
        let directory: String
        let runtime: MyndRuntime
        let goal: Node
        let notifier: RecordingNotifier
        let synthesizer: FakeSpeechSynthesizer
        let scheduler: ProactiveScheduler
        let clock: SettableClock
        let start: Date

        init() throws {
            let logger = Logger(label: "mynd.test.followup")
            let directory = NSTemporaryDirectory() + "mynd-followup-" + UUID().uuidString
            let notifier = RecordingNotifier(), synthesizer = FakeSpeechSynthesizer(millisecondsPerCharacter: 1)
            let start = Date(), clock = SettableClock(start)
            self.directory = directory
            self.notifier = notifier
            self.synthesizer = synthesizer
            self.start = start
            self.clock = clock
            let runtime = try MyndRuntime.open(config: MyndConfig(), databasePath: directory + "/mynd.sqlite", mode: .onDemand,
                                               environment: [:], logger: logger)
            self.runtime = runtime
            goal = try runtime.graph.add(Node(type: .goal, content: FollowupActionsInProcessTests.goalText,
                                              createdAt: start.addingTimeInterval(-10 * 86_400)))
            let speaker = SentenceSpeaker(synthesizer: synthesizer, sink: FakeAudioSink(), acknowledgeAfter: nil)
            let replies = ConversationReplies(conversation: runtime.conversation(speaker: speaker), speaksBriefing: true)
            var config = MyndConfig.Proactive()
            config.quietStart = "00:00"  // equal start and end: no quiet hours, whatever the time of day
            config.quietEnd = "00:00"
            scheduler = ProactiveScheduler(config: config, source: GraphFollowupSource(graph: runtime.graph), notifier: notifier,
                                           responder: GraphFollowupResponder(graph: runtime.graph, replies: replies),
                                           ledgerStore: FollowupLedgerStore(path: directory + "/followups.json"),
                                           now: { clock.now }, tickInterval: .seconds(3_600))
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        func advance(hours: Double) { clock.advance(hours * 3_600) }
        var stored: Node? { get throws { try runtime.graph.node(goal.id) } }
        var nodeCount: Int { get throws { try runtime.graph.nodes().count } }

        /// Runs the scheduler (its first tick checks at once) until the stale goal's notification is shown.
        func followedUp() async throws -> (RecordingNotifier.Shown, Task<Void, any Error>) {
            let running = Task { try await scheduler.run() }
            try #require(await eventually { notifier.shown.count == 1 })
            return (notifier.shown[0], running)
        }
    }

    @Test("Snooze: the goal is silent for one day, not for stale_days, and the graph is not touched")
    func snoozeLastsADay() async throws {
        let desk = try Desk()
        let (shown, running) = try await desk.followedUp()
        defer { running.cancel() }
        #expect(shown.notification.body.contains(Self.goalText))

        desk.notifier.click(shown.id, action: "snooze")
        #expect(await eventually { await desk.scheduler.currentLedger.snoozedUntil[desk.goal.id.rawValue] != nil })
        #expect(await desk.scheduler.currentLedger.snoozedUntil[desk.goal.id.rawValue] == desk.start.addingTimeInterval(86_400))
        #expect(try desk.stored?.lastTouchedAt == desk.goal.lastTouchedAt, "Snooze touched the goal")

        desk.advance(hours: 2)
        await desk.scheduler.check()
        #expect(desk.notifier.shown.count == 1, "a snoozed goal came back within the day")

        // A day and an hour later — well inside the three stale days a touch would have bought — it is back.
        desk.advance(hours: 23)
        await desk.scheduler.check()
        #expect(desk.notifier.shown.count == 2)
        #expect(desk.notifier.shown.last?.notification.body.contains(Self.goalText) == true)
    }

    @Test("Talk: Axel speaks about the goal, the goal is touched, nothing new is filed")
    func talkFilesNothing() async throws {
        let desk = try Desk()
        let before = try desk.nodeCount
        let (shown, running) = try await desk.followedUp()
        defer { running.cancel() }

        desk.notifier.click(shown.id, action: "talk")
        #expect(await eventually { desk.synthesizer.units.joined(separator: " ").contains(Self.goalText) },
                "spoken: \(desk.synthesizer.units)")
        #expect(try await eventually { try desk.stored?.lastTouchedAt ?? .distantPast > desk.goal.lastTouchedAt })
        let after = try desk.runtime.graph.nodes().map(\.content)
        #expect(after.count == before, "Talk filed something: \(after)")
        #expect(try desk.stored?.completed == false)
    }

    @Test("Done: the goal is completed in the graph and never followed up again")
    func doneCompletes() async throws {
        let desk = try Desk()
        let (shown, running) = try await desk.followedUp()
        defer { running.cancel() }

        desk.notifier.click(shown.id, action: "done")
        #expect(try await eventually { try desk.stored?.completed == true })
        desk.advance(hours: 25)
        await desk.scheduler.check()
        #expect(desk.notifier.shown.count == 1)
        #expect(desk.synthesizer.units.isEmpty, "Done spoke")
    }
}

/// The scheduler's wall clock, moved on by the test.
final class SettableClock: Sendable {
    private let date: Mutex<Date>
    init(_ date: Date) { self.date = Mutex(date) }
    var now: Date { date.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// Polls `condition` until it holds or `timeout` seconds pass, without blocking the cooperative pool.
private func eventually(timeout: Double = 15, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    } while Date() < deadline
    return try await condition()
}
