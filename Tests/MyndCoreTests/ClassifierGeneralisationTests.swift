import Foundation
@testable import MyndCore
import Testing

/// Goals and actions said in forms the first rules missed: an adverb between the speaker and the marker, a promise
/// to oneself, a priority, phrasal errands, money moved — and the near misses that must stay as they were.
struct ClassifierGeneralisationTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        Case(text: "I'd really love to get back into climbing", type: .goal, phrase: "get back into climbing"),
        Case(text: "i would honestly like to learn the ukulele", type: .goal, phrase: "learn the ukulele"),
        Case(text: "I promised myself I'd take up running again", type: .goal, phrase: "take up running again"),
        Case(text: "promised my brother I'd help him move", type: .action, phrase: "help him move"),
        Case(text: "Getting the allotment going is still my top priority this spring", type: .goal, phrase: "Getting the allotment going"),
        Case(text: "Learning Greek is the big one for me", type: .goal, phrase: "Learning Greek"),
        Case(text: "It is still the main thing", type: .thought),
        Case(text: "The storm on Friday is the big one", type: .thought),
        Case(text: "sort out the lift share with Arjun before the weekend", type: .action),
        Case(text: "Sort out the loft this winter", type: .goal),
        Case(text: "chip in for the retirement gift", type: .action, phrase: "chip in for the retirement gift"),
        Case(text: "move 50 quid into the holiday pot", type: .action, phrase: "move 50 quid into the holiday pot"),
        Case(text: "give the drill back to Hamid on Saturday", type: .action),
        Case(text: "I want to move to Lisbon", type: .goal, phrase: "move to Lisbon"),
        Case(text: "I want to give up sugar", type: .goal, phrase: "give up sugar"),
        Case(text: "I really don't want to go to the gala", type: .thought),
        Case(text: "I just feel like nobody listens", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}
