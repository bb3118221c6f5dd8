import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// The restatement linker (`RestatementLinker`, trained by `mynd-train-rementions`): when the rules find no goal or task
/// a phrase says again, the open one sharing most rare words with what is said — read with the utterances that said it —
/// is taken as said again when the model is sure enough. The embedded model is the committed one
/// (scripts/checks/restatement-veto-in-sync.sh holds both models to a fresh training).
struct RestatementLinkerTests {
    @Test func embedsTheCommittedModel() throws {
        let file = RestatementVetoTests.root.appendingPathComponent("Resources/models/restatement-linker.tsv")
        #expect(try String(contentsOf: file, encoding: .utf8) == EmbeddedRestatementModel.linker + "\n")
        let named = Set(EmbeddedRestatementModel.linker.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) })
        for name in RestatementLinker.featureNames { #expect(named.contains(name), "\(name)") }
        #expect(RestatementLinker.embedded.model.threshold == RestatementTraining.linkThreshold)
        #expect(RestatementLinker.embedded.model.weights.count == RestatementLinker.featureNames.count)
    }

    /// The best candidate is the one whose own utterance holds the rare words, though its goal was filed as a part of
    /// it ("Target: four hours on the ascent"); a candidate sharing nothing is never chosen.
    @Test func readsEachCandidateWithTheUtterancesThatSaidIt() {
        func goal(_ text: String) -> Node { Node(type: .goal, content: text) }
        let candidates = [
            RestatementLinker.Candidate(node: goal("Learn to make proper croissants"), said: []),
            RestatementLinker.Candidate(node: goal("Target: four hours on the ascent"),
                                        said: ["Snowdon by the Watkin path in June. Target: four hours on the ascent."]),
            RestatementLinker.Candidate(node: goal("Get the shed roof felted"), said: ["Get the shed roof felted before winter"]),
        ]
        let best = RestatementLinker.best(said: "Watkin path up Snowdon in under four hours, still the plan", among: candidates)
        #expect(best?.index == 1)
        if let features = best?.features {
            #expect(features.count == RestatementLinker.featureNames.count)
            #expect(features[0] > 0 && features[0] <= 1)   // the share of what is said that it holds
            #expect(features[1] > 0)                        // ahead of the others
        }
        #expect(RestatementLinker.best(said: "Buy a new kettle", among: candidates) == nil)
    }
}

extension RementionFilingTests {
    /// The mechanism, apart from the learned weights: a linker sure of everything takes a goal sharing a rare word only
    /// with the utterance that said another goal as that goal said again; one sure of nothing, or none, files it anew.
    @Test func theLinkerJoinsAGoalToTheOneItsUtteranceShares() async throws {
        for (linker, goals) in [(RestatementLinker(model: RestatementScorer(tsv: "@bias\t20\n@threshold\t0.5\n", names: RestatementLinker.featureNames)), 1),
                                (RestatementLinker(model: RestatementScorer(tsv: "@bias\t-20\n@threshold\t0.5\n", names: RestatementLinker.featureNames)), 2),
                                (nil, 2)] {
            let w = try world()
            defer { w.temp.cleanup() }
            await w.engine.setFilerSetup { $0.restatementLinker = linker }
            _ = try await w.say("Snowdon by the Watkin path in June. Target: four hours on the ascent.")
            let outcome = try await w.say("Watkin path up Snowdon, under four hours: I want that done this summer", after: 3 * 86_400)
            #expect(try w.nodes(.goal).count == goals, "linker \(linker.map { "\($0.model.bias)" } ?? "off")")
            // Said again, the utterance stays verbatim and points at the goal it restates.
            let restates = try w.graph.node(outcome.utterance.id)?.metadata[GraphFiler.restatesKey]
            #expect((restates != nil) == (goals == 1))
        }
    }

    /// With the learned linker, among a score of open aims: a goal said again around its rare words joins the one
    /// first said, though the rules found it in neither's words (without the linker it is filed anew).
    @Test func aGoalSaidAgainAmongManyJoinsTheFirst() async throws {
        let aims = [
            "I want to learn to play the cello", "I want to run a sub-25 parkrun", "I want to read twenty novels this year",
            "I want to grow all our own tomatoes", "I want to pay off the van loan", "I want to get my Spanish to B2",
            "I want to build a treehouse for the kids", "I want to swim a mile in open water", "I want to paint the hallway",
            "I want to visit my cousins in Galway", "I want to get better at sourdough", "I want to sort out my pension",
            "I want to volunteer at the food bank", "I want to stop doomscrolling in bed", "I want to learn first aid",
            "I want to fix the garden gate", "I want to cycle the canal path to Bath", "I want to declutter the loft",
        ]
        for (linker, added) in [(RestatementLinker.embedded, 0), (nil, 1)] {
            let w = try world()
            defer { w.temp.cleanup() }
            await w.engine.setFilerSetup { $0.restatementLinker = linker }
            for (index, aim) in aims.enumerated() { _ = try await w.say(aim, after: index == 0 ? 60 : 600) }
            _ = try await w.say("Snowdon by the Watkin path in June. Target: four hours on the ascent.", after: 600)
            let before = try w.nodes(.goal).count
            _ = try await w.say("Watkin path up Snowdon in under four hours, that's the plan for June", after: 5 * 86_400)
            #expect(try w.nodes(.goal).count == before + added, "linker \(linker == nil ? "off" : "on")")
        }
    }
}
