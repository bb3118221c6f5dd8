import Foundation
@testable import MyndCore
import Testing

/// Streets and blocks whose last word is an everyday word ("Place", "Close", "Court", "Row"), a school named for a
/// grange, and French titles before a name ("Maître Gagnon", "Mme Gagnon") (issue 12). Near misses: the same words as
/// everyday words, and after someone's first name with no place's preposition.
struct BlocksAndFrenchTitlesTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "Flu clinic at the mosque on Spencer Place — Thursday, me and Fozia.", people: ["Fozia"], places: ["Spencer Place"]),
        Case(text: "Dropped the keys at Ashfield Close for the new tenant.", places: ["Ashfield Close"]),
        Case(text: "Allerton Grange — Year 7 parents' welcome evening, Thursday 6pm.", places: ["Allerton Grange"]),
        Case(text: "Maître Gagnon — Wed 17 Mar, 17:30, her office on Wellington.", people: ["Maître Gagnon"], places: ["Wellington"]),
        Case(text: "call maitre gagnon tomorrow and book the first meeting", people: ["Maitre Gagnon"]),
        Case(text: "Mme Gagnon says Mila's reading is behind.", people: ["Mme. Gagnon", "Mila"]),
        // A verb's past after a name in lower case is what they did, no surname.
        Case(text: "pastor adebayo preached on honour your mother this morning", people: ["Pastor Adebayo"]),
        Case(text: "ask doctor nadia haddad next monday", people: ["Dr. Nadia Haddad"]),
        // Near misses.
        Case(text: "We need a place to stay near the coast."),
        Case(text: "Stay close to Priya at the match.", people: ["Priya"]),
        Case(text: "Rachel Court called about the boiler.", people: ["Rachel Court"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}
