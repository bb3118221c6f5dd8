import Foundation
@testable import MyndCore
import Testing

/// An occasion told as done is no event to come (issue 12): a past verb anywhere in the sentence ("we came second on
/// Sunday"), or moving house on a day. Moving an appointment to a day still sets one. Sentences of no script.
struct OccasionsToldAsDoneTests {
    @Test(arguments: [
        "Quiz night: we came second on Sunday.",
        "the under twelves won on Saturday and Tobi scored",
        "Ngozi moved out to Leeds on Thursday and the flat is so quiet",
        "saw the new physio on Monday, she's great",
    ])
    func toldAsDone(_ text: String) {
        #expect(EventCue.isToldAsPast(text), "\(text)")
    }

    @Test(arguments: [
        "they moved the scan to Thursday at 9",
        "quiz night is on Sunday at the Crown",
        "we're meeting on Saturday at ten",
    ])
    func stillToCome(_ text: String) {
        #expect(!EventCue.isToldAsPast(text), "\(text)")
    }
}
