import Foundation
@testable import MyndCore
import Testing

/// Instructions whose verb no errand list names ("Replace the cabin filter"): a verb that is a verb and nothing else,
/// followed by its object, is a thing to do; so is an obligation to do one ("I need to notify the landlord"). Wishes,
/// pursuits and remarks that open with such a verb stay what they were.
struct InstructionVerbsTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        Case(text: "Replace the cabin filter before the road trip", type: .action, phrase: "Replace the cabin filter before the road trip"),
        Case(text: "notify the landlord about the damp", type: .action, phrase: "notify the landlord about the damp"),
        Case(text: "Thank Marguerite for the casserole", type: .action),
        Case(text: "so um unpack the boxes in the spare room", type: .action),
        Case(text: "Sharpen the kitchen knives", type: .action),
        Case(text: "i need to inform the school about the trip", type: .action, phrase: "inform the school about the trip"),
        Case(text: "We have to vacate the flat by the 30th", type: .action),
        // Near misses: a wish or a pursuit with such a verb, a remark, no object, a pursuit's own verb.
        Case(text: "I want to explore Japan one day", type: .goal),
        Case(text: "I'm going to sing a solo at the spring concert", type: .goal),
        Case(text: "Imagine the look on her face", type: .thought),
        Case(text: "Enjoy the quiet while it lasts", type: .thought),
        Case(text: "Thank god that's over", type: .thought),
        Case(text: "Learn the basics of Welsh", type: .goal),
        Case(text: "Replaced the filter this morning", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }

    @Test("the list holds verbs only, and none of the remarks or pursuits left out on purpose")
    func listIsVerbsOnly() {
        let verbs = Gazetteers.instructionVerbs
        #expect(verbs.count > 400)
        for verb in ["replace", "notify", "thank", "unpack", "vacate", "sharpen", "inform"] { #expect(verbs.contains(verb), "\(verb)") }
        for word in ["imagine", "enjoy", "sing", "explore", "call", "book", "water", "found", "the"] { #expect(!verbs.contains(word), "\(word)") }
    }
}
