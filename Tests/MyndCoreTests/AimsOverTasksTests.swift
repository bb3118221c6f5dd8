import Foundation
@testable import MyndCore
import Testing

/// A single task read from an errand's verb is the speaker's aim when the aim scorer is sure of one and no near day
/// pins it down (issue 12). Sentences of no script.
struct AimsOverTasksTests {
    let extractor = OfflineExtractor()

    @Test(arguments: [
        "i really want to ship the app like actual people downloading it off the play store not just me using it",
        "honestly i want to sing it at the christmas concert and not chicken out like last year",
        "I'm going to learn it properly this time.",
        "i think im going to enter a proper tournament this year me and my sister why not",
    ])
    func aim(_ text: String) {
        let found = extractor.extract(text, known: [])
        #expect(found.utteranceType == .goal, "\(text)")
        #expect(found.goals.count == 1 && found.actions.isEmpty, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        // A near day makes it the next step, however aim-like the rest sounds.
        "i really want to ship the app like actual people downloading it off the play store tomorrow",
        "I'm going to learn it properly on Saturday.",
        // Errands the scorer is not sure of.
        "I want to call the plumber tomorrow about the boiler",
        "Invite the neighbours properly for Christmas, by phone not the group chat.",
    ])
    func task(_ text: String) {
        let found = extractor.extract(text, known: [])
        #expect(found.utteranceType == .action, "\(text)")
        #expect(found.goals.isEmpty && found.actions.count == 1, "\(text): \(found.goals) \(found.actions)")
    }

    @Test func theScorerMustBeSure() {
        var result = Extraction(method: "offline")
        result.utteranceType = .action
        result.actions = ["ship the app"]
        let text = "i really want to ship the app tomorrow so people can download it"
        #expect(AimScorer.standard.probability(text) < OfflineExtractor.sureAim)
        #expect(OfflineExtractor.aimOverTask(text, result: result) == nil)
        result.actions = ["ship the app", "tell my sister"]
        #expect(OfflineExtractor.aimOverTask("i really want to ship the app like actual people downloading it off the play store", result: result) == nil)
    }
}
