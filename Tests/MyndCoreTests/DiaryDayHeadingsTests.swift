import Foundation
@testable import MyndCore
import Testing

/// A diary's day heading ("Saturday. Frost on the windscreen…") dates the entry; it sets no occasion (issue 12). A
/// weekday before a colon is a plan's ("Sunday: the match at Kenny Park. Kick-off 10.") and still does, and so does a
/// day said in the entry itself. Sentences of no script.
struct DiaryDayHeadingsTests {
    let now = ISO8601DateFormatter().date(from: "2031-09-09T15:30:00Z")!
    let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        ("Saturday. Frost on the car and the quiz back: 17/25.", "Frost on the car and the quiz back: 17/25."),
        ("Sunday night. Lamb on the grill, kids on the steps. Good day.", "Lamb on the grill, kids on the steps. Good day."),
        ("Easter Sunday. A pint with Dad in the square at one o'clock.", "A pint with Dad in the square at one o'clock."),
        // Kept as said: a plan's heading, a sentence that only names the day, a day inside a sentence.
        ("Sunday: the match at Kenny Park. Kick-off 10.", "Sunday: the match at Kenny Park. Kick-off 10."),
        ("Saturday.", "Saturday."),
        ("Dinner with Ana on Saturday. Booked.", "Dinner with Ana on Saturday. Booked."),
    ])
    func heading(_ text: String, _ rest: String) {
        #expect(EventCue.withoutDayHeading(text) == rest)
    }

    @Test(arguments: [
        ("Thursday. First anatomy quiz back: 17/25. The bones of the hand are killing me.", false),
        ("Sunday. Quiet house after the party. Caoimhe passed the theory test yesterday.", false),
        // The entry names an occasion on a day of its own.
        ("Monday. The school concert is on Thursday at 6.", true),
        ("Sunday: Kuba's match at Wellingborough. Kick-off 10.", true),
    ])
    func filedAsEvent(_ text: String, _ event: Bool) async throws {
        let filed = try await fileOffline([text], from: now, timeZone: utc)
        #expect(filed[0].items.contains { $0.node.type == .event } == event, "\(text)")
    }
}
