import Foundation
import MyndCore
import Testing

/// Dates of everyday British and American speech that were not resolved, or resolved wrong: a fortnight, "Wednesday
/// week", a bare hour said with the morning. Said on Wednesday 18 November 2026, 10:00 UTC (DueDatesTests.now).
struct EverydayDatesTests {
    typealias Case = DueDatesTests.Case

    static let cases: [Case] = [
        Case(text: "in a fortnight send the minutes", due: "2026-12-02"),
        Case(text: "book it in a fortnight's time", due: "2026-12-02"),
        Case(text: "in two fortnights", due: "2026-12-16"),
        Case(text: "return the books Thursday week", due: "2026-11-26"),
        Case(text: "Friday week pick up the suit", due: "2026-11-27"),
        Case(text: "tomorrow morning at 7:30 call the cab", due: "2026-11-19T07:30"),
        Case(text: "Saturday morning at 6 take the dog out", due: "2026-11-21T06:00"),
        // Near misses: the afternoon and the evening keep their hour; "a week on Friday" is read as before.
        Case(text: "tomorrow at 7:30 for drinks", due: "2026-11-19T19:30"),
        Case(text: "Friday afternoon at 3 meet Ana", due: "2026-11-20T15:00"),
        Case(text: "a week on Friday", due: "2026-11-27"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }
}
