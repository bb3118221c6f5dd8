import Foundation
@testable import MyndCore
import Testing

/// Occasions written the way a diary or a calendar writes them (issue 12): something named, then its day and the hour
/// it starts — "Mammogram — Tues 11:15, Scarborough General.", "Carol service: Sunday 16 December, 6pm" — whatever the
/// occasion is called, so no list of occasion words has to know "mammogram" or "tamalada". With the times such notes
/// write: a 24-hour clock's leading zero, an hour range typed with its dash, a race's or a fasting test's early hour.
/// Near misses: a deadline, a day gone by, a month with no day, and a task said with its day and hour.
struct DiaryEntryDateTests {
    typealias Case = DueDatesTests.Case

    static let cases: [Case] = [
        // "07:30" is the 24-hour clock: never moved to the evening; "7:30" alone still is.
        Case(text: "Skills day — Wed 07:30, K wing", due: "2026-11-25T07:30"),
        Case(text: "boarding at 07:45 on Friday", due: "2026-11-20T07:45"),
        Case(text: "Book club Wednesday 7:30", due: "2026-11-25T19:30"),
        // An hour range typed in one word with its en dash starts at its first hour.
        Case(text: "Away day — Thursday 3 December, 9\u{2013}4, the museum", due: "2026-12-03T09:00"),
        Case(text: "Open studio Saturday 2\u{2013}6", due: "2026-11-21T14:00"),
        // A race starts early; a fasting test is taken before breakfast.
        Case(text: "The city 10K is Sunday 6 December, 7:30 start", due: "2026-12-06T07:30"),
        Case(text: "they want me in Tuesday at 7:45 for fasting bloods", due: "2026-11-24T07:45"),
        // Near misses: a score is no hour range; an evening's 7:30 stays in the evening.
        Case(text: "we lost 3\u{2013}2 on Saturday", due: "2026-11-21"),
        Case(text: "dinner with Odile Friday at 7:30", due: "2026-11-20T19:30"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }
}

struct DiaryEntryCueTests {
    @Test(arguments: [
        "Mammogram — Tues 11:15, Scarborough General.",
        "Recruiter screen with Derek — Mon 12:00. Just to hear the number.",
        "Carol service: Sunday 16 December, 6pm, St Matthew's.",
        "Netball preseason — Tue 6:30pm, Hansen Reserve.",
        "tamalada at tia rosas saturday dec 15 8am",
        "Mel's nursing award — Friday 22nd, 3pm, Sunshine Hospital.",
        "Allotment AGM tomorrow 7pm, the pavilion",
    ])
    func diaryEntries(_ text: String) {
        #expect(EventCue.isDiaryEntry(text))
    }

    @Test(arguments: [
        // A deadline, a day gone by, a month with no day, today's hour, a weekly habit.
        "Forms in by Friday at 5",
        "the bus was late Sunday at 9",
        "rang me yesterday at 6",
        "Getting up at five in the dark in July is the problem",
        "this morning at 7 the boiler died",
        "Swim every Tuesday at 6:30",
        // A day with no hour is no diary entry by this rule (other cues may still make it an occasion).
        "Grandma's on Sunday",
    ])
    func notDiaryEntries(_ text: String) {
        #expect(!EventCue.isDiaryEntry(text))
    }

    /// An occasion on a bare weekday or today, told in the past in its own sentence, has happened.
    @Test(arguments: [
        "Priya had the twelve-week scan Thursday — all fine!",
        "first pottery class on tuesday i dropped the whole pot and the teacher still said well done",
        "Driving test Monday: passed.",
        "the quiz tonight was brutal",
    ])
    func occasionsThatHaveHappened(_ text: String) {
        #expect(EventCue.isToldAsPast(text))
    }

    @Test(arguments: [
        // A date of the month, "this" weekday, or the past in another sentence still set an occasion; so does giving one's word.
        "Tomas and Ewa's baby is getting christened on the 1st of September and we were asked to be godparents",
        "Booked the Lisbon flights! 14 March. I cried a bit.",
        "the gala is saturday and i promised id drive her",
        "the match is this Saturday, it was moved from Friday",
    ])
    func occasionsStillToCome(_ text: String) {
        #expect(!EventCue.isToldAsPast(text))
    }

    /// "Ravens at home Sunday": a team at home on a named day is its fixture; at home on its own is where someone is.
    @Test func aTeamAtHomeOnADayIsAFixture() {
        #expect(EventCue.isEvent("Chargers at home Sunday Nov 11"))
        #expect(!EventCue.isEvent("I'll be at home all day"))
    }
}

@Suite(.timeLimit(.minutes(1)))
struct DiaryEntryFilingTests {
    typealias World = RementionFilingTests.World
    func world() throws -> World { try RementionFilingTests().world() }

    @Test func aDiaryEntryIsAnEventAtItsHour() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Mammogram — Tues 11:15, Scarborough General.")
        _ = try await w.say("Fish fry committee — Wed Oct 10, 7pm, St. Augustine's basement.")
        let events = try w.nodes(.event)
        #expect(events.count == 2, "\(events.map(\.content))")
        #expect(events.compactMap { $0.metadata[DueDates.key] }.map { String($0.suffix(5)) }.sorted() == ["11:15", "19:00"])
        // What was said is kept verbatim beside the events filed from it.
        #expect(try w.nodes(.thought).map(\.content).sorted() == ["Fish fry committee — Wed Oct 10, 7pm, St. Augustine's basement.",
                                                                  "Mammogram — Tues 11:15, Scarborough General."])
    }

    @Test func nearMissesAreNoEvents() async throws {
        let w = try world()
        defer { w.temp.cleanup() }
        // A task said with its day and hour is that task, due then — not a task and an event.
        _ = try await w.say("Passport office Thursday the 30th at 11:15. Don't miss it.")
        // A day gone by, a deadline.
        _ = try await w.say("The bus was an hour late Sunday at 9, unreal.")
        _ = try await w.say("Getting up at five in the dark in July is the hard part.")
        // An occasion that has happened.
        _ = try await w.say("Priya had the twelve-week scan Thursday — all fine!")
        let events = try w.nodes(.event)
        #expect(events.isEmpty, "\(events.map(\.content))")
        let actions = try w.nodes(.action)
        #expect(actions.count == 1, "\(actions.map(\.content))")
        #expect(actions.first?.metadata[DueDates.key]?.hasSuffix("T11:15") == true)
    }
}
