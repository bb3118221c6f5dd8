import Foundation
import MyndCore
import Testing
@testable import MyndDaemon

/// Follow-ups weigh due dates: a goal due tomorrow outranks one that is merely stale, and is followed up even
/// though it was touched today.
@Suite("Follow-ups and due dates")
struct FollowupDueTests {
    static let now = FollowupRulesTests.at(12)

    @Test func aGoalDueTomorrowOutranksAStaleOne() {
        let stale = FollowupRulesTests.goal("stale", daysOld: 9)
        var due = FollowupRulesTests.goal("due", daysOld: 0.1, next: true)
        due.due = Self.now.addingTimeInterval(86_400)
        let plan = FollowupPlanner.plan(goals: [stale, due], ledger: FollowupLedger(), policy: FollowupRulesTests().policy(), now: Self.now)
        #expect(plan.decisions.map(\.goal.id) == ["due", "stale"])
        #expect(plan.decisions.first?.send == true)
        #expect(plan.decisions.first?.reason.hasPrefix("due in 1 days") == true)
        #expect(plan.decisions.first?.body.hasSuffix("is due soon. Ready?") == true)
    }

    @Test func aFreshGoalDueNextMonthIsNotFollowedUp() {
        var later = FollowupRulesTests.goal("later", daysOld: 0.1)
        later.due = Self.now.addingTimeInterval(30 * 86_400)
        let plan = FollowupPlanner.plan(goals: [later], ledger: FollowupLedger(), policy: FollowupRulesTests().policy(), now: Self.now)
        #expect(plan.decisions.first?.send == false)
    }
}
