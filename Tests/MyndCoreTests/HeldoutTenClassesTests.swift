import Foundation
@testable import MyndCore
import Testing

/// The classes heldout10 (Benchmarks/ExtractionBench/heldout10.json, opened after three blind measurements) showed the
/// rules missing, each in sentences of its own — other people, places and subjects than the script's — with near
/// misses that must not match: full stops inside abbreviations, ordinals that count things, spans and counted days,
/// times beside a day without "at", things set for a day, hosting, reminders said after their thing, words attributed
/// to someone else, needs said without a determiner, verbs with particles, relatives named after their relation,
/// titles said after a name, apostrophe surnames, streets in lower case or by number, and landmarks named by kind.
struct HeldoutTenDateTests {
    typealias Case = DueDatesTests.Case  // said on Wednesday 18 November 2026, 10:00 UTC

    static let cases: [Case] = [
        // An ordinal said as a word before a noun counts the thing; the day comes later.
        Case(text: "they moved the first rehearsal to Friday the 27th", due: "2026-11-27"),
        Case(text: "the second fitting is Monday the 23rd", due: "2026-11-23"),
        Case(text: "put the third coat on once it's dry", due: nil),
        // Near miss: an ordinal word before a preposition is still the day.
        Case(text: "rent goes out on the first at nine", due: "2026-12-01T09:00"),
        // A span of days starts on its first day.
        Case(text: "feeding the cat while they're in Fiji, 24th to the 28th", due: "2026-11-24"),
        // Days counted from today, tomorrow or now.
        Case(text: "three weeks from today the plaster should be dry", due: "2026-12-09"),
        Case(text: "ten days from tomorrow the quote runs out", due: "2026-11-29"),
        // Noon beside a named day, am and pm spelled apart, a note's time with its colon.
        Case(text: "Thursday the 26th, noon, at the Old Bell", due: "2026-11-26T12:00"),
        Case(text: "gp on friday can't miss it eight a m", due: "2026-11-20T08:00"),
        Case(text: "Friday 10am: haircut with Jodie", due: "2026-11-20T10:00"),
        // Near miss: noon as a bound is no time.
        Case(text: "get the forms in Friday, before noon", due: "2026-11-20"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }
}

struct HeldoutTenSentenceTests {
    @Test func abbreviationsEndNoSentence() {
        #expect(Clauses.split("Her scan at St. Luke's is Tuesday at 8 a.m. check-in. I'll drive her.").map(\.text)
                == ["Her scan at St. Luke's is Tuesday at 8 a.m. check-in.", "I'll drive her."])
        #expect(Clauses.split("It's 3.30 already.").count == 1)
        #expect(Clauses.split("Bins go out by 7 a.m. Then the school run.").count == 2)
        #expect(Clauses.split("The vet on Pacific Ave. Then the shop.").count == 2)
    }
}

struct HeldoutTenEventTests {
    @Test func thingsSetForADayAreEvents() {
        for text in ["the signing is a week from Thursday", "the valuation is the 14th", "our completion is June 3rd",
                     "Ngozi is having everyone over on Saturday", "follow-up with Dr Osei on the 2nd"] {
            #expect(EventCue.isEvent(text), "\(text)")
        }
    }

    @Test func aStateOrADayIsNoEvent() {
        for text in ["today is the 19th", "the kitchen is a state till Friday", "she is away till the 3rd", "the forecast is rain tomorrow"] {
            #expect(!EventCue.isEvent(text), "\(text)")
        }
    }
}

