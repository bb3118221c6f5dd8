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

/// Wanting to say or think what is so hedges a statement, and "should of" is a transcript's regret (issue 12): no aim.
/// Saying a thing one means to say ("the rosary", "it from memory") still is one. Sentences of no script.
struct HedgesAndRegretsTests {
    @Test(arguments: [
        "i want to say the wedding is going to be the best part of the year but the mums are already fighting",
        "I want to say it was Tuesday but I'm not sure.",
        "I'd like to think she'll come round eventually.",
        "honestly i cried at the end of the session last week i should of brought tissues",
    ])
    func noAim(_ text: String) {
        let extraction = OfflineExtractor().extract(text, known: [])
        #expect(extraction.goals.isEmpty, "\(text): \(extraction.goals)")
    }

    @Test(arguments: [
        "the toast for my uncle i want to say it from memory like no cheat sheet",
        "I want to say the rosary every night this Lent.",
    ])
    func stillAnAim(_ text: String) {
        #expect(!OfflineExtractor().extract(text, known: []).goals.isEmpty, "\(text)")
    }
}
