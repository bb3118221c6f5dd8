import Foundation
import MyndCore
import Testing

/// The day said after "so" is the one decided ("closed monday so tomorrow morning"); a weekday said first and its
/// date in full later are one day ("Last outdoor Saturday at the market — Nov 20") (issue 12). Sentences of no script.
struct DaysDecidedAndDatesInFullTests {
    /// Wednesday 18 November 2026, 10:00 UTC.
    let now = Date(timeIntervalSince1970: 1_794_996_000)
    let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        ("still havent rung the garage they were shut monday so thursday then", "2026-11-19"),
        ("the forms can wait shes away till the weekend so sunday", "2026-11-22"),
        ("Last Saturday market of the year — Dec 5. Bringing the jams.", "2026-12-05"),
        ("Saturday: the last open day at the allotments, 5 December", "2026-12-05"),
    ])
    func theDayMeant(_ text: String, _ due: String) {
        #expect(DueDates.resolve(in: text, now: now, timeZone: utc)?.value == due, "\(text)")
    }

    @Test(arguments: [
        // Dec 5 is a Saturday: it is another day than Friday, which stays.
        ("Friday, and the party is Dec 5", "2026-11-20"),
        ("call the bank friday", "2026-11-20"),
    ])
    func aWeekdayWithAnotherDateStays(_ text: String, _ due: String) {
        #expect(DueDates.resolve(in: text, now: now, timeZone: utc)?.value == due, "\(text)")
    }
}
