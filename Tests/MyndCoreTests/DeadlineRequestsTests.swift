import Foundation
@testable import MyndCore
import Testing

/// Things waited on by a deadline (issue 12): someone needing or wanting a thing from the speaker by a day, however the
/// thing opens ("Aoife's consent form", "a full draft", "another twenty") and however long the someone is ("the robotics
/// club at the library"); and a list's note of an errand — a thing, "to" and the errand's verb, by a day. Near misses:
/// a wish with no deadline, a hypothetical, the speaker's own need, "a trip to Paris", "nice to see you".
struct DeadlineRequestsTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        Case(text: "Ms Adeyemi needs Tobi's trip form back by Thursday.", type: .action),
        Case(text: "the five-a-side league at the leisure centre needs the team fee paid by the 12th", type: .action),
        Case(text: "Dr Hale replied: fine, but she wants a revised chapter by 3 March.", type: .action),
        Case(text: "kev needs another fiver off everyone for the minibus by friday", type: .action),
        Case(text: "Library books to return before Friday.", type: .action),
        Case(text: "Winter tyres to book at the garage by the 20th", type: .action),
        // Near misses.
        Case(text: "Leo wants a drum kit.", type: .thought),
        Case(text: "if the landlord needs the keys back by Friday he can say so", type: .thought),
        Case(text: "Nice to see you at last, by the way, on Friday", type: .thought),
        Case(text: "A trip to Lisbon by June would be lovely", type: .thought),
        Case(text: "Books to read this summer", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}
