import Foundation
@testable import MyndCore
import MyndTesting
import Synchronization
import Testing

/// A new task's goal is weighed rule by rule: when the goal the first rule finds is unlikely (the learned veto) or
/// serves another end, the next rule's goal is weighed, so one goal passed over no longer leaves the task on its own.
/// Through the real offline path (AxelEngine + OfflineAxel on the SQLite store), with the veto set per case.
@Suite(.timeLimit(.minutes(1)))
struct GoalLinkCascadeTests {
    typealias World = RementionFilingTests.World

    /// What the filer weighed, in order: the goal's content and the measures.
    final class Weighed: Sendable {
        let rows = Mutex<[(goal: String, features: [Double])]>([])
    }

    /// A veto that passes every link but those found by a task's topic (`byTopic`), or none at all.
    static func veto(refusingTopic: Bool) -> RestatementScorer {
        RestatementScorer(tsv: refusingTopic ? "@bias\t5\n@threshold\t0.5\nbyTopic\t-20\n" : "@bias\t-5\n@threshold\t0.5\n",
                          names: GoalLinkScorer.featureNames)
    }

    func world(veto: RestatementScorer, weighed: Weighed) async throws -> World {
        let w = try RementionFilingTests().world()
        await w.engine.setFilerSetup { filer in
            filer.goalLinkVeto = veto
            filer.goalLinkObserver = { _, goal, features in weighed.rows.withLock { $0.append((goal.content, features)) } }
        }
        _ = try await w.say("jess is due in january and im gonna build that baby a crib myself solid oak like my dad would of")
        _ = try await w.say("Jess and Kyle want to paint the nursery gray. Gray walls, gray curtains, gray everything.")
        _ = try await w.say("ask jess what color stain she wants on the crib so i dont have to do it twice", after: 86_400)
        return w
    }

    /// The stain is a home word, so the topic rule finds the nursery first; refused, the crib both name is next.
    @Test func aGoalPassedOverGivesWayToTheNextRulesGoal() async throws {
        let weighed = Weighed()
        let w = try await world(veto: Self.veto(refusingTopic: true), weighed: weighed)
        defer { w.temp.cleanup() }
        #expect(try w.linked(to: "crib").contains { $0.contains("color stain") })
        #expect(try w.linked(to: "nursery").isEmpty)
        let rows = weighed.rows.withLock { $0 }
        #expect(rows.map(\.goal).map { $0.prefix(9) } == ["Jess and ", "jess is d"])
        let named = rows.map { Dictionary(uniqueKeysWithValues: zip(GoalLinkScorer.featureNames, $0.features)) }
        #expect(named.map { $0["byTopic"] } == [1, 0])
        #expect(named.map { $0["byWords"] } == [0, 1])
        // The veto sees that an earlier goal was passed over.
        #expect(named.map { $0["fallback"] } == [0, 1])
    }

    /// Every rule's goal refused: the task stays on its own, after each was weighed once.
    @Test func everyGoalRefusedLeavesTheTaskOnItsOwn() async throws {
        let weighed = Weighed()
        let w = try await world(veto: Self.veto(refusingTopic: false), weighed: weighed)
        defer { w.temp.cleanup() }
        #expect(try w.linked(to: "crib").isEmpty)
        #expect(try w.linked(to: "nursery").isEmpty)
        let goals = weighed.rows.withLock { $0.map(\.goal) }
        #expect(goals.count == Set(goals).count && goals.count == 2, "\(goals)")
    }
}
