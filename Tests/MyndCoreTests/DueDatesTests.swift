import Foundation
import MyndCore
import Testing

/// Dates said in passing resolved against the time they were said, in the user's time zone.
struct DueDatesTests {
    /// Wednesday 18 November 2026, 10:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_794_996_000)
    static let utc = TimeZone(identifier: "UTC")!

    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var due: String?
        var testDescription: String { text }

        /// `text`, said at `DueDatesTests.now` in UTC, resolves to `due` (nil: no date).
        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(DueDates.resolve(in: text, now: DueDatesTests.now, timeZone: DueDatesTests.utc)?.value == due,
                    sourceLocation: sourceLocation)
        }
    }

    static let cases: [Case] = [
        Case(text: "renew the passport before Friday", due: "2026-11-20"),
        Case(text: "call the plumber tomorrow", due: "2026-11-19"),
        Case(text: "finish the report by March", due: "2027-03-01"),
        Case(text: "dinner next Tuesday at six", due: "2026-11-24T18:00"),
        Case(text: "drinks at Ayo's on Friday at half seven", due: "2026-11-20T19:30"),
        Case(text: "call back tomorrow at quarter to nine", due: "2026-11-19T08:45"),
        Case(text: "pick up at half past four on Saturday", due: "2026-11-21T16:30"),
        Case(text: "book the flights in two weeks", due: "2026-12-02"),
        Case(text: "pay rent on the 3rd", due: "2026-12-03"),
        Case(text: "the exam is on 14 January", due: "2027-01-14"),
        Case(text: "her birthday is December 2nd", due: "2026-12-02"),
        Case(text: "meet at 7:30pm", due: "2026-11-18T19:30"),
        Case(text: "call mum at 9", due: "2026-11-19T09:00"),
        Case(text: "coffee with Ana on Wednesday", due: "2026-11-25"),
        Case(text: "submit it by the end of november", due: "2026-11-30"),
        Case(text: "in a couple of days I'll fix it", due: "2026-11-20"),
        Case(text: "lunch on 2026-12-24 at noon", due: "2026-12-24T12:00"),
        Case(text: "this weekend we paint the fence", due: "2026-11-21"),
        Case(text: "start next week", due: "2026-11-23"),
        Case(text: "I may come along"),
        Case(text: "the sun came out"),
        Case(text: "I want to learn the piano"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        c.check()
    }

    @Test func resolvesInTheUsersTimeZone() {
        // 10:00 UTC on Wednesday is 23:00 in Auckland (UTC+13): "tomorrow" there is Thursday 19th…
        let auckland = TimeZone(identifier: "Pacific/Auckland")!
        #expect(DueDates.resolve(in: "tomorrow", now: Self.now, timeZone: auckland)?.value == "2026-11-19")
        // …but at 20:00 UTC it is already Thursday in Auckland, so tomorrow is Friday.
        let evening = Date(timeIntervalSince1970: 1_795_032_000)
        #expect(DueDates.resolve(in: "tomorrow", now: evening, timeZone: auckland)?.value == "2026-11-20")
        #expect(DueDates.resolve(in: "tomorrow", now: evening, timeZone: Self.utc)?.value == "2026-11-19")
    }

    @Test func keepsThePhrase() {
        #expect(DueDates.resolve(in: "Dinner next Tuesday at six.", now: Self.now, timeZone: Self.utc)?.phrase == "next tuesday at six")
    }
}

extension DueDatesTests {
    @Test func nextWeekdayIsInNextWeek() {
        // Said on Wednesday 18th: "next Thursday" is the 26th, not tomorrow; "Thursday" alone is tomorrow.
        #expect(DueDates.resolve(in: "next Thursday", now: Self.now, timeZone: Self.utc)?.value == "2026-11-26")
        #expect(DueDates.resolve(in: "on Thursday", now: Self.now, timeZone: Self.utc)?.value == "2026-11-19")
    }
}
