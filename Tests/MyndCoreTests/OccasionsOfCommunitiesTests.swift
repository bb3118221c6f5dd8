import Foundation
@testable import MyndCore
import Testing

/// Occasions the event cue did not know (issue 12): a shared meal and coming-of-age parties, and a twenty-first said in
/// two words, which the clause splitter cut at "first" as if it began a step. Sentences of no script.
struct OccasionsOfCommunitiesTests {
    @Test(arguments: [
        "Church potluck Sunday at 12 in the basement hall.",
        "Marisol's debut is set for Saturday the 8th at the Rizal Centre.",
        "the quinceañera is at the hall on fifth street saturday at six",
        "her feis is in motherwell on saturday the ninth",
    ])
    func isAnOccasion(_ text: String) {
        #expect(EventCue.isEvent(text), "\(text)")
    }

    @Test func aTwentyFirstSaidInTwoWordsIsOneClause() {
        let clauses = Clauses.split("liams twenty first is at the rugby club on the ninth and i said id do the slideshow").map(\.text)
        #expect(clauses.first?.hasPrefix("liams twenty first is at the rugby club") == true, "\(clauses)")
        #expect(EventCue.isEvent(clauses.first ?? ""))
    }

    @Test func aFirstStepStillStartsAClause() {
        let clauses = Clauses.split("first ring the bank then sort the forms").map(\.text)
        #expect(clauses.count >= 2, "\(clauses)")
    }
}
