import Foundation
@testable import MyndCore
import Testing

/// A weekday that recurs ("every Sunday", "every other Saturday", "every second sunday", "on a saturday", "sunday
/// mornings") is a habit's and names no one day, so an aim said with it stays an aim rather than a task for that day;
/// and a wish to do something as a habit ("i want to walk every evening", "twice a week") is an aim whatever its verb
/// (issue 12). Sentences of no script, with the near misses: one day keeps a task, and a need stays a chore.
struct RecurringDaysTests {
    @Test(arguments: [
        ("I want to phone Grandad every Sunday, whatever shift I'm on.", NodeType.goal),
        ("i want to see my brother every second sunday like take the train down and cook for him", .goal),
        ("I want to drive over to Galway every other Saturday to see Nan.", .goal),
        ("this season i want to be at every saturday match with my flask", .goal),
        ("i want to be at the allotment on saturday mornings not stuck at work", .goal),
        ("i want to walk every evening after tea out to the old bridge and back", .goal),
        ("I want to send Mum fifty quid every month so she stops worrying about the gas.", .goal),
        ("i wanna ring my dad twice a week even if its only five minutes", .goal),
        // One day keeps it a task; a need done often is a chore, not an aim.
        ("I want to phone the council on Monday about the bins.", .action),
        ("I want to video call Grandad this Sunday.", .action),
        ("I want to drop the forms in to Nan on Sunday morning.", .action),
        ("I need to walk the dog every evening this week.", .action),
    ])
    func filedAs(_ text: String, _ kind: NodeType) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.goals.count == (kind == .goal ? 1 : 0), "\(text): \(found.goals) \(found.actions)")
        #expect(found.actions.count == (kind == .action ? 1 : 0), "\(text): \(found.goals) \(found.actions)")
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
