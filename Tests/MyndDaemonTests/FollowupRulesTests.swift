import Foundation
import MyndCore
import Testing
@testable import MyndDaemon

/// The proactive rules with a fixed clock and calendar (UTC), so every boundary is exact.
@Suite("Follow-up rules")
struct FollowupRulesTests {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    /// 2026-03-10 at hh:mm UTC, plus `days`.
    static func at(_ hour: Int, _ minute: Int = 0, day: Int = 10) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))!
    }

    static func goal(_ id: String, daysOld: Double, blocks: Int = 0, next: Bool = false, from now: Date = at(12)) -> StaleGoal {
        StaleGoal(id: id, content: "Goal \(id)", lastTouched: now.addingTimeInterval(-daysOld * 86_400),
                  blocksCount: blocks, hasNextAction: next)
    }

    func policy(cap: Int = 3, quiet: (String, String) = ("22:00", "08:00")) -> FollowupPolicy {
        var config = MyndConfig.Proactive()
        config.dailyCap = cap
        config.quietStart = quiet.0
        config.quietEnd = quiet.1
        return FollowupPolicy(config, calendar: Self.calendar)
    }

    @Test("quiet hours wrap midnight: start inclusive, end exclusive")
    func quietHours() {
        let p = policy()
        #expect(p.isQuiet(Self.at(22, 0)) && p.isQuiet(Self.at(23, 59)) && p.isQuiet(Self.at(0, 0)) && p.isQuiet(Self.at(7, 59)))
        #expect(!p.isQuiet(Self.at(8, 0)) && !p.isQuiet(Self.at(12)) && !p.isQuiet(Self.at(21, 59)))
        let day = policy(quiet: ("13:00", "14:00"))
        #expect(day.isQuiet(Self.at(13, 30)) && !day.isQuiet(Self.at(14, 0)) && !day.isQuiet(Self.at(23)))
        #expect(!policy(quiet: ("09:00", "09:00")).isQuiet(Self.at(9)))
    }

    @Test("nothing is sent in quiet hours, and the reason names when they end")
    func nothingInQuietHours() {
        let now = Self.at(23, 30)
        let plan = FollowupPlanner.plan(goals: [Self.goal("a", daysOld: 5, from: now)], ledger: FollowupLedger(),
                                        policy: policy(), now: now)
        #expect(plan.quiet && plan.toSend.isEmpty)
        #expect(plan.decisions.first?.reason == "quiet hours until 08:00")
    }

    @Test("ranking: age, blocking others and no next action raise urgency")
    func ranking() {
        let now = Self.at(12)
        let goals = [Self.goal("old-with-next", daysOld: 6, next: true), Self.goal("blocks-two", daysOld: 3, blocks: 2, next: true),
                     Self.goal("no-next", daysOld: 4), Self.goal("fresh", daysOld: 3, next: true)]
        let plan = FollowupPlanner.plan(goals: goals, ledger: FollowupLedger(), policy: policy(cap: 10), now: now)
        // Scores: no-next 4+3 = 7, blocks-two 3+4 = 7 (older wins the tie), old-with-next 6, fresh 3.
        #expect(plan.decisions.map(\.goal.id) == ["no-next", "blocks-two", "old-with-next", "fresh"])
        #expect(plan.decisions.map(\.urgency) == [7, 7, 6, 3])
        #expect(plan.decisions[0].reason == "untouched for 4 days, no next action")
    }

    @Test("the daily cap sends only the most urgent ones")
    func dailyCap() {
        let now = Self.at(12)
        let goals = (1...5).map { Self.goal("g\($0)", daysOld: Double(3 + $0)) }
        var ledger = FollowupLedger()
        ledger.sent = [.init(goalID: "other", at: Self.at(9))]
        let plan = FollowupPlanner.plan(goals: goals, ledger: ledger, policy: policy(cap: 3), now: now)
        #expect(plan.toSend.map(\.goal.id) == ["g5", "g4"])
        #expect(plan.decisions.filter { !$0.send }.allSatisfy { $0.reason == "daily cap of 3 reached" })
        // Yesterday's sends do not count toward today's cap.
        ledger.sent = [.init(goalID: "other", at: Self.at(20, day: 9))]
        #expect(FollowupPlanner.plan(goals: goals, ledger: ledger, policy: policy(cap: 3), now: now).toSend.count == 3)
    }

    @Test("at most one per goal per day; a new day allows it again")
    func onePerGoalPerDay() {
        var ledger = FollowupLedger()
        ledger.sent = [.init(goalID: "a", at: Self.at(9))]
        let later = FollowupPlanner.plan(goals: [Self.goal("a", daysOld: 5)], ledger: ledger, policy: policy(), now: Self.at(18))
        #expect(later.toSend.isEmpty && later.decisions[0].reason == "already followed up today")
        let tomorrow = Self.at(9, day: 11)
        let next = FollowupPlanner.plan(goals: [Self.goal("a", daysOld: 6, from: tomorrow)], ledger: ledger, policy: policy(),
                                        now: tomorrow)
        #expect(next.toSend.map(\.goal.id) == ["a"])
    }

    @Test("nothing twice in the same window, even across midnight")
    func sameWindowAcrossMidnight() {
        // Quiet 13:00–14:00: the active window runs 14:00 → 13:00 the next day, spanning midnight.
        let p = policy(quiet: ("13:00", "14:00"))
        var ledger = FollowupLedger()
        ledger.sent = [.init(goalID: "a", at: Self.at(23, day: 10))]
        let now = Self.at(9, day: 11)
        #expect(p.windowStart(containing: now) == Self.at(14, day: 10))
        let plan = FollowupPlanner.plan(goals: [Self.goal("a", daysOld: 5, from: now)], ledger: ledger, policy: p, now: now)
        #expect(plan.toSend.isEmpty && plan.decisions[0].reason == "already followed up since 14:00")
        let nextWindow = Self.at(15, day: 11)
        #expect(FollowupPlanner.plan(goals: [Self.goal("a", daysOld: 5, from: nextWindow)], ledger: ledger, policy: p,
                                     now: nextWindow).toSend.count == 1)
    }

    @Test("snoozed goals wait a day; recently touched and disabled are skipped")
    func snoozeAndStaleness() {
        var ledger = FollowupLedger()
        ledger.snoozedUntil["a"] = Self.at(12, day: 11)
        let now = Self.at(12)
        let plan = FollowupPlanner.plan(goals: [Self.goal("a", daysOld: 5), Self.goal("b", daysOld: 1)], ledger: ledger,
                                        policy: policy(), now: now)
        #expect(plan.toSend.isEmpty)
        #expect(plan.decisions.first { $0.goal.id == "a" }?.reason.hasPrefix("snoozed until") == true)
        #expect(plan.decisions.first { $0.goal.id == "b" }?.reason == "touched less than 3 days ago")
        let off = FollowupPlanner.plan(goals: [Self.goal("c", daysOld: 9)], ledger: FollowupLedger(), policy: policy(), now: now,
                                       enabled: false)
        #expect(off.toSend.isEmpty && off.decisions[0].reason == "proactive follow-ups are disabled")
    }

    @Test("bodies stay under 100 characters from the offline template")
    func bodies() {
        let now = Self.at(12)
        let long = StaleGoal(id: "x", content: String(repeating: "renovate the entire back garden ", count: 10),
                             lastTouched: now.addingTimeInterval(-5 * 86_400))
        for goal in [long, Self.goal("y", daysOld: 4, blocks: 2), Self.goal("z", daysOld: 4, next: true)] {
            let body = FollowupTemplate.body(for: goal, now: now)
            #expect(body.count < 100, "\(body)")
        }
        #expect(FollowupTemplate.body(for: long, now: now).hasSuffix("” has no next step yet. What's one?"))
        #expect(FollowupTemplate.body(for: Self.goal("y", daysOld: 4, blocks: 2), now: now) == "“Goal y” is holding up 2 other things. Next step?")
        #expect(FollowupTemplate.briefing(goals: [Self.goal("q", daysOld: 1)], now: now) == "1 active goal. Maybe start with: Goal q")
    }

    @Test("a resume is a wall-clock jump the monotonic clock did not see")
    func resumeDetection() {
        var detector = ResumeDetector(threshold: 90)
        let start = Self.at(12)
        let steps: [(TimeInterval, Int64)] = [
            (0, 1_000), (60, 1_060),
            (7_320, 1_120),  // slept two hours: wall moved 2 h + 60 s, monotonic 60 s
            (7_380, 1_180),
            (3_840, 1_240),  // the clock set back an hour counts too
        ]
        let seen = steps.map { detector.observe(wall: start.addingTimeInterval($0.0), monotonic: .seconds($0.1)) }
        #expect(seen == [false, false, true, false, true])
    }

    @Test("the ledger survives a restart and forgets what no rule needs")
    func ledgerPersistence() throws {
        let dir = try TempDir()
        let store = FollowupLedgerStore(path: dir.path + "/data/followups.json")
        var ledger = FollowupLedger()
        ledger.sent = [.init(goalID: "old", at: Self.at(9, day: 1)), .init(goalID: "new", at: Self.at(9))]
        ledger.snoozedUntil = ["s": Self.at(12, day: 11), "expired": Self.at(12, day: 9)]
        ledger.prune(now: Self.at(12))
        try store.save(ledger)
        let loaded = try store.load()
        #expect(loaded == ledger)
        #expect(loaded.sent.map(\.goalID) == ["new"] && Array(loaded.snoozedUntil.keys) == ["s"])
        var info = stat()
        stat(store.path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
    }
}
