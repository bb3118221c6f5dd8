import Foundation
@testable import MyndCore
import Testing

/// Towns of a thousand people or more and parts of cities (GeoNames' cities1000, `small-towns`): places after a strong
/// cue or before a trip — never after a weak cue alone, and never a reason to doubt a name. Towns and names of their own,
/// not the scripts'.
struct SmallTownsTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        Case(text: "collect the parcel in ardrossan on friday", places: ["Ardrossan"]),
        Case(text: "we're staying in portree for the week", places: ["Portree"]),
        Case(text: "book the dunoon ferry before the prices go up", places: ["Dunoon"]),
        Case(text: "Staying near Thurso tonight.", places: ["Thurso"]),
        // No cue, no trip, or only a weak cue: a word or a firm, not a place.
        Case(text: "ballyclare said no again"),
        Case(text: "Quote sent to Ardrossan, fingers crossed"),
        // A lower-case possessive without its apostrophe is still someone's ("selas" is a town too).
        Case(text: "im making selas ball dress myself this year", people: ["Sela"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }

    @Test func theListIsHeldToItsTests() {
        // Five letters or more, no everyday words or first names, none of the bigger towns again.
        #expect(Gazetteers.smallTowns.count > 50_000)
        #expect(Gazetteers.smallTowns.allSatisfy { $0.count >= 5 })
        #expect(Gazetteers.smallTowns.isDisjoint(with: Gazetteers.towns))
        #expect(!Gazetteers.smallTowns.contains("sunshine") && !Gazetteers.smallTowns.contains("maria"))
    }
}
