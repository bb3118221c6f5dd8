import Foundation
@testable import MyndCore
import Testing

/// Places named the way a city's own people name them (issue 12): a street by its one word after the premises that
/// stand on it ("the travel agent on Lawrence", "the lumber yard on Culebra", "the running room on the danforth"), and
/// schools, places of worship and grounds named by their kind ("Agincourt Collegiate", "at lamar elementary", "Quang
/// Minh Temple", "Hansen Reserve"). Near misses: a possessive after "on", a day or every such day, a street's own word
/// still read whole, and "on" with no premises before it.
struct PremisesAndInstitutionsTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        // Those an institution serves are its name, with the town before them.
        Case(text: "Boston Children's Hospital called back about the MRI.", places: ["Boston Children's Hospital"]),
        Case(text: "Lunch after the scan at Royal Children's Hospital.", places: ["Royal Children's Hospital"]),
        // A street after premises, capitalised or in a transcript's lower case.
        Case(text: "Ask Odile which travel agent on Lawrence did her Lagos flights.", people: ["Odile"], places: ["Lawrence", "Lagos"]),
        Case(text: "Filling at Dr. Osei on Sheppard, Thursday 3:30.", people: ["Dr. Osei"], places: ["Sheppard"]),
        Case(text: "price the decking at the timber yard on Culebra", places: ["Culebra"]),
        Case(text: "get my gait checked at the running room on the danforth", places: ["Danforth"]),
        // Schools, temples and grounds named by their kind.
        Case(text: "Parents' evening at Westfield Collegiate on Tuesday", places: ["Westfield Collegiate"]),
        Case(text: "email the office at lamar elementary about the reading scheme", places: ["Lamar Elementary"]),
        Case(text: "Diwali at Shri Ganesh Temple this year", places: ["Shri Ganesh Temple"]),
        Case(text: "Grading games at Hansen Reserve, Saturday 10am", places: ["Hansen Reserve"]),
        // Near misses: no premises, a possessive, a day or every such day, and a street's whole name.
        Case(text: "I was working on Lawrence's essay all night", people: ["Lawrence"]),
        Case(text: "the conversation exchange at the library on thursdays"),
        Case(text: "Transfer £300 into the Lifetime ISA on payday"),
        Case(text: "message Joaquim on Signal about Friday", people: ["Joaquim"]),
        Case(text: "a cake from the bakery on wellfield road", places: ["Wellfield Road"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}
