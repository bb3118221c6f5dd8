import Foundation
@testable import MyndCore
import Testing

/// A habit held to whatever comes, and a rule or an aim of one's own named as one (issue 12): "Every single Sunday, whatever the
/// deadline." after the habit, "…thats my rule now". Sentences of no script.
struct HabitVowsTests {
    @Test(arguments: [
        // The habit said in note form, then held to.
        "Saturday swims with Dad. Every single week, whatever the weather.",
        "Piano before breakfast. Whatever the day throws at me.",
        // The habit said as a task, then held to: the task becomes the aim.
        "I want to ring Grandpa Joe every Friday. Every single one, however tired I am.",
        "read with the twins every night. Every single night, whatever shift I'm on.",
    ])
    func aHabitHeldToIsAGoal(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.goals.count == 1 && found.actions.isEmpty, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        "no phones at the table on school nights thats my rule now",
        "the allotment twice a week um thats still the rule even in the rain",
        "i should go to bed before midnight thats gonna be my rule from monday",
    ])
    func aRuleNamedAsOneIsAGoal(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.utteranceType == .goal && found.goals.count == 1, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        // A one-off task with a shrug or a price after it stays a task.
        "Call the garage tomorrow. Whatever it costs.",
        "Book the vet for Friday. Every single one of them needs a jab.",
    ])
    func aOneOffTaskStaysATask(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.goals.isEmpty && found.actions.count == 1, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        "he moved it to saturday morning whatever",
        "i stalled at every single junction on the way home",
        "okay bed its almost midnight so much for the rule",
    ])
    func aShrugOrAComplaintIsNoGoal(_ text: String) {
        #expect(OfflineExtractor().extract(text, known: []).goals.isEmpty, "\(text)")
    }

    @Test(arguments: [
        "Ten k: under fifty minutes. That's the new target.",
        "the loft boarded before the baby comes thats the goal now",
        "and the garden, i want veg growing by june, that's the real aim",
    ])
    func anAimNamedAsOneIsAGoal(_ text: String) {
        let found = OfflineExtractor().extract(text, known: [])
        #expect(found.utteranceType == .goal && found.goals.count == 1, "\(text): \(found.goals) \(found.actions)")
    }

    @Test(arguments: [
        "Dinner at 7 then the cinema. That's the plan.",
        "He scored twice. That's the goal of the season.",
    ])
    func aPlanOrAGoalOfOthersIsNoAim(_ text: String) {
        #expect(OfflineExtractor().extract(text, known: []).goals.isEmpty, "\(text)")
    }
}
