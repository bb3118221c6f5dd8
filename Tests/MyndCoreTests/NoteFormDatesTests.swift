import Foundation
@testable import MyndCore
import Testing

/// Dates as notes and everyday speech put them (issue 12): a day said at the end after a comma or a dash, a day of
/// the month before its month or after its weekday, clock times typed without "at" or said the British way, a day an
/// occasion was moved to, a task's own time on the day said beside it — with near misses that must not be dated.
/// Said on Wednesday 18 November 2026, 10:00 UTC (DueDatesTests.now).
struct NoteFormDatesTests {
    typealias Case = DueDatesTests.Case

    static let cases: [Case] = [
        // A day said last, after a comma, a dash or a full stop.
        Case(text: "Return the drill to Kemi's, Friday.", due: "2026-11-20"),
        Case(text: "Gym bag still in the car. Thursday, for sure.", due: "2026-11-19"),
        Case(text: "Stamps and envelopes from the post office, tomorrow after the school run.", due: "2026-11-19"),
        Case(text: "Haven't rung the vet. Tomorrow.", due: "2026-11-19"),
        Case(text: "Paint the shed with Marek, Sunday at 11.", due: "2026-11-22T11:00"),
        Case(text: "Collect the ladder from Hassan's, a week on Thursday.", due: "2026-11-26"),
        Case(text: "Piano tuner - Monday, first thing.", due: "2026-11-23"),
        // A label's colon: "Monday:" names Monday.
        Case(text: "Monday: dentist at 2", due: "2026-11-23T14:00"),
        // A day before its month; a day of the month after its weekday, in a month where it falls on that weekday.
        Case(text: "Gym membership goes up from 1 January.", due: "2027-01-01"),
        Case(text: "Send the deposit by 4 December", due: "2026-12-04"),
        Case(text: "Smear test at the health centre: Tuesday 1st, 9:10.", due: "2026-12-01T09:10"),
        Case(text: "Cup final, Saturday 5th, 3:00 kick-off", due: "2026-12-05T15:00"),
        Case(text: "Choir tryouts Monday 21st", due: "2026-12-21"),
        Case(text: "Eye test, Monday 14 December, 9:45", due: "2026-12-14T09:45"),
        Case(text: "Flu jab Thursday 26 November 10:15 - booked.", due: "2026-11-26T10:15"),
        Case(text: "the panel interview is friday the eleventh at twenty past two", due: "2026-12-11T14:20"),
        Case(text: "thursday the twenty sixth works for the plumber", due: "2026-11-26"),
        Case(text: "Mira's house-sitting from the 28th", due: "2026-11-28"),
        Case(text: "the 9 o'clock mass on the 29th", due: "2026-11-29T09:00"),
        // Clock times without "at", and said the British way.
        Case(text: "tell Amara yes to brunch on Sunday at like half ten", due: "2026-11-22T10:30"),
        Case(text: "be at the station Saturday for half nine", due: "2026-11-21T09:30"),
        Case(text: "the lantern parade with the school band is Saturday, meet for half eleven", due: "2026-11-21T11:30"),
        Case(text: "the eight o'clock train on Monday", due: "2026-11-23T08:00"),
        Case(text: "quarter past one on Tuesday for the interview", due: "2026-11-24T13:15"),
        Case(text: "Saturday 12:30 at the bike shop", due: "2026-11-21T12:30"),
        // A milestone birthday is an evening do; with no evidence of the evening, a bare eight or nine stays in the morning.
        Case(text: "Grandad's eightieth at the hotel, Saturday at 9", due: "2026-11-21T21:00"),
        Case(text: "Ewa's 50th is Sunday at 8", due: "2026-11-22T20:00"),
        Case(text: "phone Nana the day after tomorrow at nine", due: "2026-11-20T09:00"),
        // A day ruled out, or moved from, gives way to the day meant.
        Case(text: "Fatima can't do tomorrow, so we moved the fitting to Friday at half four", due: "2026-11-20T16:30"),
        Case(text: "the quiz was meant to be Thursday but it's been pushed to Saturday", due: "2026-11-21"),
        // Near misses: days gone by, ordinals that count things, "half" and numbers that are no clock time.
        Case(text: "Saturday was great", due: nil),
        Case(text: "last Friday we finally fixed the gate", due: nil),
        Case(text: "Sunday just gone was a washout", due: nil),
        Case(text: "Saturday night was mad, back in work Monday", due: "2026-11-23"),
        Case(text: "a history of the 20th century", due: nil),
        Case(text: "the office is on the 3rd floor", due: nil),
        Case(text: "half the time on Friday I'm in Leeds", due: "2026-11-20"),
        Case(text: "there'll be eight of us on Saturday", due: "2026-11-21"),
        Case(text: "a table for eight on Friday", due: "2026-11-20"),
        Case(text: "half a dozen eggs for Sunday", due: "2026-11-22"),
        Case(text: "we only watched the second half of the match", due: nil),
        // A filler before a time counts beside a named day only; a label other than a day's keeps its colon.
        Case(text: "the dog was barking at like five", due: nil),
        Case(text: "Plan for next year: learn to weld", due: nil),
        // A milestone's breakfast is still in the morning.
        Case(text: "Dad's 70th breakfast on Sunday at 9", due: "2026-11-22T09:00"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }

    /// "Thursday: the boiler man at 6, so be home by 5:45": the task is due on the day said, at its own time.
    @Test func aTaskKeepsItsOwnTimeOnTheDaySaidBesideIt() {
        func due(_ clause: String, within text: String) -> String? {
            DueDates.resolve(clause: clause, within: text, now: DueDatesTests.now, timeZone: DueDatesTests.utc)?.value
        }
        #expect(due("so be home by 5:45", within: "Thursday: the boiler man at 6, so be home by 5:45") == "2026-11-19T17:45")
        #expect(due("then leave the office at half three", within: "Friday, the school play at 4, then leave the office at half three") == "2026-11-20T15:30")
        // A clause naming its own day keeps it; a clause naming no time has no date of its own.
        #expect(due("pay the deposit tomorrow", within: "The wedding is Saturday, pay the deposit tomorrow") == "2026-11-19")
        #expect(due("bring the forms", within: "Tuesday: solicitor at 2, bring the forms") == nil)
        // With no day said anywhere, the clause's own time is read as before: today, when still ahead.
        #expect(due("be there at 6", within: "the boiler man comes at 7, be there at 6") == "2026-11-18T18:00")
    }
}

/// The filer gives a task said beside an occasion its own time on the occasion's day, whichever kind of item the task
/// is filed as.
struct NoteFormTaskDueTests {
    func task(_ w: RementionFilingTests.World, containing words: String) throws -> Node? {
        try (w.nodes(.action) + w.nodes(.goal)).first { $0.content.contains(words) }
    }

    @Test func aTaskIsFiledAtItsOwnTimeOnTheDaySaidBesideIt() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("boiler service thursday at 2 so i need to leave work by 1:30")
        let leave = try #require(try task(w, containing: "leave work"))
        let thursday = try #require(DueDates.resolve(in: "Thursday", now: w.clock.now, timeZone: .current)).value
        #expect(leave.metadata[DueDates.key] == thursday + "T13:30")
        // Near miss: a task with no time of its own keeps the occasion's.
        _ = try await w.say("dentist friday at 3 so i need to ask for the afternoon off", after: 120)
        let off = try #require(try task(w, containing: "afternoon off"))
        #expect(off.metadata[DueDates.key]?.hasSuffix("T15:00") == true)
    }
}
