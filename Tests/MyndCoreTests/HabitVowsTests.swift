import Foundation
@testable import MyndCore
import Testing

/// A habit held to whatever comes, and a rule of one's own named as one (issue 12): "Every single Sunday, whatever the
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
}
