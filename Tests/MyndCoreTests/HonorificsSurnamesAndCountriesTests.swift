import Foundation
@testable import MyndCore
import Testing

/// An honorific said after a name is part of it; a lower-case surname that is no English word, before what the
/// person does; a religious title in a transcript; Hmong and Malayali given names; spoken languages without a
/// two-letter code are no places; a country said with no preposition, and cities by their older names (issue 12).
/// Sentences of no script.
struct HonorificsSurnamesAndCountriesTests {
    @Test(arguments: [
        ("Anil Chettan is flying in from Muscat on Friday.", "anil chettan"),
        ("ask shiny chechi if she can mind the kids saturday", "shiny chechi"),
        ("dinner at mercy auntys after mass", "mercy aunty"),
        ("The rent goes to Verma ji, not the agent.", "verma ji"),
        ("Pooja Didi sent the photos from the wedding.", "pooja didi"),
    ])
    func honorificAfterTheName(_ text: String, _ person: String) {
        let people = EntityRecognizer.recognise(text).people.map { $0.lowercased() }
        #expect(people.contains(person), "\(text): \(people)")
        #expect(!people.contains { ["chettan", "chechi", "aunty", "ji", "didi"].contains($0) }, "\(text): \(people)")
    }

    @Test(arguments: [
        "the boys uncle picked them up",
        "its just the church aunties who know about it",
        "we went to Darbar Sahib with the whole family",
        "my uncle never calls",
        "he has a rich uncle in texas",
    ])
    func noHonorificNameWithoutAName(_ text: String) {
        let people = EntityRecognizer.recognise(text).people.map { $0.lowercased() }
        #expect(!people.contains { $0.hasSuffix(" uncle") || $0.hasSuffix(" auntie") || $0.hasSuffix(" sahib") }, "\(text): \(people)")
    }

    @Test(arguments: [
        ("ruth kowalczek says the survey is next week", "ruth kowalczek"),
        ("ask brenda ostrowicz from the credit union about the form", "brenda ostrowicz"),
        ("ring declan mulqueen the mortgage broker before friday", "declan mulqueen"),
    ])
    func lowerCaseSurnameThatIsNoWord(_ text: String, _ person: String) {
        let people = EntityRecognizer.recognise(text).people.map { $0.lowercased() }
        #expect(people.contains(person), "\(text): \(people)")
    }

    @Test(arguments: [
        ("give the form to sister okonjo by tuesday", "sister okonjo"),
        ("father ambrosio said the choir starts thursday", "father ambrosio"),
    ])
    func religiousTitleInATranscript(_ text: String, _ person: String) {
        let people = EntityRecognizer.recognise(text).people.map { $0.lowercased() }
        #expect(people.contains(person), "\(text): \(people)")
    }

    @Test func aSisterOrFatherOfOnesOwnIsARelation() {
        let people = EntityRecognizer.recognise("my sister okonjo and his father ambrosio came").people.map { $0.lowercased() }
        #expect(!people.contains { $0.hasPrefix("sister ") || $0.hasPrefix("father ") }, "\(people)")
    }

    @Test(arguments: ["Tou", "Kou", "Maiv", "Pheng", "Jincy", "Shibu", "Jomon", "Kunjumol", "Elsamma"])
    func hmongAndMalayaliGivenNames(_ name: String) {
        #expect(Gazetteers.isFirstName(name.lowercased()), "\(name)")
        let people = EntityRecognizer.recognise("\(name.lowercased()) says the market opens at seven").people.map { $0.lowercased() }
        #expect(people == [name.lowercased()], "\(name): \(people)")
    }

    @Test(arguments: [
        "she told the nurse in Hmong that it hurt",
        "my cantonese is worse than his",
        "the sermon was in Sylheti and I got half of it",
    ])
    func aLanguageIsNoPlace(_ text: String) {
        let found = EntityRecognizer.recognise(text)
        #expect(found.places.isEmpty && found.people.isEmpty, "\(text): \(found.places) \(found.people)")
    }

    @Test(arguments: [
        ("if the visa fails we could try australia instead", "australia"),
        ("new zealand next winter thats the plan", "new zealand"),
        ("he trained as a nurse in bangalore", "bangalore"),
        ("Back in Saigon my mother sold noodles.", "saigon"),
    ])
    func countriesAndOlderCityNames(_ text: String, _ place: String) {
        let places = EntityRecognizer.recognise(text).places.map { $0.lowercased() }
        #expect(places.contains(place), "\(text): \(places)")
    }

    @Test(arguments: [
        "air india wants two thousand for the ticket",
        "the hockey canada course is in may",
        "made the red chile from scratch",
        "jordan and georgia came for dinner",
    ])
    func aCountryInAnotherNameIsNoPlace(_ text: String) {
        let places = EntityRecognizer.recognise(text).places
        #expect(places.isEmpty, "\(text): \(places)")
    }
}
