import Foundation
import MyndCore
import MyndTesting
import Synchronization
import Testing
@testable import MyndDaemon

/// The scheduler against the daemon's ports in process: `RecordingNotifier` as the desktop (clicked as a user
/// would), `ScriptedReplies` as Axel's voice, `MemoryGoals` as the graph. The same paths over a real D-Bus server
/// are ProactiveSchedulerTests'; these add what only the ports show: the briefing spoken, and not spoken when the
/// desktop cannot show it.
@Suite("Follow-ups in process", .timeLimit(.minutes(1)))
struct FollowupInProcessTests {
    struct Desk {
        let clock = TestClock(FollowupRulesTests.at(8, 40))  // after quiet hours, ten minutes after the briefing time
        let goals = MemoryGoals([FollowupRulesTests.goal("plan", daysOld: 5, from: FollowupRulesTests.at(12))])
        let notifier = RecordingNotifier()
        let voice = ScriptedReplies { _ in "" }
        let dir: TempDir
        let scheduler: ProactiveScheduler

        init() throws {
            dir = try TempDir()
            var config = MyndConfig.Proactive()
            config.briefingTime = "08:30"
            scheduler = ProactiveScheduler(config: config, source: goals, notifier: notifier, responder: goals,
                                           ledgerStore: FollowupLedgerStore(path: dir.path + "/f.json"),
                                           calendar: FollowupRulesTests.calendar, now: clock.read, briefingSpeaker: voice)
        }

        func shown(_ summary: String) -> RecordingNotifier.Shown? {
            notifier.shown.first { $0.notification.summary == summary }
        }
    }

    @Test("The briefing is shown and spoken once; clicks on it and on the follow-up reach the responder")
    func briefingSpokenAndClicked() async throws {
        let desk = try Desk()
        let running = Task { try await desk.scheduler.run() }
        defer { running.cancel() }
        try #require(await eventually { desk.notifier.shown.count == 2 })
        let briefing = try #require(desk.shown("Good morning from Axel"))
        let followup = try #require(desk.shown("Axel has a thought"))
        #expect(briefing.notification.body == "1 active goal. Maybe start with: Goal plan")
        #expect(await eventually { desk.voice.spoken == [briefing.notification.body] })

        desk.notifier.click(briefing.id, action: "talk")
        desk.notifier.click(followup.id, action: "snooze")
        #expect(await eventually { desk.goals.talkedAbout.withLock { $0 } == ["plan"] && desk.goals.snoozed.withLock { $0 } == ["plan"] })
        #expect(await desk.scheduler.currentLedger.snoozedUntil["plan"] == desk.clock.read().addingTimeInterval(86_400))

        // Later the same morning: neither is shown nor spoken again.
        desk.clock.advance(3_600)
        await desk.scheduler.check()
        await desk.scheduler.briefingIfDue()
        #expect(desk.notifier.shown.count == 2 && desk.voice.spoken.count == 1)
    }

    @Test("No desktop: nothing is recorded as sent and the briefing is not spoken; both come once it is back")
    func noDesktop() async throws {
        let desk = try Desk()
        desk.notifier.unavailable = true
        #expect(await desk.scheduler.check()?.toSend.map(\.goal.id) == ["plan"])
        #expect(await desk.scheduler.briefingIfDue() == false)
        #expect(await desk.scheduler.currentLedger.sent.isEmpty)
        #expect(await desk.scheduler.currentLedger.lastBriefing == nil)
        #expect(desk.notifier.shown.isEmpty && desk.voice.spoken.isEmpty)

        desk.notifier.unavailable = false
        desk.clock.advance(60)
        await desk.scheduler.check()
        #expect(await desk.scheduler.briefingIfDue())
        #expect(desk.notifier.shown.count == 2 && desk.voice.spoken.count == 1)
        #expect(await desk.scheduler.currentLedger.sent.map(\.goalID) == ["plan"])
    }
}
