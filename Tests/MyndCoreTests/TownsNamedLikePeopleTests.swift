import Foundation
@testable import MyndCore
import Testing

/// Towns named like someone ("Brandon", "Barry", "Chelsea"), which the town lists leave out, are the town when written
/// with their capital straight after "in", "near" or "outside" (issue 12); with someone's cue or a possessive they stay
/// someone. And a dash between two words, not a hyphen, parts them: a route "Winnipeg–Calgary" names both places.
/// Known and left: "I believe in Brandon" is taken for the town.
struct TownsNamedLikePeopleTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "Picked up the trailer parts from the dealer in Brandon.", places: ["Brandon"]),
        Case(text: "Stopped for fuel near Barry on the way back", places: ["Barry"]),
        Case(text: "Lunch with Brandon on Friday", people: ["Brandon"]),
        Case(text: "Brandon's dropping the van off tonight", people: ["Brandon"]),
        Case(text: "Train: Leeds–York, 07:10 from platform 4.", places: ["Leeds", "York"]),
        Case(text: "Score was 3–2 to Leeds.", places: ["Leeds"]),
    ]

    @Test(arguments: cases)
    func recognises(_ c: Case) {
        c.check()
    }
}
