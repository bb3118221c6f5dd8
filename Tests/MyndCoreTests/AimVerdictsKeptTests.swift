import Foundation
@testable import MyndCore
import Testing

/// An aim said again in note form with the verdict that keeps it ("…that one's still on", "…thats still the number",
/// "Nothing less.", "…and its staying"), and aims told apart by what they name rather than by the verdict one voice
/// gives them all (issue 12). Sentences of no script.
struct AimVerdictsKeptTests {
    @Test(arguments: [
        "Spanish every morning before work — that one's still on.",
        "the allotment on saturdays that ones still on even if the knee complains",
        "two hundred a month into the house pot thats still the number",
        "dance class every thursday, that's the deal i made with her",
        "the shed roof fixed before the frost thats the deadline i set for myself",
        "Sunday lunch with the whole family. Keeping that one.",
        "Half marathon by October. Nothing less.",
        "the weekly call with my brother is working and its staying",
        "under ninety kilos by summer thats the number im after",
    ])
    func anAimKeptIsAGoal(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.goals.count == 1, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        "ask priya whether the gig is still happening",
        "my sister is staying with us till friday",
        "rained off on saturday so its happening next week instead",
        "the match is still on despite the rain",
    ])
    func newsIsNoAim(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.goals.isEmpty, "\(text): \(found.goals)")
    }

    @Test func theVerdictIsLeftOutWhenAimsAreCompared() {
        #expect(UtteranceClassifier.withoutVerdicts("the trip home — that one's still on, no matter what") == "the trip home no matter what")
        #expect(UtteranceClassifier.withoutVerdicts("Sixty-two: still the number.") == "sixty two")
        // A verdict alone leaves nothing to compare: the words stay as said.
        #expect(UtteranceClassifier.withoutVerdicts("Nothing less.") == "Nothing less.")
    }
}
