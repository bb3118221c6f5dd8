import Foundation
@testable import MyndCore
import Testing

/// Bare hours of evening occasions, named holidays and month ends, resolved against Wednesday 18 November 2026.
struct EveningAndHolidayDatesTests {
    typealias Case = DueDatesTests.Case

    static let cases: [Case] = [
        // An evening occasion makes a bare 8–11 an evening hour.
        Case(text: "supper with Kemi on Thursday at 9", due: "2026-11-19T21:00"),
        Case(text: "the gig starts at 10 on Saturday", due: "2026-11-21T22:00"),
        Case(text: "drinks tonight at 8", due: "2026-11-18T20:00"),
        Case(text: "my leaving do is at half nine on Friday", due: "2026-11-20T21:30"),
        Case(text: "the quiz night is at 8", due: "2026-11-18T20:00"),
        // Morning things, and hours with no occasion, stay where they were.
        Case(text: "breakfast meeting on Friday at 8", due: "2026-11-20T08:00"),
        Case(text: "dinner prep in the morning at 9 on Sunday", due: "2026-11-22T09:00"),
        Case(text: "phone the bank at 10 on Monday", due: "2026-11-23T10:00"),
        Case(text: "I'll do it at 11 tomorrow", due: "2026-11-19T11:00"),
        // Holidays.
        Case(text: "Gran's party on Christmas Eve at 7", due: "2026-12-24T19:00"),
        Case(text: "the office is shut on Boxing Day", due: "2026-12-26"),
        Case(text: "pay the deposit before Christmas", due: "2026-12-25"),
        Case(text: "a costume for Halloween", due: "2027-10-31"),
        Case(text: "fireworks on New Year's Eve", due: "2026-12-31"),
        Case(text: "back at work on new years day", due: "2027-01-01"),
        Case(text: "flowers for Valentine's Day", due: "2027-02-14"),
        Case(text: "Christmas Day lunch at Ola's at 2", due: "2026-12-25T14:00"),
        // "Christmas" as a kind of thing is not the date: the weekday is.
        Case(text: "wrap the Christmas presents on Sunday", due: "2026-11-22"),
        // Month ends.
        Case(text: "the lease ends at the end of February", due: "2027-02-28"),
        Case(text: "tidy the shed today", due: "2026-11-18"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }

    @Test func christmasAloneIsNoDate() {
        #expect(DueDates.resolve(in: "the christmas lights are up", now: DueDatesTests.now, timeZone: DueDatesTests.utc) == nil)
    }

    @Test func appointmentsAndMovesAreEvents() {
        #expect(EventCue.isEvent("Bongani is moving to Durban in March"))
        #expect(EventCue.isEvent("the consultant wants to see me again in three weeks"))
        #expect(!EventCue.isEvent("I wanted to see the figures before Friday"))
    }
}
