import Foundation
@testable import MyndCore
import Testing

/// A weekday that recurs ("every Sunday", "every other Saturday", "every second sunday", "on a saturday", "sunday
/// mornings") is a habit's and names no one day, so an aim said with it stays an aim rather than a task for that day;
/// and a wish to do something as a habit ("i want to walk every evening", "twice a week") is an aim whatever its verb
/// (issue 12). Sentences of no script, with the near misses: one day keeps a task, and a need stays a chore.
struct RecurringDaysTests {
    @Test(arguments: [
        "I want to phone Grandad every Sunday, whatever shift I'm on.",
        "i want to see my brother every second sunday like take the train down and cook for him",
        "I want to drive over to Galway every other Saturday to see Nan.",
        "this season i want to be at every saturday match with my flask",
        "i want to be at the allotment on saturday mornings not stuck at work",
        "i want to walk every evening after tea out to the old bridge and back",
        "I want to send Mum fifty quid every month so she stops worrying about the gas.",
        "i wanna ring my dad twice a week even if its only five minutes",
    ])
    func anAimOnARecurringDayIsAGoal(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.goals.count == 1, "\(text): \(found.goals) \(found.actions)")
        #expect(found.actions.isEmpty, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        "I want to phone the council on Monday about the bins.",
        "I want to video call Grandad this Sunday.",
        "I want to drop the forms in to Nan on Sunday morning.",
        // A need done often is a chore, not an aim.
        "I need to walk the dog every evening this week.",
    ])
    func oneDayKeepsItATask(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.actions.count == 1, "\(text): \(found.goals) \(found.actions)")
        #expect(found.goals.isEmpty, "\(text): \(found.goals) \(found.actions)")
    }

    @Test func recurringWeekdaysNameNoDay() {
        #expect(!UtteranceClassifier.namesSpecificDay(["call", "her", "every", "sunday"]))
        #expect(!UtteranceClassifier.namesSpecificDay(["every", "other", "saturday"]))
        #expect(!UtteranceClassifier.namesSpecificDay(["every", "second", "sunday"]))
        #expect(!UtteranceClassifier.namesSpecificDay(["on", "a", "saturday"]))
        #expect(!UtteranceClassifier.namesSpecificDay(["sunday", "mornings"]))
        #expect(UtteranceClassifier.namesSpecificDay(["on", "sunday", "morning"]))
        #expect(UtteranceClassifier.namesSpecificDay(["this", "saturday"]))
    }

    @Test func howOftenIsARecurrence() {
        #expect(UtteranceClassifier.namesRecurrence(["walk", "every", "evening"]))
        #expect(UtteranceClassifier.namesRecurrence(["every", "single", "sunday"]))
        #expect(UtteranceClassifier.namesRecurrence(["call", "her", "twice", "a", "week"]))
        #expect(UtteranceClassifier.namesRecurrence(["three", "nights", "a", "week"]))
        // "every time" says when; "in a week" is a deadline.
        #expect(!UtteranceClassifier.namesRecurrence(["every", "time", "i", "go"]))
        #expect(!UtteranceClassifier.namesRecurrence(["back", "in", "a", "week"]))
    }
}
