import Foundation
@testable import MyndCore
import Testing

/// A town of 15000 people or more that no list knows as a surname, a first name or an everyday word is the town with
/// no place cue before it (issue 12). Sentences of no script.
struct TownsOfNoOneTests {
    @Test(arguments: [
        ("Pick up the forms for the Kamloops swim meet by Thursday.", "kamloops"),
        ("Mildura nights again this week, two runs and back.", "mildura"),
        ("Second branch: Dubbo, maybe Bathurst.", "bathurst"),
        ("The Nanaimo ferry leaves at seven, book it tonight.", "nanaimo"),
    ])
    func townWithNoCue(_ text: String, _ place: String) {
        let found = EntityRecognizer.recognise(text)
        let places = found.places.map { $0.lowercased() }
        #expect(places.contains(place), "\(text): \(places)")
        #expect(!found.people.map { $0.lowercased() }.contains(place), "\(text): \(found.people)")
    }

    @Test(arguments: [
        // A town that is also a common surname stays what its cue says, and with none, nothing new.
        ("Blackburn says the invoice is late.", "blackburn"),
        // A town's name said of someone: "and me", a verb of saying.
        ("Licha and me, the whole week at the coast.", "licha"),
        ("Dubbo said he would call back tomorrow.", "dubbo"),
    ])
    func townThatIsSomeoneOrNothing(_ text: String, _ word: String) {
        let places = EntityRecognizer.recognise(text).places.map { $0.lowercased() }
        #expect(!places.contains(word), "\(text): \(places)")
    }

    @Test func surnameTownsAreTownsAndSurnames() {
        #expect(Gazetteers.towns.contains("blackburn") && Gazetteers.surnameTowns.contains("blackburn"))
        #expect(Gazetteers.towns.contains("kamloops") && !Gazetteers.surnameTowns.contains("kamloops"))
        #expect(Gazetteers.surnameTowns.allSatisfy(Gazetteers.towns.contains))
    }
}
