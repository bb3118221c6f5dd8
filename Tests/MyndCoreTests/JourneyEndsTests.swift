@testable import MyndCore
import Testing

/// A town named like someone ("Tyler", "Marion", "Katy") is the place where a journey ends — a verb of going straight
/// before "to", or a particle of way after one ("moving out to", "driving the kids up to") — or where someone said before
/// "from" comes from ("a guy from Tyler"). "It's up to Marion", "reach out to Tyler", "get back to Warren", "a card
/// from Tyler" name no journey, and stay someone or nothing.
struct JourneyEndsTests {
    @Test(arguments: [
        ("my sister is moving out to tyler in the spring", "tyler"),
        ("We're driving the kids up to Marion for the long weekend.", "marion"),
        ("they drove over to warren to see the house", "warren"),
        ("Moved to Beverly last year and still don't know anyone.", "beverly"),
        ("some guy from Tyler bought the whole lot", "tyler"),
        ("half the customers from marion come in on fridays", "marion"),
        // A city in the big list named like someone: in lower case, after the same cues.
        ("my cousin moved out to orlando last year", "orlando"),
    ])
    func aTownWhereAJourneyEnds(line: String, place: String) {
        let found = recognised(line)
        #expect(found.places.contains(place), "\(found)")
        #expect(!found.people.contains(place), "\(found)")
    }

    @Test(arguments: [
        ("it's up to Marion now, I've said my piece", "marion"),
        ("reach out to Tyler about the rota", "tyler"),
        ("get back to Warren about the quote", "warren"),
        ("a card from Tyler came today", "tyler"),
    ])
    func noJourneyNoPlace(line: String, name: String) {
        #expect(!recognised(line).places.contains(name), "\(recognised(line))")
    }
}
