import Foundation
@testable import MyndCore
import Testing

/// A transcript writes o'clock without its apostrophe ("ten oclock"); the hour is still the hour (issue 12).
/// Sentences of no script.
struct OclockUnwrittenTests {
    let now = ISO8601DateFormatter().date(from: "2031-09-09T15:30:00Z")!
    let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        ("footy game saturday ten oclock at the rec", "2031-09-13T10:00"),
        ("parents meeting wednesday six oclock at the school", "2031-09-10T18:00"),
        ("dentist friday at nine oclock", "2031-09-12T09:00"),
    ])
    func hour(_ text: String, _ due: String) {
        #expect(DueDates.resolve(in: text, now: now, timeZone: utc)?.value == due, "\(text)")
    }
}
