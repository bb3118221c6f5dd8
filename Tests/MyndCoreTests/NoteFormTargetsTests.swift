import Foundation
@testable import MyndCore
import Testing

/// An aim in note form: a thing, then a far deadline, with no verb of its own ("Manager badge for Linh by June"), and
/// the near days, news and reports that stay what they are (issue 12). Sentences of no script.
struct NoteFormTargetsTests {
    @Test(arguments: [
        "Piano grade five by the summer.",
        "Fifty lengths without stopping, both of us, before Christmas.",
        "the spare room as an office by september",
        "Black belt by 2033, then the instructor course.",
        "A whole conversation in Welsh with Taid by his eightieth.",
    ])
    func aThingAndAFarDeadlineIsAGoal(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.goals.count == 1, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        // A near day: an errand's.
        "Forms in by Friday.",
        "Wellies from the market before my next walk with Sue.",
        "Renewal for the van by the end of the month.",
        // News, hearsay and what happened.
        "Exam results by August apparently.",
        "Missed the bus by two minutes in November, typical.",
        "tom wants the shed cleared before summer",
    ])
    func nearDaysNewsAndReportsAreNoGoal(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.goals.isEmpty, "\(text): \(found.goals)")
    }

    @Test func farDeadlines() {
        #expect(UtteranceClassifier.isFarDeadline(["the", "end", "of", "the", "year"]))
        #expect(UtteranceClassifier.isFarDeadline(["lunar", "new", "year"]))
        #expect(UtteranceClassifier.isFarDeadline(["2034"]))
        #expect(!UtteranceClassifier.isFarDeadline(["the", "end", "of", "the", "month"]))
        #expect(!UtteranceClassifier.isFarDeadline(["the", "next", "long", "ride"]))
        #expect(!UtteranceClassifier.isFarDeadline(["7"]))
    }
}
