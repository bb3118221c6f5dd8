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

        /// The offline extractor finds exactly these people, places and projects in `text`.
        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            let result = OfflineExtractor().extract(text, known: [])
            #expect(result.people == people, "people", sourceLocation: sourceLocation)
            #expect(result.places == places, "places", sourceLocation: sourceLocation)
            #expect(result.projects == projects, "projects", sourceLocation: sourceLocation)
        }
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
        c.check()
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
        c.check()
    }
}

extension EntityRecognitionTests {
    static let streetsServicesAndLowerCasePlaces: [Case] = [
        // Streets and areas: a street word or ending, or an unknown word "on" a shop or venue.
        Case(text: "the Lebanese deli on Moorfield does great falafel", places: ["Moorfield"]),
        Case(text: "Parked on Westgate for an hour", places: ["Westgate"]),
        Case(text: "We walked down Albert Road to the river", places: ["Albert Road"]),
        Case(text: "Found a great flat on Harehills Lane with Kofi", people: ["Kofi"], places: ["Harehills Lane"]),
        Case(text: "We need to delegate more", places: []),
        // Services and organisations a thing comes from or goes through are not people.
        Case(text: "The yoga course from Udemy is excellent"),
        Case(text: "Watched the final on Hulu with Kofi", people: ["Kofi"]),
        Case(text: "Booked the tickets via Eventbrite"),
        Case(text: "Sent the photos over to Ines on WhatsApp", people: ["Ines"]),
        Case(text: "Got an email from Okonkwo about the lease", people: ["Okonkwo"]),
        Case(text: "Had a chat with McKenzie after class", people: ["McKenzie"]),
        // Employers and people introduced with "from"; a person after "waiting on".
        Case(text: "Lerato from Starling rang about the card", people: ["Lerato"], projects: ["Starling"]),
        Case(text: "My interview at Ocado is on Friday", projects: ["Ocado"]),
        Case(text: "Still waiting on Bartholomew for the keys", people: ["Bartholomew"]),
        Case(text: "Drinks with Femi at Victoria Station", people: ["Femi"], places: ["Victoria Station"]),
        Case(text: "Jin Park is joining the team", people: ["Jin Park"]),
        Case(text: "Gig at the Howard Assembly Room with Priya", people: ["Priya"], places: ["Howard Assembly Room"]),
        Case(text: "He works at Pemberton now", projects: ["Pemberton"]),
        Case(text: "i miss lisbon so much", places: ["Lisbon"]),
        Case(text: "calling mum after work", people: ["Mum"]),
        Case(text: "Spoke to the surveyor from Harcourts", projects: ["Harcourts"]),
        Case(text: "Camping in the Brecon Beacons then the Gower Peninsula", places: ["Brecon Beacons", "Gower Peninsula"]),
        Case(text: "Walking in the Yorkshire Dales with Imogen", people: ["Imogen"], places: ["Yorkshire Dales"]),
        Case(text: "I've been reading about Minimalism and Epistemology"),
        Case(text: "ran into maeve at the market", people: ["Maeve"]),
        Case(text: "Going to the Barbican with Ines on Thursday", people: ["Ines"], places: ["Barbican"]),
        // Lower-case places after weaker cues, but not everyday words or first names.
        Case(text: "learning some thai before bangkok", places: ["Bangkok"]),
        Case(text: "we drove from porto to madrid", places: ["Porto", "Madrid"]),
        Case(text: "flying to london on tuesday", places: ["London"]),
        Case(text: "i'm reading about turkey recipes"),
        Case(text: "ask jordan about the van", people: ["Jordan"]),
        Case(text: "dinner at florence's on friday", people: ["Florence"]),
    ]

    @Test(arguments: streetsServicesAndLowerCasePlaces)
    func recognisesStreetsServicesAndLowerCasePlaces(_ c: Case) {
        c.check()
    }
}
