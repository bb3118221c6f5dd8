import Foundation
@testable import MyndCore
import Testing

/// Doubt about what one wants is no aim (issue 12, and the house rule that sensitive statements never become tasks):
/// "i dont know if i even want to go home for good" was filed as the goal "go home for good". Sentences of no script.
struct DoubtIsNoAimTests {
    @Test(arguments: [
        "i dont know if i even want to stay in teaching and i cant tell anyone that",
        "I don't know whether I want to keep the flat after all this.",
        "not sure i even want to finish the degree anymore",
        "Honestly no idea if I want to go back to Lagos for good.",
    ])
    func doubtIsAThought(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(FeelingStatement.isStated(in: text), "\(text)")
        #expect(found.utteranceType == .thought && found.goals.isEmpty && found.actions.isEmpty, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        "I want to go back to Lagos for good by next summer.",
        "i know i want to finish the degree this year",
    ])
    func aWantSaidPlainlyIsStillAnAim(_ text: String) {
        #expect(!FeelingStatement.isStated(in: text), "\(text)")
        #expect(OfflineExtractor().extract(text, known: []).goals.count == 1, "\(text)")
    }
}
