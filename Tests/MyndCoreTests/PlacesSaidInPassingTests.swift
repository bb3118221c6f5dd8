import Foundation
@testable import MyndCore
import Testing

/// Places said in passing that the recogniser missed (issue 12): a big airport by its code, where a journey starts
/// ("driving up from austin"), a hospital named by its town, a park named by its creek, and a race named by its place.
/// Sentences of no script.
struct PlacesSaidInPassingTests {
    @Test(arguments: [
        ("Flights booked — out of LHR on the 3rd, back into YYZ on the 17th.", ["LHR", "YYZ"]),
        ("picking mum up at lhr on friday night", ["LHR"]),
        ("The SFO queue was two hours this morning.", ["SFO"]),
        ("my brother is driving up from austin for the weekend", ["Austin"]),
        ("Scan — Wed 9:40, Kingston General.", ["Kingston General"]),
        ("dad's back in at surrey memorial for tests", ["Surrey Memorial"]),
        ("we did the whole loop at willow creek park on saturday", ["Willow Creek Park"]),
        ("Signed up for the Great Manchester Run in May.", ["Manchester"]),
    ])
    func place(_ text: String, _ places: [String]) {
        let found = EntityRecognizer.recognise(text)
        for place in places { #expect(found.places.contains(place), "\(text): \(found.places)") }
    }

    @Test(arguments: [
        // A code that is also a word, a football club, and a test's letters.
        "we sail out of gig harbor on wednesdays",
        "Cardiff City are at home on Saturday, so parking will be a nightmare.",
        "Maya sits her SAT on Saturday.",
    ])
    func noSuchPlace(_ text: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(!found.places.contains { ["GIG", "Gig", "Cardiff City", "SAT"].contains($0) }, "\(text): \(found.places)")
    }
}
