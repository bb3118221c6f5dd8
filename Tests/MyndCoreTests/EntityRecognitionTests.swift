import Foundation
@testable import MyndCore
import Testing

/// Names, places and organisations told apart by the gazetteers and context rules — typed and transcribed.
struct EntityRecognitionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var people: [String] = []
        var places: [String] = []
        var projects: [String] = []
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        // Sentence starts, possessives, hyphenated names.
        Case(text: "Maya and Ravi came over for dinner.", people: ["Maya", "Ravi"]),
        Case(text: "Ravi's talk was brilliant.", people: ["Ravi"]),
        Case(text: "Anne-Marie sent the slides.", people: ["Anne-Marie"]),
        Case(text: "Lunch with Jean-Luc tomorrow", people: ["Jean-Luc"]),
        Case(text: "Will you remember this?"),
        Case(text: "Mark the date in the calendar"),
        // Titles, written and spoken.
        Case(text: "Appointment with Dr. Ng on Thursday.", people: ["Dr. Ng"]),
        Case(text: "Mister Okafor called about the boiler", people: ["Mr. Okafor"]),
        Case(text: "Professor Lindqvist liked my draft.", people: ["Professor Lindqvist"]),
        Case(text: "Aunt Lou is visiting next week", people: ["Aunt Lou"]),
        Case(text: "ring doctor ng about the results", people: ["Dr. Ng"]),
        Case(text: "my aunt lou wants the recipe", people: ["Aunt Lou"]),
        Case(text: "my cousin priya got the job", people: ["Priya"]),
        Case(text: "I should see a doctor about my knee"),
        // Lower-case transcripts: gazetteer names with a cue only.
        Case(text: "ask ravi about it", people: ["Ravi"]),
        Case(text: "i need to call chidi and tell siobhan", people: ["Chidi", "Siobhan"]),
        Case(text: "maya said the venue is booked", people: ["Maya"]),
        Case(text: "had coffee with grace this morning"),
        Case(text: "will call later"),
        Case(text: "we're flying to lisbon in june", places: ["Lisbon"]),
        // Not people: languages, subjects, technologies, common nouns, places, companies.
        Case(text: "I want to learn Portuguese this year."),
        Case(text: "Going to the Rust meetup on Tuesday."),
        Case(text: "We spent the weekend in Porto.", places: ["Porto"]),
        Case(text: "Sent the invoice to Globex Ltd today.", projects: ["Globex Ltd"]),
        Case(text: "Finish reviewing the Budget before the board meets."),
        Case(text: "Nairobi was hot and busy.", places: ["Nairobi"]),
        Case(text: "Initech GmbH wants a second call with Wei.", people: ["Wei"], projects: ["Initech GmbH"]),
        Case(text: "Studying Physics and History with Kwame.", people: ["Kwame"]),
        Case(text: "Reading the news about Tokyo.", places: ["Tokyo"]),
        Case(text: "Call Mum about Sunday.", people: ["Mum"]),
        // Unknown capitalised names mid-sentence are still people.
        Case(text: "I met Okonkwo at the conference.", people: ["Okonkwo"]),
    ]

    @Test(arguments: cases)
    func recognises(_ c: Case) {
        let result = OfflineExtractor().extract(c.text, known: [])
        #expect(result.people == c.people, "people")
        #expect(result.places == c.places, "places")
        #expect(result.projects == c.projects, "projects")
    }

    @Test func gazetteersAreEmbeddedAndParsed() {
        #expect(Gazetteers.firstNames.count > 5000)
        #expect(Gazetteers.places.contains("porto"))
        #expect(Gazetteers.languages.contains("portuguese"))
        #expect(Gazetteers.organisationSuffixes.contains("gmbh"))
        #expect(Gazetteers.titles["mister"] == "Mr.")
        #expect(Gazetteers.commonWordNames.contains("grace"))
    }

    @Test func aKnownPersonKeepsItsTypeInLowerCase() {
        let ravi = Node(type: .person, content: "Ravi")
        let result = OfflineExtractor().extract("ask ravi about the tickets", known: [ravi])
        #expect(result.people == ["Ravi"])
    }
}

extension EntityRecognitionTests {
    static let moreCases: [Case] = [
        // Accents folded for places; a sentence-start place is a place unless used as a verb.
        Case(text: "We loved Malmo and Zurich.", places: ["Malmo", "Zurich"]),
        Case(text: "Bogota was cold.", places: ["Bogota"]),
        Case(text: "Reading the minutes took an hour."),
        // Venues after "at the"; family words in transcripts after a cue.
        Case(text: "Drinks at the Grapes with Oskar", people: ["Oskar"], places: ["Grapes"]),
        Case(text: "need to ring mum about christmas", people: ["Mum"]),
    ]

    @Test(arguments: moreCases)
    func recognisesMore(_ c: Case) {
        let result = OfflineExtractor().extract(c.text, known: [])
        #expect(result.people == c.people, "people")
        #expect(result.places == c.places, "places")
        #expect(result.projects == c.projects, "projects")
    }
}
