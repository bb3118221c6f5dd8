import Foundation
import MyndCore
import Synchronization
import Testing
@testable import MyndDaemon

@Suite("Proactive scheduler", .serialized, .timeLimit(.minutes(1)))
struct ProactiveSchedulerTests {
    @Test("stale goals become real notifications; Done and Snooze clicks reach the handlers; nothing twice")
    func endToEnd() async throws {
        let bus = try SessionBus()
        let server = try RecordingNotificationServer(bus: bus)
        let notifier = DBusNotifier(address: bus.address)
        try notifier.start()
        defer { notifier.stop() }
        let clock = TestClock(FollowupRulesTests.at(10))
        let goals = MemoryGoals([
            FollowupRulesTests.goal("garden", daysOld: 5, from: clock.read()),
            FollowupRulesTests.goal("taxes", daysOld: 4, blocks: 1, next: true, from: clock.read()),
            FollowupRulesTests.goal("fresh", daysOld: 1, from: clock.read()),
        ])
        let dir = try TempDir()
        var config = MyndConfig.Proactive()
        config.dailyCap = 5
        let scheduler = ProactiveScheduler(config: config, source: goals, notifier: notifier, responder: goals,
                                           ledgerStore: FollowupLedgerStore(path: dir.path + "/followups.json"),
                                           calendar: FollowupRulesTests.calendar, now: clock.read)
        let running = Task { try await scheduler.run() }
        defer { running.cancel() }

        // A missing notification must fail this test, not crash the whole test process by indexing.
        try #require(await eventually { server.calls.count == 2 })
        let calls = server.calls
        #expect(calls.map(\.summary) == ["Axel has a thought", "Axel has a thought"])
        #expect(calls[0].body == "“Goal garden” has no next step yet. What's one?")
        #expect(calls[1].body == "“Goal taxes” is holding up 1 other thing. Next step?")
        #expect(calls.allSatisfy { $0.actions == ["default", "Talk", "done", "Done", "snooze", "Snooze", "talk", "Talk"] })

        try server.invoke(id: calls[0].id, action: "done")
        try server.invoke(id: calls[1].id, action: "snooze")
        #expect(await eventually { goals.completed.withLock { $0 } == ["garden"] && goals.snoozed.withLock { $0 } == ["taxes"] })
        #expect(await scheduler.currentLedger.snoozedUntil["taxes"] == clock.read().addingTimeInterval(86_400))

        // An hour later: the check runs again but nothing is sent twice (done, snoozed, already sent today).
        clock.advance(3_600)
        await scheduler.tick(monotonic: ProactiveScheduler.monotonicNow())
        #expect(server.calls.count == 2)
        // The ledger is on disk for the next start.
        let saved = try FollowupLedgerStore(path: dir.path + "/followups.json").load()
        #expect(saved.sent.map(\.goalID) == ["garden", "taxes"])
    }

    @Test("a resume triggers a check at once; the morning briefing is sent once per day")
    func resumeAndBriefing() async throws {
        let bus = try SessionBus()
        let server = try RecordingNotificationServer(bus: bus)
        let notifier = DBusNotifier(address: bus.address)
        try notifier.start()
        defer { notifier.stop() }
        let clock = TestClock(FollowupRulesTests.at(7, 0))  // quiet hours
        let goals = MemoryGoals([FollowupRulesTests.goal("plan", daysOld: 5, from: FollowupRulesTests.at(12))])
        let dir = try TempDir()
        var config = MyndConfig.Proactive()
        config.briefingTime = "08:30"
        config.checkIntervalMinutes = 600
        let scheduler = ProactiveScheduler(config: config, source: goals, notifier: notifier, responder: goals,
                                           ledgerStore: FollowupLedgerStore(path: dir.path + "/f.json"),
                                           calendar: FollowupRulesTests.calendar, now: clock.read)
        #expect(await scheduler.tick(monotonic: .seconds(100)) == false)
        #expect(server.calls.isEmpty)  // quiet hours, briefing not due

        // The machine sleeps 2 hours: monotonic time moves one minute, the wall clock 2 h.
        clock.advance(7_200)
        #expect(await scheduler.tick(monotonic: .seconds(160)) == true)
        #expect(await eventually { server.calls.count == 2 })
        #expect(server.calls.map(\.summary).sorted() == ["Axel has a thought", "Good morning from Axel"])
        #expect(server.calls.first { $0.summary == "Good morning from Axel" }?.body == "1 active goal. Maybe start with: Goal plan")

        clock.advance(60)
        #expect(await scheduler.tick(monotonic: .seconds(220)) == false)
        #expect(server.calls.count == 2)

        // "Talk" on the briefing starts a session about its top goal.
        let briefing = try #require(server.calls.first { $0.summary == "Good morning from Axel" })
        await scheduler.handleAction(notificationID: briefing.id, key: "talk")
        #expect(goals.talkedAbout.withLock { $0 } == ["plan"])
    }

    @Test("no notification server: the check logs and retries later instead of recording a send")
    func noServer() async throws {
        let bus = try SessionBus()
        let notifier = DBusNotifier(address: bus.address)
        try notifier.start()
        defer { notifier.stop() }
        let clock = TestClock(FollowupRulesTests.at(12))
        let goals = MemoryGoals([FollowupRulesTests.goal("a", daysOld: 5)])
        let dir = try TempDir()
        let scheduler = ProactiveScheduler(config: MyndConfig.Proactive(), source: goals, notifier: notifier, responder: goals,
                                           ledgerStore: FollowupLedgerStore(path: dir.path + "/f.json"),
                                           calendar: FollowupRulesTests.calendar, now: clock.read)
        let plan = await scheduler.check()
        #expect(plan?.toSend.map(\.goal.id) == ["a"])
        #expect(await scheduler.currentLedger.sent.isEmpty)
        let server = try RecordingNotificationServer(bus: bus)
        await scheduler.check()
        let sent = await scheduler.currentLedger.sent.count
        #expect(server.calls.count == 1 && sent == 1)
    }
}

@Suite("Follow-ups through dunst", .serialized, .timeLimit(.minutes(1)))
struct DunstFollowupTests {
    @Test("dunst under Xvfb shows the follow-up; clicking it starts a talk about the goal")
    func dunst() async throws {
        let bus = try SessionBus()
        let dunst = try DunstServer(bus: bus)
        let notifier = DBusNotifier(address: bus.address)
        try notifier.start()
        defer { notifier.stop() }
        #expect(await eventually(timeout: 10) { (try? await notifier.serverInformation().first) == "dunst" })
        let goals = MemoryGoals([FollowupRulesTests.goal("garden", daysOld: 5)])
        let dir = try TempDir()
        let scheduler = ProactiveScheduler(config: MyndConfig.Proactive(), source: goals, notifier: notifier,
                                           responder: goals, ledgerStore: FollowupLedgerStore(path: dir.path + "/f.json"),
                                           calendar: FollowupRulesTests.calendar, now: { FollowupRulesTests.at(12) })
        let running = Task { try await scheduler.run() }
        defer { running.cancel() }
        #expect(await eventually { (try? dunst.control("count", "displayed"))?.trimmingCharacters(in: .whitespacesAndNewlines) == "1" })
        try dunst.control("action", "0")  // what a click on the notification does
        #expect(await eventually { goals.talkedAbout.withLock { $0 } == ["garden"] })
        try dunst.control("close-all")
        let shown = try dunst.history()
        #expect(shown.count == 1)
        #expect(shown.first?.summary == "Axel has a thought")
        #expect(shown.first?.body == "“Goal garden” has no next step yet. What's one?")
    }
}
