import Foundation
@testable import MyndCore
import Testing

/// Promises as people give them (issue 12): a transcript's "id" for "I'd" straight after "promised", an errand's verb
/// on what the thought has just named ("Told him I'd fix them myself"), a thing had back ("I'd have the dish back to
/// her"), and "Remind me:" with what to be reminded of. Near misses: a promise of nothing to do or of a state, and "I
/// said yes" alone. ("I said I'd be there" stays a thought, as HeldoutSevenClassesTests decided.)
struct PromisesGivenTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        Case(text: "the gala is saturday at ten and i promised id drive her", type: .action, phrase: "drive her"),
        Case(text: "i promised tomas id make him a dragon costume", type: .action, phrase: "make him a dragon costume"),
        Case(text: "Told him I'd fix them myself, no charge.", type: .action, phrase: "fix them myself, no charge"),
        Case(text: "Told her I'd have the casserole dish back to her by Sunday.", type: .action),
        Case(text: "Remind me: Ada's booster at the clinic on Thursday.", type: .action),
        // Near misses.
        Case(text: "Told her I'd think about it.", type: .thought),
        Case(text: "I told him I'd be happier somewhere else", type: .thought),
        Case(text: "marion asked about the rota and i said yes", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }

    /// What "them" is was said in the sentence before; the promise is still the task.
    @Test func aPromiseAfterWhatItIsAbout() {
        let found = OfflineExtractor().extract("The gate's hinges are shot. Told him I'd fix them myself.", known: [])
        #expect(found.actions == ["fix them myself"])
    }
}
