import Foundation
@testable import MyndCore
import Testing

/// Names from the wider first-name lists (issue 12): the top 1000 a gender in twelve English-speaking countries and
/// their diasporas', where the top 300 missed Welsh, Scottish, Tamil and Igbo names; and a listed name in a transcript's
/// lower case before a verb of someone ("linh reckons"), as an unlisted one already was; and the top 300 a gender of
/// the other countries the source knows (Fiji, Kazakhstan, Georgia…), less words, plurals, places and towns. Near
/// misses: the source's short noise ("Dj", "Art"), and everyday words, which those lists also give as names ("Tuna").
struct WiderNamesTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "Morag rang about the minibus for Saturday.", people: ["Morag"]),
        Case(text: "ask eilidh if the ceilidh band needs a fiddle", people: ["Eilidh"]),
        Case(text: "Rhodri nearly fell off his chair.", people: ["Rhodri"]),
        Case(text: "keisha says the intervals are on tuesdays", people: ["Keisha"]),
        Case(text: "linh reckons the form was filled in wrong", people: ["Linh"]),
        Case(text: "Epeli and Litia came over after church.", people: ["Epeli", "Litia"]),
        Case(text: "ask nurlan if the trailer is free on sunday", people: ["Nurlan"]),
        Case(text: "Khatia's recital is the week after next.", people: ["Khatia"]),
        // Near misses.
        Case(text: "Art class on Tuesday was fun."),
        Case(text: "Dj set at the social tonight"),
        Case(text: "need more oats and a tin of tuna"),
        Case(text: "a clover honey and wedge salad kind of lunch"),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }

    @Test func theWiderListsKeepTheirNoiseOut() {
        for noise in ["dj", "bk", "adv", "art", "red", "van", "hi"] {
            #expect(!Gazetteers.isFirstName(noise) || Gazetteers.commonWordNames.contains(noise) || Gazetteers.commonWords.contains(noise), "\(noise)")
        }
        for word in ["tuna", "oats", "wedge", "clover", "come", "coimbra"] {
            #expect(!Gazetteers.isFirstName(word), "\(word)")
        }
        for name in ["rhodri", "morag", "shanthi", "keisha", "eilidh", "nasreen", "mosese", "salote", "bekzat"] {
            #expect(Gazetteers.isFirstName(name), "\(name)")
        }
    }
}
