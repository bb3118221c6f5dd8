import Foundation
@testable import MyndCore
import Testing

/// Places named as the two ends of a way (issue 12): "between X and Y", "from X to Y", "the X to Y stretch". Each end
/// alone may be too weak for the other rules (a town after no cue, a lower-case city that is an everyday word, a town
/// named like someone); two the lists know, joined so, are places. Near misses: two first names, times, feasts and
/// people.
struct PlacesInPairsTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "twelve hours on the highway between surrey and vancouver again", places: ["Surrey", "Vancouver"]),
        Case(text: "fancy the penarth to barry stretch on sunday", places: ["Penarth", "Barry"]),
        Case(text: "The drive from Kelowna to Kamloops took forever.", places: ["Kelowna", "Kamloops"]),
        Case(text: "book the leeds to york train for the 14th", places: ["Leeds", "York"]),
        // Near misses.
        Case(text: "Split the bill between Chelsea and Brandon.", people: ["Chelsea", "Brandon"]),
        Case(text: "between christmas and new year i do nothing"),
        Case(text: "open from nine to five on saturdays"),
        Case(text: "passed the parcel from mum to dad"),
        Case(text: "the leeds to york thing fell through", places: []),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}
