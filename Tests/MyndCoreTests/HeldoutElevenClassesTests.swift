import Foundation
@testable import MyndCore
import Testing

/// The classes heldout11 (Benchmarks/ExtractionBench/heldout11.json, opened after two blind measurements) showed the
/// rules missing, each in sentences of its own — other people, places and subjects than the script's — with near
/// misses that must not match: a transcript's fillers taken for names, family titles of Southern Africa and South
/// Asia, a title's elided letter, someone sent or given a thing, "X and me", towns named by their kind, places said by
/// their letters (a country, a road, a venue), amounts that look like codes, a morning said of something else, an
/// hour range beside a day, applications that are errands, a second verb that finishes the first one's errand, and
/// a promise to keep someone company.
struct HeldoutElevenEntityTests {
    typealias Case = EntityRecognitionTests.Case

    static let cases: [Case] = [
        // A filler is never a name, whatever a name list says ("Um" is a surname).
        Case(text: "i should ring lerato um tomorrow after work", people: ["Lerato"]),
        Case(text: "we could um call it a day"),
        Case(text: "Um, call Ravi back", people: ["Ravi"]),
        // Family titles of Southern Africa and South Asia: before a name, part of it; alone, the relation, as "Gran" is.
        Case(text: "oom piet wants to borrow the trailer", people: ["Oom Piet"]),
        Case(text: "Ouma's tea party is on Sunday"),
        Case(text: "thatha turns eighty next month"),
        Case(text: "Pick up the parcel from Mam' Nomsa on Friday", people: ["Mam Nomsa"]),
        // Someone sent or given a thing, in a lower-case transcript.
        Case(text: "send thembeka the invoice by monday", people: ["Thembeka"]),
        Case(text: "gave siyabonga my old laptop", people: ["Siyabonga"]),
        // The user's company before "and me".
        Case(text: "Ferdie and me are driving up on Friday", people: ["Ferdie"]),
        // A town named by its kind; places said by their letters.
        Case(text: "two nights in Stone Town before the flight", places: ["Stone Town"]),
        Case(text: "flights are cheaper coming from the UK", places: ["UK"]),
        Case(text: "an accident on the M6 again", places: ["M6"]),
        Case(text: "setting up at the NEC all week", places: ["NEC"]),
        // Near misses: a family title followed by a break or a lower-case verb; letters that are a role, a document or
        // a language; amounts and sizes.
        Case(text: "Ouma: eye test on Tuesday"),
        Case(text: "the biscuits Ouma bakes at Christmas"),
        Case(text: "sent the forms to the GP"),
        Case(text: "sign the OTP with the agent"),
        Case(text: "the deposit is R80k by next year"),
        Case(text: "print it on A4 paper"),
        Case(text: "send it to the printer"),
        Case(text: "give the car a wash"),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) {
        c.check()
    }
}

struct HeldoutElevenDateTests {
    typealias Case = DueDatesTests.Case  // said on Wednesday 18 November 2026, 10:00 UTC

    static let cases: [Case] = [
        // A morning said of something else after the time leaves the bare hour in the afternoon.
        Case(text: "the braai on Saturday starts at two not twelve because the hall has a service in the morning",
             due: "2026-11-21T14:00"),
        // Near misses: the morning said of the time itself, before it or just after it.
        Case(text: "Saturday at 6 for the morning run", due: "2026-11-21T06:00"),
        Case(text: "Saturday morning at 7", due: "2026-11-21T07:00"),
        // An hour range beside a named day starts at its first hour.
        Case(text: "Booked the church hall: Sunday 6 December, 2 till 5", due: "2026-12-06T14:00"),
        Case(text: "Market stall Saturday, 9 until 1", due: "2026-11-21T09:00"),
        // Near miss: a range with no day named gives no time of its own.
        Case(text: "the shop is open 9 till 5", due: nil),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }
}

struct HeldoutElevenClassifierTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        // An application for a thing is an errand; one for a job, a course or a place is an aim.
        Case(text: "Apply for the parking permit on the council site", type: .action),
        Case(text: "then apply for the bond through the bank", type: .action),
        Case(text: "apply for the head of department job", type: .goal),
        Case(text: "Apply for the nursing degree at UKZN", type: .goal),
        // A promise to keep someone company.
        Case(text: "Told Mrs Naidoo I'd meet her at the gate at 7", type: .action),
        // Near miss: a promise about "it" points at a task said elsewhere.
        Case(text: "told Sipho I'd sort it", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }

    @Test func aSecondVerbOnTheFirstOnesThingIsOneErrand() {
        #expect(Clauses.split("print the boarding passes and put them in the blue folder").count == 1)
        #expect(Clauses.split("fill in the form and post it to the school").count == 1)
        // Near misses: a second errand with its own object, or a person after the second verb.
        #expect(Clauses.split("print the boarding passes and call the airline").count == 2)
        #expect(Clauses.split("buy the cake and ring him about the candles").count == 2)
    }
}

struct HeldoutElevenTaskTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        // A thing that must have something done to it is a task.
        Case(text: "the car tax has to be renewed before the end of the month", type: .action),
        Case(text: "the permission slips need to be signed by Thursday", type: .action),
        // "first thing" is a time of day: the clause stays one task.
        Case(text: "ring the garage back first thing tomorrow to move the booking", type: .action,
             phrase: "ring the garage back first thing tomorrow to move the booking"),
        // Near misses: a person who has to be something; a state a thing has to reach by a day is an aim.
        Case(text: "I have to be organised about it this time", type: .thought),
        Case(text: "she needs to be told before the party", type: .thought),
        Case(text: "the van has to be road legal by spring", type: .goal),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}

@Suite(.timeLimit(.minutes(1)))
struct HeldoutElevenFilingTests {
    typealias World = RementionFilingTests.World
    func world() throws -> World { try RementionFilingTests().world() }

    @Test func swimmingGearAndBloodTestsNameTheirPursuits() {
        #expect(Topics.of("get new goggles, the tinted ones").strong.contains("swim"))
        #expect(Topics.of("hire a wetsuit for the open water leg").strong.contains("swim"))
        #expect(Topics.of("book the fasting bloods for the cholesterol recheck").strong.contains("health"))
        #expect(Topics.of("get three payslips for the pre approval").strong.contains("money"))
        // Near miss: a pool alone is weak — it may be the complex's pool or a car pool.
        #expect(!Topics.of("ring the pool guy about the filter").strong.contains("swim"))
    }

    @Test func aBookingWithItsDayIsAnOccasionNotProgress() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I really want to throw Dad a proper seventieth party in Durban")
        _ = try await w.say("Booked the function room at the Oyster Box: Saturday 14 March, 1 till 5.", after: 86_400)
        let events = try w.nodes(.event)
        #expect(events.count == 1, "\(events.map(\.content))")
        #expect(events.first?.metadata[DueDates.key]?.hasSuffix("T13:00") == true)
        // Near miss: a booking with no day is progress on the goal, no occasion.
        _ = try await w.say("Booked the caterer for the party.", after: 120)
        #expect(try w.nodes(.event).count == 1)
    }
}

/// Goals said in everyday British forms that no script had yet (written from a probe of phrasings, not from a
/// script): a pursuit one fancies, a heart set on a thing, a wish the speaker shares with "us", a wish to have a
/// thing done, the year's goal named after "is".
struct EverydayGoalFormsTests {
    typealias Case = ClassifierFormsTests.Case

    static let cases: [Case] = [
        Case(text: "I fancy having a go at the Three Peaks next summer", type: .goal),
        Case(text: "I've set my heart on getting an allotment", type: .goal),
        Case(text: "i really want us to go to lahore for eid next year", type: .goal),
        Case(text: "I'd love to have the loft converted by next spring", type: .goal, phrase: "get the loft converted by next spring"),
        Case(text: "the goal this year is a sub two hour half", type: .goal, phrase: "a sub two hour half"),
        Case(text: "our target is 20 books this year", type: .goal),
        // Near misses: wanting something now, a figure of speech, a wish to have a thing rather than have it done.
        Case(text: "I fancy a curry tonight", type: .thought),
        Case(text: "i fancy going to the pub tonight", type: .thought),
        Case(text: "I mean to say, it wasn't that bad", type: .thought),
        Case(text: "I'd love to have a nap", type: .thought),
        Case(text: "the plan is a bit rubbish honestly", type: .thought),
    ]

    @Test(arguments: cases)
    func classifies(_ c: Case) {
        c.check()
    }
}
