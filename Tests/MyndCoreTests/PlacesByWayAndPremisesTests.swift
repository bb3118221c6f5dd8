import Testing
@testable import MyndCore

/// Places a transcript names by where one goes round, a street a shop stands on, a trip's two ends and a country that
/// is also a first name, a church or district named for a saint, and a place no list knows that a call or a journey
/// comes from or goes to. The sentences are not from any benchmark script.
@Suite("Places by way, premises, trips and countries named like people")
struct PlacesByWayAndPremisesTests {
    private func places(_ text: String) -> [String] {
        EntityRecognizer.recognise(text).places.map { $0.lowercased() }
    }

    @Test(arguments: [
        ("a slow lap round heaton park before the rain", "heaton park"),
        ("we cut through lumpini park on the way back", "lumpini park"),
        ("the dog ran across hampstead heath again", "hampstead heath"),
    ])
    func landmarkAfterWayPreposition(_ text: String, _ place: String) {
        #expect(places(text).contains(place), "\(text): \(places(text))")
    }

    @Test(arguments: [
        ("pick up the bread at the bakery on lincoln before nine", "lincoln"),
        ("the optometrist on Carling says my lenses are in", "carling"),
        ("book the tailor on Kipling for the hem", "kipling"),
    ])
    func streetThePremisesStandOn(_ text: String, _ street: String) {
        #expect(places(text).contains(street), "\(text): \(places(text))")
    }

    @Test(arguments: [
        // An everyday word after the premises is what they are, not where.
        "the bakery on fire was all over the news",
        "the shop on sunday is shut",
        "the nursery on time for once",
    ])
    func premisesOnAnEverydayWord(_ text: String) {
        #expect(places(text).isEmpty, "\(text): \(places(text))")
    }

    @Test func bothEndsOfFlights() {
        let found = places("check flights glasgow to lisbon for the spring")
        #expect(found.contains("glasgow") && found.contains("lisbon"), "\(found)")
        // Two first names are as likely two people.
        #expect(!places("drive jordan to florence after school").contains("jordan"))
    }

    @Test(arguments: [
        ("she wants to go home to kenya for christmas", "kenya"),
        ("my cousin lives in georgia now", "georgia"),
        ("were moving back to jamaica next year", "jamaica"),
    ])
    func countryThatIsAlsoAFirstName(_ text: String, _ place: String) {
        #expect(places(text).contains(place), "\(text): \(places(text))")
        #expect(!EntityRecognizer.recognise(text).people.map { $0.lowercased() }.contains(place))
    }

    @Test(arguments: [
        ("talk to jordan about the rota", "jordan"),
        ("a text from georgia about the party", "georgia"),
    ])
    func firstNameThatIsAlsoACountry(_ text: String, _ word: String) {
        #expect(!places(text).contains(word), "\(text): \(places(text))")
    }

    @Test(arguments: [
        ("the jumble sale at st barnabas is saturday at ten", "st barnabas"),
        ("her first holy communion at holy family on sunday", "holy family"),
        ("the food bank in saint gerard needs tins", "saint gerard"),
        ("visiting hours at st lukes hospital end at eight", "st lukes hospital"),
    ])
    func churchOrDistrictNamedForASaint(_ text: String, _ place: String) {
        #expect(places(text).contains(place), "\(text): \(places(text))")
    }

    @Test(arguments: [
        "she was at holy communion with her godmother",
        "we pray to st jude every night",
        "in holy week the shop shuts early",
    ])
    func saintOrRiteThatIsNoPlace(_ text: String) {
        #expect(places(text).isEmpty, "\(text): \(places(text))")
    }

    // Places no list holds (the tests would prove nothing with towns the gazetteers know).
    @Test(arguments: [
        ("nana rang from pettaikulam this morning crying", "pettaikulam"),
        ("my brother is on the phone from kilvarrow", "kilvarrow"),
        ("theyre posting her to dunmarragh in the spring", "dunmarragh"),
        ("walking to tullykeeragh for the novena", "tullykeeragh"),
    ])
    func unlistedPlaceAJourneyTouches(_ text: String, _ place: String) {
        #expect(places(text).contains(place), "\(text): \(places(text))")
    }

    @Test func someoneOneIsSentToStaysSomeone() {
        // A first name after "to" is whom it goes to, not where.
        #expect(places("sending the forms to priya tonight").isEmpty)
        #expect(places("i sent him to bed early").isEmpty)
    }
}
