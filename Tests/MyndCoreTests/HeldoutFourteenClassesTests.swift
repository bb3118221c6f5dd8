import Foundation
@testable import MyndCore
import Testing

/// The kinds of phrasing the fourth blind script (Benchmarks/ExtractionBench/heldout14.json, measured blind once and a
/// development script since) showed the rules missing, each in sentences of its own (other names, places and subjects
/// than the script's), with near misses that must not match: days of the week and a sheep taken for people, a language
/// that is also someone's name, towns named by an everyday word, tracks, waters and lodges; weekdays as notes shorten
/// them, "the Friday after next", an ordinal day before a filler; occasions named by who they are for, rites, an
/// appointment someone can give, a round birthday in a transcript, an occasion that is only a deadline; habits set
/// "from now on", deals made with oneself, a label that calls its aim a goal, "it's time we…" after what it answers.
struct HeldoutFourteenEntityTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        // A day of the week is no one, whatever the name lists say; nor is a ewe.
        Case(text: "Team meeting Friday: take the figures to Priya", people: ["Priya"]),
        Case(text: "dad cant do sunday after all"),
        Case(text: "the lame ewes need the vet"),
        // A language that is also a first name is someone after a verb of contact; learnt, it stays the language.
        Case(text: "Goal: the Routeburn Track with Shona next summer", people: ["Shona"], places: ["Routeburn Track"]),
        Case(text: "learn Shona before the trip to Harare", places: ["Harare"]),
        // A town named by an everyday word, with its capital after a strong cue; the word itself elsewhere.
        Case(text: "dentist in Bury on Tuesday", places: ["Bury"]),
        Case(text: "Bury the hatchet with Sam", people: ["Sam"]),
        Case(text: "rewrite the importer in Rust"),
        // Waters, tracks and lodges end a place's name; a water's name can start a trail's.
        Case(text: "a picnic at the Waiau River on Sunday", places: ["Waiau River"]),
        Case(text: "cycled along the kororoit creek trail", places: ["Kororoit Creek Trail"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}

/// Said on Wednesday 18 November 2026, 10:00 UTC (DueDatesTests.now).
struct HeldoutFourteenDateTests {
    typealias Case = DueDatesTests.Case

    static let cases: [Case] = [
        Case(text: "Physio, Hamilton — Thurs 10:40.", due: "2026-11-19T10:40"),
        Case(text: "Vet - Tues 8am", due: "2026-11-24T08:00"),
        Case(text: "Haircut Sat 3pm", due: "2026-11-21T15:00"),
        Case(text: "Choir moved to Weds.", due: "2026-11-25"),
        Case(text: "the quiz is the friday after next", due: "2026-11-27"),
        Case(text: "she wants the forms back by the fourteenth um if she can", due: "2026-12-14"),
        // "sat", "sun" and "wed" are words too.
        Case(text: "Sat in traffic for an hour. Sun was out though."),
        Case(text: "they got wed in the end"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }
}

struct HeldoutFourteenEventCueTests {
    @Test(arguments: [
        "Mere's baby shower — Sunday 6 December, Hastings",
        "they're putting on an afternoon tea for Nan on the 12th",
        "the twins are getting christened at St Joseph's on the 3rd",
        "the surgeon can see us friday at ten",
        "tonys twenty first is at the rugby club on the ninth",
        "my dads eightieth is on the 20th",
        "the wedding is on the 20th",
    ])
    func occasions(_ text: String) {
        #expect(EventCue.isEvent(text))
    }

    /// An occasion said as the time something else is due by is no occasion being set.
    @Test(arguments: [
        "The quilt will be finished before the wedding though.",
        "fit into the suit by the wedding",
        "the deck done before the baby shower",
    ])
    func deadlines(_ text: String) {
        #expect(!EventCue.isEvent(text))
    }
}

struct HeldoutFourteenClassifierTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        // A habit set from now on, said after it.
        Case(text: "Late nights off from now on.", type: .goal),
        Case(text: "weekends are screen free from here on in", type: .goal),
        // A deal made with oneself; a label that calls its aim a goal.
        Case(text: "three swims a week no matter what thats the deal ive made with myself", type: .goal),
        Case(text: "Piano goal now: play the whole nocturne for Mum's birthday", type: .goal),
        // "it's time we…" after what it answers, in a transcript with no full stop.
        Case(text: "we've been putting off the will for years its time we sat down and wrote it", type: .goal),
        // Near misses: others' rules, leaving, a label with no aim.
        Case(text: "the bus doesn't stop here from now on", type: .thought),
        Case(text: "it's cash only from now on", type: .thought),
        Case(text: "the meeting ran late its time we went", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}

/// Tasks said as what others need or ask of the speaker with a day or a deadline, seeing that someone else does a thing,
/// and promises to have a thing done; a request turned down, advice and a state are none, and a short "get that done"
/// after a task is that task, not a second.
struct HeldoutFourteenTaskTests {
    @Test(arguments: [
        ("teuila needs me to sign the tenancy form by the end of the month", ["teuila needs me to sign the tenancy form by the end of the month"]),
        ("Mum wants me to ring the council on Friday", ["Mum wants me to ring the council on Friday"]),
        ("Aroha's asked me to drive her to the clinic Thursday at half nine", ["Aroha's asked me to drive her to the clinic Thursday at half nine"]),
        ("make sure the kids have their jabs before the trip", ["the kids have their jabs before the trip"]),
        ("I told Priya I'd have the slides finished by Monday", ["have the slides finished by Monday"]),
        ("Sister Ngozi asked me to finish the falls audit by Friday, so I have to get that done.",
         ["Sister Ngozi asked me to finish the falls audit by Friday"]),
        // Near misses.
        ("Sam asked me to cover his shift on Saturday but I'm saying no", []),
        ("Tom wants me to be happy", []),
        ("Lena wants me to try climbing some time", []),
        ("make sure you look after yourself", []),
        ("make sure I'm eating properly this week", []),
        ("I'd have the garden done if it stopped raining", []),
    ] as [(String, [String])])
    func tasks(_ text: String, _ actions: [String]) {
        #expect(OfflineExtractor().extract(text, known: []).actions == actions)
    }
}