struct HeldoutTenClassifierTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        // Needs said without a determiner.
        Case(text: "Need bin bags and batteries.", type: .action),
        Case(text: "still need fence posts for the back", type: .action),
        // A reminder said after its thing.
        Case(text: "bins out tonight, can't forget", type: .action, phrase: "bins out tonight"),
        Case(text: "the vet at ten mustn't forget", type: .action, phrase: "the vet at ten"),
        // A verb that is a noun too, with its particle or a person's thing after it.
        Case(text: "clear out the spare room on Sunday", type: .action),
        Case(text: "climb up and fix the flashing before the storm", type: .action),
        Case(text: "Scan Mum's old letters for the archive", type: .action),
        // Someone asking the speaker to do a thing.
        Case(text: "Mum needs me to ring the council before Friday", type: .action),
        Case(text: "sione needs us to mind the dog on saturday", type: .action),
        // A priority named first, the aim after it.
        Case(text: "the main thing this year is the extension", type: .goal, phrase: "the extension"),
        Case(text: "my priority right now is getting the deposit together", type: .goal, phrase: "getting the deposit together"),
        // A pursuit's verb for this week only is a next step, and so is one with a near deadline; a deadline of the
        // year leaves it an aim.
        Case(text: "Practise the scales every night this week", type: .action),
        Case(text: "Finish the thesis by the end of this week", type: .action),
        Case(text: "Finish the thesis by the end of the year", type: .goal),
        // A goal's label, counted or with an aside, before its colon.
        Case(text: "One more goal, why not: get the boat licence", type: .goal, phrase: "get the boat licence"),
        // Near misses.
        Case(text: "One more thing: the bins go out Tuesday", type: .thought),
        Case(text: "she needs me to be strong on Friday", type: .thought),
        Case(text: "Tomasz wants us to try the climbing wall with him", type: .thought),
        Case(text: "the main thing is she's safe", type: .thought),
        Case(text: "the big one is coming tonight", type: .thought),
        Case(text: "I need answers, honestly", type: .thought),
        Case(text: "need hugs tonight", type: .thought),
        Case(text: "I can't forget what she said", type: .thought),
        Case(text: "you mustn't forget us when you're famous", type: .thought),
        Case(text: "Bring the deeds by Friday, she says.", type: .thought),
        Case(text: "Pay the deposit before the 1st, Mr Okafor said.", type: .thought),
        Case(text: "Clear skies all weekend apparently", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}

struct HeldoutTenEntityTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        // A relative named after the relation, in lower case.
        Case(text: "my cousin tevite is staying over", people: ["Tevite"]),
        Case(text: "ask ana's brother joaquim about the van", people: ["Ana", "Joaquim"]),
        // A title said after the name.
        Case(text: "Ravi Mama lands on Friday", people: ["Ravi Mama"]),
        Case(text: "ask sunita aunty about the recipe", people: ["Sunita Aunty"]),
        // Courtesy titles of other languages.
        Case(text: "Dona Cida's birthday lunch is on Sunday", people: ["Dona Cida"]),
        Case(text: "remind me to ring senhor amaral", people: ["Senhor Amaral"]),
        // A surname with its letter and apostrophe; a pet's owner.
        Case(text: "Sent D'Arcy the invoice", people: ["D'Arcy"]),
        Case(text: "get a card for bill o'malley before friday", people: ["Bill O'Malley"]),
        Case(text: "the boat is moored at Vila do Conde", places: ["Vila do Conde"]),
        Case(text: "Feed Malakai's dog while they're away", people: ["Malakai"]),
        // Streets in lower case or by their number; landmarks named by kind.
        Case(text: "the bakery on oakley avenue does sourdough", places: ["Oakley Avenue"]),
        Case(text: "Pho place on 5th Ave is open late", places: ["5th Ave"]),
        Case(text: "hiking up to Camp Hale in June", places: ["Camp Hale"]),
        Case(text: "a picnic at Point Reyes", places: ["Point Reyes"]),
        Case(text: "look at trains out of glasgow on the friday", places: ["Glasgow"]),
        Case(text: "maybe we do alki beach tomorrow", places: ["Alki Beach"]),
        // Near misses.
        Case(text: "my sister always calls on sundays"),
        Case(text: "my friend from work is coming"),
        Case(text: "Ravi, Uncle Tom and me went fishing", people: ["Ravi", "Uncle Tom"]),
        Case(text: "I'm on my way"),
        Case(text: "she's on her way home now"),
        Case(text: "Camp was brilliant this year"),
        Case(text: "Ben Carter called about the roof", people: ["Ben Carter"]),
        Case(text: "bins: Tue, Fri"),
        // Two unlisted names joined by "and" before a verb people do; near misses: a shop and two places.
        Case(text: "Feed the cat while Sefo and Lani are in Suva", people: ["Sefo", "Lani"], places: ["Suva"]),
        Case(text: "Leeds and York are both on the list", places: ["York"]),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}
