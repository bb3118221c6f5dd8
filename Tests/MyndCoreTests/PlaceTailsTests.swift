import Foundation
@testable import MyndCore
import Testing

/// Places whose last word is also a surname or whose name a compass word or "City" ends, as the twenty-fourth stop's
/// scripts showed the rules filing them as people (issue 12): "Park" after a word no capitalised run holds ("Wishing
/// Well Park") or after a possessive ("Walking Queen's Park"); a street with its compass word ("Lawrence Avenue
/// East"); "King City" after a place's cue; and a person the graph knows by a word of a place just said ("Park" known,
/// "Thomson Park" said). Sentences of no script.
struct PlaceTailsTests {
    @Test(arguments: [
        ("Training at Holy Well Park on Thursday.", "holy well park"),
        ("Picnic at Well Park if it stays dry.", "well park"),
        ("Jogging Queen's Park before work again.", "queen's park"),
        ("Brunch on Bloor Street West with the girls.", "bloor street west"),
        ("the new shop on Queen Street East opens Monday", "queen street east"),
        ("The tournament is out in Union City this year.", "union city"),
    ])
    func aPlaceNotSomeone(_ text: String, _ place: String) {
        let found = recognised(text)
        #expect(found.places.contains(place), "\(text): \(found)")
        #expect(found.people.isEmpty, "\(text): \(found)")
    }

    @Test(arguments: [
        // A surname after a first name, with no place's word before it, is someone's.
        ("Dinner with Jin Park and Maya on Friday.", "jin park"),
        ("Stuart Hall was brilliant at the quiz.", "stuart hall"),
        // A first name's possessive before "Park" stays that person's.
        ("We went round to Priya's Park Lane flat.", "priya"),
    ])
    func someoneStill(_ text: String, _ name: String) {
        let found = recognised(text)
        #expect(found.people.contains(name), "\(text): \(found)")
    }

    @Test func aKnownPersonIsNotTheWordOfAPlaceSaidNow() {
        let known = [Node(type: .person, content: "Park")]
        let extraction = OfflineExtractor().extract("Walk the loop at Riverside Park every morning.", known: known)
        #expect(extraction.places == ["Riverside Park"])
        #expect(extraction.people.isEmpty, "\(extraction.people)")
        // Said alone, the known name is still him.
        let alone = OfflineExtractor().extract("Park says the shift starts at six.", known: known)
        #expect(alone.people == ["Park"])
        // A name of two words filed as someone once, found now as a place in a dated note's where, is the place.
        let venue = OfflineExtractor().extract("Semi-final — Saturday 30 April, 2pm, Kenny Park.", known: [Node(type: .person, content: "Kenny Park")])
        #expect(venue.people.isEmpty, "\(venue.people)")
        #expect(venue.places == ["Kenny Park"])
        // A one-word name the graph knows as someone stays someone where the recogniser also reads a place.
        let sofia = OfflineExtractor().extract("Sofia scored at Kilbourn today!", known: [Node(type: .person, content: "Sofia")])
        #expect(sofia.people == ["Sofia"])
    }
}
