import Foundation
@testable import MyndCore
import Testing

/// An occasion in a month with no day in it ("getting married in Monterrey in March") is news to hold, not an event
/// to put on a day (issue 12): its date would stand for the month's first. Sentences of no script.
struct MonthIsNoDayTests {
    let now = ISO8601DateFormatter().date(from: "2031-09-09T15:30:00Z")!
    let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: ["in August", "by March", "in January", "in Oct"])
    func monthOnly(_ said: String) {
        let resolved = DueDates.resolve(in: "the wedding is " + said, now: now, timeZone: utc)
        #expect(resolved?.isMonthOnly == true, "\(said): \(String(describing: resolved))")
    }

    @Test(arguments: ["on the 1st of March", "end of April", "August 14", "next Tuesday", "in two weeks"])
    func aDay(_ said: String) {
        let resolved = DueDates.resolve(in: "the wedding is " + said, now: now, timeZone: utc)
        #expect(resolved != nil && resolved?.isMonthOnly == false, "\(said): \(String(describing: resolved))")
    }

    @Test(arguments: [
        ("My cousin Lorena is getting married in Monterrey in March.", false),
        ("the course starts in april and it's all online", false),
        ("My cousin Lorena is getting married in Monterrey on March 14th.", true),
        ("the course starts on the 3rd of April", true),
    ])
    func filedAsEvent(_ text: String, _ event: Bool) async throws {
        let filed = try await fileOffline([text], from: now, timeZone: utc)
        #expect(filed[0].items.contains { $0.node.type == .event } == event, "\(text)")
    }
}

/// September's four-letter short form ("Sept 14", "14 Sept") is September, and a month named within itself is still a
/// month with no day (issue 12). Sentences of no script.
struct SeptAndTheMonthWithinTests {
    let now = ISO8601DateFormatter().date(from: "2031-09-09T15:30:00Z")!
    let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        ("Flu jab — Sept 14 at the pharmacy.", "2031-09-14"),
        ("Dentist 14 Sept, 9am.", "2031-09-14T09:00"),
    ])
    func sept(_ text: String, _ due: String) {
        #expect(DueDates.resolve(in: text, now: now, timeZone: utc)?.value == due, "\(text)")
    }

    @Test func monthWithin() {
        let resolved = DueDates.resolve(in: "the wedding is in September", now: now, timeZone: utc)
        #expect(resolved?.isMonthOnly == true, "\(String(describing: resolved))")
        #expect(DueDates.resolve(in: "twins due end of April", now: now, timeZone: utc)?.isMonthOnly == false)
    }
}
