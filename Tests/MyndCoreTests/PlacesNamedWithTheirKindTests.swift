import Foundation
@testable import MyndCore
import Testing

/// Places named by a town's or a name's word and then their kind, as a transcript writes them (issue 12): the kind's
/// word is part of the place ("at framingham high", "kerala stores"), with up to two words between ("hong kong city
/// mall"), and a kind's word that is an adjective before a noun names none ("in boston high winds"); a shop named for
/// its owner ("Park's Mart") is the shop; a task's verb before a place ("Ring Stracathro Hospital") is not its name.
/// Sentences of no script.
struct PlacesNamedWithTheirKindTests {
    @Test(arguments: [
        ("drop the twins at framingham high before nine", "framingham high"),
        ("grab cardamom at kerala stores on the way home", "kerala stores"),
        ("checkup at dublin city medical on tuesday", "dublin city medical"),
        ("meet at hong kong city mall after lunch", "hong kong city mall"),
        ("parents evening at framingham high school tonight", "framingham high school"),
        ("physio at king west medical tomorrow", "king west medical"),
        ("We ordered the Diwali boxes from Punjab Sweets.", "punjab sweets"),
        // A shop named for its owner is the shop, whether the owner's word is a first name or not.
        ("Park's Mart opens late on Sundays now.", "park's mart"),
        ("We picked up the cake from Rosa's Bakery.", "rosa's bakery"),
        ("Lunch at Tony's Diner with the lads.", "tony's diner"),
    ])
    func theKindIsPartOfThePlace(_ text: String, _ place: String) {
        let found = recognised(text)
        #expect(found.places == [place], "\(text): \(found)")
        #expect(found.people.isEmpty, "\(text): \(found)")
    }

    @Test(arguments: [
        ("in boston high winds again today", "boston"),
        // Things listed after the town name no building.
        ("a budget for lisbon flights hotel the lot", "lisbon"),
        ("flew back to dublin and it was fine", "dublin"),
        ("in leeds for the weekend", "leeds"),
        // A task's verb that opens the sentence is no part of the place; a place's own first word ("Old") is.
        ("Ring Stracathro Hospital about Mum's scan before Friday.", "stracathro hospital"),
        ("Call Westfield Leisure Centre about the swimming lessons.", "westfield leisure centre"),
        ("Old Kent Road was gridlocked again.", "old kent road"),
    ])
    func thePlaceWithoutWhatSurroundsIt(_ text: String, _ place: String) {
        let found = recognised(text)
        #expect(found.places == [place], "\(text): \(found)")
    }

    @Test func aKnownPlaceSaidAgainIsNotTheTownInsideIt() {
        let known = [Node(type: .place, content: "Kerala Stores")]
        let extraction = OfflineExtractor().extract("the banana leaf order kerala stores want it by monday", known: known)
        #expect(extraction.places == ["Kerala Stores"], "\(extraction.places)")
        // The town said alone, with no known place around it, is the town.
        let town = OfflineExtractor().extract("flying to kerala in march", known: [])
        #expect(town.places == ["Kerala"], "\(town.places)")
    }

    @Test(arguments: ["Rosa's bakery job starts on Monday.", "Rosa's kitchen is finally finished."])
    func theOwnersThingStaysTheirs(_ text: String) {
        // Written in lower case, the thing after a name's possessive is that person's.
        let found = recognised(text)
        #expect(found.people == ["rosa"], "\(text): \(found)")
        #expect(found.places.isEmpty, "\(text): \(found)")
    }
}
