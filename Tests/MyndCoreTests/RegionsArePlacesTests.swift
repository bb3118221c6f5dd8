import Foundation
@testable import MyndCore
import Testing

/// States, provinces and regions of every country, and the counties of Britain and Ireland, are places (issue 12): the
/// gazetteer held countries, US states and cities only. A region named like someone or like an everyday word is left
/// to the rules for those. Sentences of no script.
struct RegionsArePlacesTests {
    @Test(arguments: [
        ("We're thinking of moving to Queensland next year.", "Queensland"),
        ("Two weeks in British Columbia with the kids in August.", "British Columbia"),
        ("Her cousin is driving up from Gauteng on Friday.", "Gauteng"),
        ("Kerala for my cousin's wedding in December.", "Kerala"),
        ("Book the cottage in Aberdeenshire for Easter.", "Aberdeenshire"),
        ("we fly to punjab in january for the whole month", "Punjab"),
        ("A walking holiday in the Lake District, finally.", "Lake District"),
    ])
    func region(_ text: String, _ place: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(found.places.contains(place), "\(text): \(found.places)")
        #expect(!found.people.contains(place), "\(text): \(found.people)")
    }

    @Test func aRegionNamedLikeSomeoneIsNotTakenForTheRegion() {
        #expect(Gazetteers.isFirstName("Nandi") || !Gazetteers.places.contains("nandi"))
        #expect(!Gazetteers.places.contains("delta"))
        #expect(!Gazetteers.places.contains("plateau"))
        #expect(EntityRecognizer.recognise("Farah rang about the school run.").people.contains("Farah"))
    }
}
