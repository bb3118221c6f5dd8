import Foundation
@testable import MyndCore
import Testing

/// People and places of the Filipino and Kenyan scripts' kinds (issue 12): Filipino and Kikuyu family titles before a
/// name, the Filipino mum and dad said alone, holidays named like people, a transcript's possessive beside the name
/// itself, Mac and Mc surnames alone, a campus's buildings and a church named by its denomination, and rarer English
/// words that are no one's name. Sentences of no script.
struct KinTitlesAndRareWordsTests {
    @Test(arguments: [
        ("Kuya Ben says Ate Marites is flying in on Friday.", "Ate Marites"),
        ("went for a walk with ate maria after church", "Ate Maria"),
        ("ate maria says the rota changes next week", "Ate Maria"),
        ("Take the rice cooker back to Manang Fe.", "Manang Fe"),
        ("Ring Cucu Njeri on Sunday about the harvest.", "Cucu Njeri"),
        ("shosh wambui wants photos of the graduation", "Shosh Wambui"),
    ])
    func familyTitleBeforeName(_ text: String, _ person: String) {
        let people = EntityRecognizer.recognise(text).people
        #expect(people.contains(person), "\(text): \(people)")
    }

    @Test(arguments: [
        "we ate pancit at the party and went home",
        "i ate maria's leftovers by mistake",
        "they ate adobo twice this week",
    ])
    func theVerbAteIsNoTitle(_ text: String) {
        let people = EntityRecognizer.recognise(text).people
        #expect(!people.contains { $0.hasPrefix("Ate ") }, "\(text): \(people)")
    }

    @Test(arguments: [
        "Nanay's blood pressure pills run out on Friday.",
        "drive tatay to the clinic tuesday morning",
    ])
    func filipinoMumAndDadAloneAreNoNames(_ text: String) {
        let people = EntityRecognizer.recognise(text).people.map { $0.lowercased() }
        #expect(!people.contains("nanay") && !people.contains("tatay"), "\(text): \(people)")
    }

    @Test(arguments: [
        "Louis Riel Day is on Monday, so the clinic is shut.",
        "Family Day long weekend: cabin at Gimli.",
    ])
    func aHolidayIsNoOne(_ text: String) {
        let people = EntityRecognizer.recognise(text).people
        #expect(!people.contains { $0.hasSuffix(" Day") }, "\(text): \(people)")
    }

    @Test func aPossessiveWithoutItsApostropheBesideTheNameIsTheName() {
        let people = EntityRecognizer.recognise("mrs nowaks son rang and mrs nowak wants a call back").people
        #expect(people == ["Mrs. Nowak"], "\(people)")
    }

    @Test(arguments: [
        ("Good meeting. MacDonald said the draft is nearly there.", "MacDonald"),
        ("Figures in McKenzie's inbox before Friday.", "McKenzie"),
    ])
    func aMacSurnameAloneIsSomeone(_ text: String, _ person: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(found.people.contains(person), "\(text): \(found.people)")
        #expect(!found.places.contains(person), "\(text): \(found.places)")
    }

    @Test func aTownWithAMacNameStaysNoOne() {
        #expect(EntityRecognizer.recognise("We drove through McAllen on the way down.").people.isEmpty)
    }

    @Test(arguments: [
        ("Lab at King's Buildings until six.", "King's Buildings"),
        ("Funeral on Wednesday at Bethel Mennonite.", "Bethel Mennonite"),
        ("Choir practice at Grace Baptist, Thursday 7pm.", "Grace Baptist"),
    ])
    func buildingsAndChurchesArePlaces(_ text: String, _ place: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(found.places.contains(place), "\(text): \(found.places)")
        #expect(found.people.isEmpty, "\(text): \(found.people)")
    }

    @Test(arguments: [
        "theres an adult beginners class at the pool on tuesday nights",
        "sourdough wants feeding every single day now",
    ])
    func aRarerEnglishWordIsNoName(_ text: String) {
        let people = EntityRecognizer.recognise(text).people
        #expect(people.isEmpty, "\(text): \(people)")
    }

    @Test(arguments: [
        ("Swimming lesson booked: Tuesday 21 Oct, 7pm, Royal Commonwealth Pool.", "Royal Commonwealth Pool"),
        ("Leaving drinks on Friday at the Blue Anchor Pub.", "Blue Anchor Pub"),
        ("still havent booked the gatwick flight and its gone up again", "Gatwick"),
        ("carols at st aidans on the fourteenth", "St Aidan's"),
    ])
    func poolsPubsAirportsAndSaintsArePlaces(_ text: String, _ place: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(found.places.contains(place), "\(text): \(found.places)")
    }
}
