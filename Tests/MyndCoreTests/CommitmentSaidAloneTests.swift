import Foundation
@testable import MyndCore
import Testing

/// A commitment said alone after the aim ("Committed.", "Decided.", "Not up for negotiation.") makes the sentence
/// before it the speaker's aim, as "Mark my words." does (issue 12). Sentences of no script.
struct CommitmentSaidAloneTests {
    @Test(arguments: [
        "Food bank: one Saturday a month, every month, from March. Committed.",
        "Lisbon in the autumn, just the two of us, a whole week. Decided.",
        "Sundays are for the kids. No emails, no calls. Not up for negotiation.",
    ])
    func aim(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.utteranceType == .goal && found.goals.count == 1, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        // About someone else, or a question, before the vow: no aim of the speaker's.
        "She'll get the job. Decided.",
        "Are we going to Lisbon? Decided.",
    ])
    func noAim(_ text: String) {
        #expect(OfflineExtractor().extract(text, known: []).goals.isEmpty, "\(text)")
    }
}
