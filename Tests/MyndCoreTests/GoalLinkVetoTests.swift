import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// The goal-link veto (`GoalLinkScorer`, trained by `mynd-train-rementions`): a new task the rules tie to an open goal
/// by a word or topic shared by chance stays on its own; one that names the goal's subject is still linked. Through the
/// real offline path (AxelEngine + OfflineAxel on the SQLite store). The embedded model is the committed one
/// (scripts/checks/restatement-veto-in-sync.sh holds it to a fresh training).
@Suite(.timeLimit(.minutes(1)))
struct GoalLinkVetoTests {
    typealias World = RementionFilingTests.World

    func world(veto: Bool = true) async throws -> World {
        let w = try RementionFilingTests().world()
        if !veto { await w.engine.setFilerSetup { $0.goalLinkVeto = nil } }
        return w
    }

    @Test func embedsTheCommittedModel() throws {
        let file = RestatementVetoTests.root.appendingPathComponent("Resources/models/goal-link-veto.tsv")
        #expect(try String(contentsOf: file, encoding: .utf8) == EmbeddedRestatementModel.goalLink + "\n")
        let named = Set(EmbeddedRestatementModel.goalLink.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) })
        for name in GoalLinkScorer.featureNames { #expect(named.contains(name), "\(name)") }
        #expect(GoalLinkScorer.embedded.threshold == RestatementTraining.goalLinkThreshold)
        #expect(GoalLinkScorer.embedded.weights.count == GoalLinkScorer.featureNames.count)
    }

    @Test func measuresPlacesApartAndNamesTheRule() {
        let goals = [Node(type: .goal, content: "Goal: a plot at the community garden on Wellington this year"),
                     Node(type: .goal, content: "I want to learn the cello")]
        let features = GoalLinkScorer.features(action: "Drop the parcel at the post office on Wellington", said: "Drop the parcel at the post office on Wellington",
                                               goals: goals, chosen: 0, route: .words)
        #expect(features.count == GoalLinkScorer.featureNames.count)
        let named = Dictionary(uniqueKeysWithValues: zip(GoalLinkScorer.featureNames, features))
        #expect(named["places"] == 1)           // the street both name
        #expect(named["shared"] == 0)           // and nothing else
        #expect(named["nothingShared"] == 1)
        #expect(named["byWords"] == 1 && named["byTopic"] == 0 && named["bySaidAgain"] == 0)
    }

    /// A prescription picked up for Papa is no step towards taking him to a sugar shack, though the rules tie them by
    /// topic; without the veto they were linked.
    @Test func aTaskTiedByChanceStaysOnItsOwn() async throws {
        for veto in [true, false] {
            let w = try await world(veto: veto)
            defer { w.temp.cleanup() }
            _ = try await w.say("Goal: a plot at the community garden on Rue Rielle this year.")
            _ = try await w.say("I want to take papa to a sugar shack with the kids")
            _ = try await w.say("Pick up papa's prescription from the pharmacy on Rue Rielle tomorrow.", after: 3 * 86_400)
            let tied = try w.linked(to: "garden") + w.linked(to: "sugar shack")
            #expect(tied.contains { $0.contains("prescription") } == !veto, "veto \(veto): \(tied)")
        }
    }

    @Test func aTaskNamingTheGoalsSubjectIsStillLinked() async throws {
        let w = try await world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to get my HGV licence before Easter")
        _ = try await w.say("Goal: pay off the credit card by summer")
        _ = try await w.say("i want to build the baby a crib myself solid oak")
        _ = try await w.say("Book the HGV theory test for next week", after: 3 * 86_400)
        _ = try await w.say("look up crib plans that meet the safety rules")
        #expect(try w.linked(to: "HGV").contains { $0.contains("theory test") })
        #expect(try w.linked(to: "crib").contains { $0.contains("crib plans") })
        #expect(try w.linked(to: "credit card").isEmpty)
    }
}
