import Foundation
@testable import MyndCore
import Testing

/// The aim scorer (`AimScorer`, trained by scripts/train-aims): Swift computes what the trainer computed, reads the
/// same words, and the offline extractor files an aim it hears only where the rules found no kind — never a feeling,
/// an occasion said with its day, an errand, a moment's comfort or someone else's plan.
struct AimScorerTests {
    let scorer = AimScorer.standard

    @Test func computesWhatTheTrainerComputed() {
        #expect(scorer.checks.count >= 5)
        #expect(scorer.weights.count > 1_000)
        #expect(scorer.threshold >= 0.5 && scorer.threshold < 1)
        for check in scorer.checks {
            #expect(abs(scorer.probability(check.text) - check.probability) < 2e-6, "\(check.text)")
        }
    }

    @Test func embedsTheCommittedModel() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/models/aim-words.tsv")
        #expect(try String(contentsOf: file, encoding: .utf8) == EmbeddedAimModel.tsv + "\n")
    }

    @Test func readsWordsPairsAndMarks() {
        let features = AimScorer.features(of: "Goal: run 5K — no excuses! Sam’s idea")
        for expected in ["goal", ":", "run", "5k", "\u{2014}", "!", "goal :", "no excuses", "^goal", "^:", "sam's", "sam's idea"] {
            #expect(features.contains(expected), "\(expected)")
        }
        #expect(!features.contains("^run"))
        #expect(AimScorer.features(of: "").isEmpty)
        #expect(AimScorer.features(of: "Café — ok").contains("caf"))
    }

    @Test func aModelWithoutWeightsHearsNoAim() {
        let empty = AimScorer(tsv: "@bias\t-5\n@threshold\t0.6\n")
        #expect(!empty.saysAnAim("I want to run a marathon this year"))
        #expect(OfflineExtractor.aimByHowItIsSaid("I want to run a marathon this year", names: [], scorer: empty) == nil)
    }

    /// Sentences that are not in any script: aims said in ways the hand-written forms do not list.
    @Test(arguments: [
        "still on the spanish thing, want to be chatting to abuela properly by summer",
        "really want that promotion this year",
        "I'd love to open my own bakery someday",
        "still hoping to get the kitchen redone before christmas",
        "more time outdoors this year, that's the big one",
    ])
    func hearsAnAimNoRuleLists(text: String) {
        let filed = OfflineExtractor().extract(text, known: [])
        #expect(filed.goals.count == 1, "\(filed.goals) \(filed.actions) \(filed.utteranceType)")
    }

    /// Aims that name an occasion ("exam", "dinner", "concert"): an occasion's word is no reason not to hear the aim.
    /// Sentences not in any script.
    @Test(arguments: [
        "Family dinner three nights a week from now on, no phones at the table",
        "Spanish exam in June and I'm going for a distinction",
        "the concert in march, I want to sing the solo off by heart",
        "Ironman in September: under fourteen hours, that's the target.",
    ])
    func hearsAnAimThatNamesAnOccasion(text: String) {
        let filed = OfflineExtractor().extract(text, known: [])
        #expect(filed.goals.count == 1, "\(filed.goals) \(filed.actions) \(filed.utteranceType)")
    }

    /// Occasions said with their day stay occasions: the scorer hears no aim in them.
    @Test(arguments: ["Dinner at Keisha's on Friday", "the match is on Saturday at three", "Parents evening Thursday 6pm"])
    func hearsNoAimInAnOccasion(text: String) {
        #expect(OfflineExtractor.aimByHowItIsSaid(text, names: []) == nil)
    }

    /// Word classes: a month, a day, a season or a number is heard as its class too, alone and in its pairs.
    @Test func readsWordClasses() {
        let features = AimScorer.features(of: "under 60k by June, weeknights and summer")
        for expected in ["<num>", "under <num>", "by <month>", "<month>", "<day>", "<season>", "60k", "by june"] {
            #expect(features.contains(expected), "\(expected)")
        }
        #expect(AimScorer.wordClass(of: "seven") == "<num>")
        #expect(AimScorer.wordClass(of: "3pm") == "<num>")
        #expect(AimScorer.wordClass(of: "maybe") == nil)
    }

    /// Near misses: a feeling, someone else's plan, an occasion, an errand, a complaint, a report of what was done.
    @Test(arguments: [
        "I just want to feel normal again",
        "Priya wants to move to Lisbon next year",
        "Dentist Tuesday at 3pm",
        "pick up the dry cleaning tomorrow",
        "the bus was late again this morning",
        "went for a run this morning, felt good",
        "my brother keeps saying I should go back to college",
        "I want a coffee",
        "honestly I just want a nap right now",
        "I want a cuppa and a sit down",
        "I want to stop feeling so anxious all the time",
        "Sarah wants to learn Italian",
        "the kids are off school till September this year",
    ])
    func hearsNoAimInANearMiss(text: String) {
        let filed = OfflineExtractor().extract(text, known: [])
        #expect(filed.goals.isEmpty, "\(filed.goals)")
    }

    @Test func keepsTheAimNotTheFillersOrTheName() {
        let aim = OfflineExtractor.aimByHowItIsSaid("um so really want that promotion this year with Dave", names: ["Dave"])
        #expect(aim == "really want that promotion this year")
    }
}
