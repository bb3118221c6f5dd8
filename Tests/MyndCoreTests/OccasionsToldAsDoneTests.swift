import Foundation
@testable import MyndCore
import Testing

/// An occasion told as done is no event to come (issue 12): a past verb anywhere in the sentence ("we came second on
/// Sunday"), or moving house on a day; an irregular past ("took", "fell", "slept") as well as a regular one. Moving an
/// appointment to a day still sets one. Sentences of no script.
struct OccasionsToldAsDoneTests {
    @Test(arguments: [
        "Quiz night: we came second on Sunday.",
        "the under twelves won on Saturday and Tobi scored",
        "Ngozi moved out to Leeds on Thursday and the flat is so quiet",
        "saw the new physio on Monday, she's great",
        // Irregular past forms with a name for subject.
        "Félix took a hit from behind Saturday at the arena.",
        "Mrs Okafor fell on the ice on Monday and broke her wrist",
        "grandad slept through the whole service on sunday",
    ])
    func toldAsDone(_ text: String) {
        #expect(EventCue.isToldAsPast(text), "\(text)")
    }

    @Test(arguments: [
        "they moved the scan to Thursday at 9",
        "quiz night is on Sunday at the Crown",
        "we're meeting on Saturday at ten",
        // Words that give one's word or arrange what comes are left out.
        "Jordan's party is on Saturday and I said I'd make the cake",
        "got the dentist on Tuesday at 3",
    ])
    func stillToCome(_ text: String) {
        #expect(!EventCue.isToldAsPast(text), "\(text)")
    }
}
