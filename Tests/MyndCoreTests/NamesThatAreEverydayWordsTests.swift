import Foundation
@testable import MyndCore
import Testing

/// Names that are everyday words ("Wander", "Gi", "Joy") or initials ("JR") are someone in a slot only a person stands in;
/// a name set as a note's heading is someone when the note speaks of "him" or "her"; a city said without its "City"
/// is the city; a senior nurse's and a Filipino elder's titles keep their names (issue 12). Sentences of no script.
struct NamesThatAreEverydayWordsTests {
    private static func people(_ text: String) -> [String] {
        EntityRecognizer.recognise(text).people.map { Gazetteers.fold($0.lowercased()).replacingOccurrences(of: ".", with: "") }
    }

    @Test(arguments: [
        // Straight after someone's relation.
        ("We went to the lake with my husband Wander and the kids.", "wander"),
        ("Her brother Sterling fixed the gate.", "sterling"),
        // Listed before a first name.
        ("I want a second van so Gi and Débora can run their own route.", "gi"),
        // Owning a person's thing.
        ("Still haven't collected Wander's pills from the chemist.", "wander"),
        ("Booked Sterling's knee scan for the morning.", "sterling"),
        // A transcript's everyday first name opening a clause before a verb of saying or getting in touch.
        ("joy rang from doha on her break", "joy"),
        ("ok so um hope texted about the keys", "hope"),
        ("the van is fine and grace says the tyres can wait", "grace"),
        // Initials.
        ("Get JR new trainers at the weekend.", "jr"),
        ("Lunch for Rommel and AJ before the game.", "aj"),
        // A heading that is someone.
        ("Sione: get him out to quote for the back fence.", "sione"),
        ("Tavita: ring her about the deposit.", "tavita"),
        // Titles.
        ("Interview on Thursday in Matron Haworth's office.", "matron haworth"),
        ("ask ate joy to book mang ramon for the lechon", "mang ramon"),
        ("Aling Nena has the keys.", "aling nena"),
    ])
    func someone(_ text: String, _ name: String) {
        let found = Self.people(text)
        #expect(found.contains(name), "\(text): \(found)")
    }

    @Test(arguments: [
        // An everyday word in no person's slot.
        "The weather in Orlando was lovely and Sunday was quiet.",
        "We had lunch at the Crown and Anchor by the river.",
        "the grace period ends on friday",
        "spring came early and the lawn needs cutting",
        "and the bill came to ninety quid",
        "um june was a hard month",
        // A heading that is no one's.
        "Padala: save her number in the app.",
        "Van: get it serviced before the long trip.",
        // Initials after an article or a name.
        "The DJ played till two.",
        "Sammy Davis Jr. sang it at the end.",
    ])
    func noOneNew(_ text: String) {
        let found = Self.people(text)
        #expect(!found.contains { ["crown", "anchor", "grace", "spring", "bill", "june", "padala", "van", "dj", "jr", "sunday"].contains($0) },
                "\(text): \(found)")
    }

    @Test(arguments: [
        ("ask when the last collection is for delivery to cebu by christmas", "cebu"),
        ("Flights home to Davao via Manila in February.", "manila"),
        ("we might move to quezon if the job comes through", "quezon"),
    ])
    func aCitySaidWithoutItsCity(_ text: String, _ place: String) {
        let found = EntityRecognizer.recognise(text).places.map { Gazetteers.fold($0.lowercased()) }
        #expect(found.contains(place), "\(text): \(found)")
    }

    @Test func theGazetteerHoldsTheCitiesWithoutCity() {
        #expect(Gazetteers.places.contains("cebu"))
        #expect(Gazetteers.places.contains("quezon"))
        // Not a surname before a city.
        #expect(!Gazetteers.places.contains("roxas"))
    }
}
