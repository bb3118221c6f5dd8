import Foundation
@testable import MyndCore
import Testing

/// An aim said first and its verdict, pointer or bare deadline after it ("… That's what I want.", "… New rule.",
/// "… Before I'm 40"), as the twenty-fifth stop found goals filed under the verdict alone (issue 12): the goal keeps what
/// was said before it, so `mynd goals` reads as the aim and later tasks can find it by its words. Sentences of no script.
struct AimNamedBeforeItsVerdictTests {
    @Test(arguments: [
        ("Allotment: beans, leeks and a proper compost bay by June. That's what I want.", "compost"),
        ("Bed by eleven, no phone upstairs, eight hours most nights. New rule.", "phone"),
        ("Pottery. Wanted to since school. Before I'm 50 — that's the deal.", "pottery"),
        ("A cheap van, insured and on the road by spring — that's the line I'm drawing.", "van"),
        ("Tamsin and the twins round ours for Easter lunch. One long table. That's the plan.", "easter"),
    ])
    func theGoalKeepsWhatWasSaidBefore(_ text: String, _ word: String) {
        let goals = OfflineExtractor().extract(text, known: []).goals
        #expect(goals.count == 1, "\(text): \(goals)")
        #expect(goals.first?.lowercased().contains(word) == true, "\(text): \(goals)")
    }

    @Test(arguments: ["That's what I want", "New rule", "that's still on", "Before I'm 40", "I want her in", "That's on me, not her",
                      "that's the line I'm drawing", "under an hour"])
    func namesNothingOfItsOwn(_ phrase: String) {
        #expect(OfflineExtractor.namesNothingOfItsOwn(phrase))
    }

    @Test(arguments: ["run the Leeds half", "a new deck oven", "learn to swim before summer", "pay off the car loan"])
    func namesAnAim(_ phrase: String) {
        #expect(!OfflineExtractor.namesNothingOfItsOwn(phrase))
    }

    /// "a real first dance": "first" after an adjective is an ordinal, not "first, do this".
    @Test func aRealFirstIsAnOrdinal() {
        let clauses = Clauses.split("Dev and I want a real first dance at the wedding.").map(\.text)
        #expect(clauses.contains { $0.contains("a real first dance") }, "\(clauses)")
    }
}
