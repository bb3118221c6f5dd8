import Foundation
@testable import MyndCore
import Testing

/// Who is someone and what is a place, as the twenty-fourth stop's scripts showed the rules getting wrong (issue 12):
/// a mother's, father's or grandparent's word in Irish, Somali, Korean, Japanese, German or Hindi said alone is the
/// relation, and no place either; a Somali aunt's or uncle's title before a name is part of it; a transcript that
/// opens with a word no list knows, told of by a past verb and then "his" or "her", names someone; a day's name before
/// a weekday ("Ash Wednesday") and a transcript's named day ("paddys day") are no one; a title in lower case before a
/// verb's "-ing" form is the relation doing it; a part of an institution ("the School of Education") is no place; a
/// way's end named like someone beside a place ("flights Shannon to Boston") is a place; a place the graph knows by an
/// everyday word ("School") is meant only where it is written as a name. Sentences of no script.
struct KinRoutesAndNamedDaysTests {
    private static func found(_ text: String) -> (people: [String], places: [String]) {
        let found = EntityRecognizer.recognise(text)
        return (found.people.map { Gazetteers.fold($0.lowercased()).replacingOccurrences(of: ".", with: "") },
                found.places.map { Gazetteers.fold($0.lowercased()) })
    }

    @Test(arguments: [
        "Hooyo wants the blue dirac for the wedding.",
        "Mam thinks the passport is in the drawer.",
        "Mam's hip is better and Daid is back on the boat.",
        "Eomma called twice about the rice cooker.",
        "Lent starts on Ash Wednesday this year.",
        "paddys day parade in town um im marshalling",
        "no father gripping the dashboard this time",
        "Email the tutor in the School of Education about the proposal.",
    ])
    func noOneAndNoPlace(_ text: String) {
        let found = Self.found(text)
        #expect(found.people.isEmpty, "\(text): \(found)")
        #expect(found.places.isEmpty, "\(text): \(found)")
    }

    @Test(arguments: [
        // A Somali aunt's and uncle's title before a name.
        ("Habaryar Khadra called from Garowe last night.", "habaryar khadra"),
        ("Adeer Yusuf is driving us to the airport.", "adeer yusuf"),
        // A transcript opening with a word no list knows, a past verb, then "his" or "her".
        ("ilhaan left her lunch box on the bus again", "ilhaan"),
        ("um abdikarim lost his jacket at the park", "abdikarim"),
        // A spoken title before a name still is one.
        ("father geraghty asked me to do the reading", "father geraghty"),
    ])
    func someone(_ text: String, _ name: String) {
        let found = Self.found(text)
        #expect(found.people.contains(name), "\(text): \(found)")
    }

    @Test func aWaysEndNamedLikeSomeoneBesideAPlaceIsAPlace() {
        for text in ["Check flights Shannon to Boston for July.", "book the flights shannon to boston friday"] {
            let found = Self.found(text)
            #expect(found.places.contains("shannon"), "\(text): \(found)")
            #expect(found.people.isEmpty, "\(text): \(found)")
        }
        // Between two first names it may be two people.
        #expect(!Self.found("The letter from Shannon to Jordan never came.").places.contains("shannon"))
    }

    @Test func aKnownPlaceNamedByAnEverydayWordIsMeantWhereWrittenAsAName() {
        let known = [Node(type: .place, content: "School")]
        let extractor = OfflineExtractor()
        #expect(extractor.extract("ask the club about it wednesday after school", known: known).places.isEmpty)
        #expect(extractor.extract("School run was chaos again.", known: known).places.isEmpty)
        #expect(extractor.extract("Drop the forms at the School on Friday.", known: known).places == ["School"])
    }
}
