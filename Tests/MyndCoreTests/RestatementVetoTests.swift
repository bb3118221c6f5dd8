import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// The restatement veto (`RestatementScorer.veto`, trained by `mynd-train-rementions` on the rules' own marks): the
/// embedded model is the committed one (scripts/checks/restatement-veto-in-sync.sh holds it to a fresh training), words
/// weigh by rarity, and through the real filing path a goal the rules took for another is filed as its own when the veto
/// finds it unlikely, while a goal said again in other words stays the goal it restates.
struct RestatementVetoTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func embedsTheCommittedModel() throws {
        let file = Self.root.appendingPathComponent("Resources/models/restatement-veto.tsv")
        #expect(try String(contentsOf: file, encoding: .utf8) == EmbeddedRestatementModel.veto + "\n")
    }

    @Test func hasAWeightForEveryMeasure() {
        let named = Set(EmbeddedRestatementModel.veto.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) })
        for name in RestatementScorer.featureNames { #expect(named.contains(name), "\(name)") }
        #expect(RestatementScorer.veto.threshold == RestatementTraining.threshold)
        #expect(RestatementScorer.veto.weights.count == RestatementScorer.featureNames.count)
        #expect(RestatementScorer(tsv: "@bias\t1\n").threshold == 1)
    }

    @Test func weighsWordsByHowRareTheyAre() {
        #expect(RestatementScorer.rarity("the") == 0)
        #expect(RestatementScorer.rarity("want") < RestatementScorer.rarity("garden"))
        #expect(RestatementScorer.rarity("garden") < RestatementScorer.rarity("overdraft"))
        #expect(RestatementScorer.rarity("qwzxv") == 3)
        let words = RestatementScorer.weighed("planning the Kepler trip with Shona")
        #expect(words["plan"] != nil && words["kepler"] != nil)
        #expect(words["shona"]?.isName == true)
        #expect(words["the"] == nil)
        // A rare word and a common one with the same stem share at the common one's weight ("pasting" / "past").
        let shared = RestatementScorer.shared(RestatementScorer.weighed("stop working past midnight"),
                                              RestatementScorer.weighed("no more copy pasting"))
        #expect(shared.sum == RestatementScorer.rarity("past"))
    }
}

extension RementionFilingTests {
    /// The veto's mechanism, apart from its learned weights: a veto that finds every mark unlikely files a goal said
    /// again as a goal of its own; without a veto the rules' mark stands.
    @Test func aVetoedMarkIsFiledAsAGoalOfItsOwn() async throws {
        for (veto, goals) in [(RestatementScorer(tsv: "@bias\t-20\n@threshold\t0.5\n"), 2), (nil, 1)] {
            let w = try world()
            defer { w.temp.cleanup() }
            await w.engine.setFilerSetup { $0.restatementVeto = veto }
            _ = try await w.say("Goal: turn the spare room into a photography studio")
            _ = try await w.say("i really want to turn the spare room into a photo studio", after: 2 * 86_400)
            #expect(try w.nodes(.goal).count == goals, "veto \(veto == nil ? "off" : "on")")
        }
    }

    /// With the learned veto: goals that share only a setting stay apart (sentences in no script), and the goal said
    /// again in other words stays one goal (the rules' own tests). Not caught: a topic word heard in passing ("the
    /// course the company runs" is still taken for "run the Dublin half"; the veto gives it 0.64).
    @Test func goalsSharingOnlyASettingStayApart() async throws {
        for pair in [
            ("I want to get the farm accounts onto Xero this year", "I want to plant a shelter belt along the farm's north boundary"),
        ] {
            let w = try world()
            defer { w.temp.cleanup() }
            _ = try await w.say(pair.0)
            _ = try await w.say(pair.1, after: 86_400)
            #expect(try w.nodes(.goal).count == 2, "\(pair.1)")
        }
    }
}
