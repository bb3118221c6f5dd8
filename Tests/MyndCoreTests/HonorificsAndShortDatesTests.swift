import Foundation
@testable import MyndCore
import Testing

/// People the recogniser made of words that name no one (issue 12): the Punjabi and Hindi honorific after a relation,
/// a day and a month in short, a verb before an organisation; and Punjabi family titles before a name, and a listed
/// name's possessive without its apostrophe after a family title. Sentences of no script.
struct HonorificsAndShortDatesTests {
    @Test(arguments: [
        "Pick up Dadi ji's new glasses on the way home.",
        "nana ji wants the tv fixed before the match",
        "Drop the papers round to Bibi ji tomorrow.",
    ])
    func honorificIsNoOne(_ text: String) {
        let people = EntityRecognizer.recognise(text).people.map { $0.lowercased() }
        #expect(!people.contains("ji"), "\(text): \(people)")
    }

    @Test(arguments: [
        ("Parents' evening — Tue Mar 4, 6pm, in the hall.", "Tue Mar"),
        ("Match: Sat Nov 8, 2pm kick-off.", "Sat Nov"),
        ("Flu jab — Thu Oct 2 at the pharmacy.", "Thu Oct"),
    ])
    func shortDateIsNoOne(_ text: String, _ date: String) {
        #expect(!EntityRecognizer.recognise(text).people.contains(date), "\(text)")
    }

    @Test func aMonthsNameAloneIsStillSomeone() {
        #expect(EntityRecognizer.recognise("Had coffee with Jan on Friday.").people.contains("Jan"))
    }

    @Test(arguments: [
        ("Ask Coastal Credit Union about the car loan.", "Coastal Credit Union"),
        ("Email the Hillside Parents Association about the bake sale.", "Hillside Parents Association"),
    ])
    func organisationNotPerson(_ text: String, _ organisation: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(found.organisations.contains(organisation), "\(text): \(found.organisations)")
        #expect(found.people.isEmpty, "\(text): \(found.people)")
    }

    @Test(arguments: [
        ("Ring Massi Jaswinder about the wedding cards.", "Massi Jaswinder"),
        ("bua jasbir is coming over on sunday", "Bua Jasbir"),
        ("we're staying at tio ramons house in el paso", "Tio Ramon"),
    ])
    func familyTitleBeforeName(_ text: String, _ person: String) {
        #expect(EntityRecognizer.recognise(text).people.contains(person), "\(text): \(EntityRecognizer.recognise(text).people)")
    }
}
