import Foundation
@testable import MyndCore
import Testing

/// People whose names no first-name list holds (issue 12: a Tongan, Māori or Samoan name among English words), found
/// by the slot they stand in, typed or in a lower-case transcript, each in sentences of its own (not the probe
/// script's), with near misses: brands, shops, places, sentence-initial everyday words and things owned by no one.
struct UnlistedNameClassesTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        // The owner of a person's thing, birthday or appointment, past one describing word.
        Case(text: "Losaline's netball uniform needs taking up", people: ["Losaline"]),
        Case(text: "Top up the lunch money for Tipene's school trip on Monday", people: ["Tipene"]),
        Case(text: "Kelepi's eightieth is at the marae in June", people: ["Kelepi"]),
        Case(text: "The drill is still in Ihaia's garage", people: ["Ihaia"]),
        // In a transcript a possessive loses its apostrophe.
        Case(text: "drop off anaheras mouthguard before training", people: ["Anahera"]),
        Case(text: "koro mikaeres ninetieth is the last saturday in may", people: ["Koro Mikaere"]),
        // The subject of a contracted or a human verb.
        Case(text: "Mereana's doing the half marathon in Rotorua", people: ["Mereana"], places: ["Rotorua"]),
        Case(text: "Ihaia reckons the boat needs a new motor", people: ["Ihaia"]),
        Case(text: "hohepa wants to borrow the trailer on sunday", people: ["Hohepa"]),
        Case(text: "even if tamati drags his feet we'll still go", people: ["Tamati"]),
        Case(text: "Sort the uniform before Losaline finishes school", people: ["Losaline"]),
        // Whoever a plan is run past, and a word listed with a lower-case name just found.
        Case(text: "Run the budget past Tipene before Friday", people: ["Tipene"]),
        Case(text: "invite kwame and anahera to the barbecue", people: ["Kwame", "Anahera"]),
        // A Māori family title before a name, typed or in lower case.
        Case(text: "Whaea Huhana is running the kapa haka practice", people: ["Whaea Huhana"]),
        Case(text: "text nana rawiri about the hangi", people: ["Nana Rawiri"]),
        // Near misses: a shop's owner, a place's, the thing after "the", an everyday word, and a brand.
        Case(text: "Book the car in at Mancini's garage on Friday", places: ["Mancini's"]),
        Case(text: "Tesco's delivery slot is at nine"),
        Case(text: "Spotify's putting its prices up again"),
        Case(text: "Rotorua's lakes are freezing in July"),
        Case(text: "the kiwis team lost again"),
        Case(text: "Running shoes need replacing before the race"),
        Case(text: "walk past the dairy and the bakery"),
        // Near misses: a role and an app that "say" things, and someone's receptionist.
        Case(text: "Physio says the calf's fine"),
        Case(text: "strava says ten k in fifty eight minutes"),
        Case(text: "dr haddad's receptionist rang about the bloods", people: ["Dr. Haddad"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}
