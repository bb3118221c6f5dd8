import Foundation
@testable import MyndCore
import Testing

/// Someone asking a thing of the speaker (issue 12), in sentences of no script: a request of a deed is the speaker's
/// task even without a day; someone calling the speaker in or back is an appointment to keep, a task with its day and
/// no event of its own; a suggestion, an invitation, a state or a request turned down is no task.
struct RequestsOfTheSpeakerTests {
    @Test(arguments: [
        "Tomasz asked me to write up the minutes from the residents' meeting",
        "my manager wants me to train the two new starters on the till this month",
        "grandad wants me to fix the gate latch when I'm over",
        "Auntie Efua asked us to collect the chairs from the church hall",
        "the dentist wants me back in six weeks to check the filling",
        "Dr. Mensah's receptionist rang — they want me in for a scan on Thursday at 9:40.",
    ])
    func aRequestOfADeedIsATask(_ text: String) {
        let extraction = OfflineExtractor().extract(text, known: [])
        #expect(extraction.utteranceType == .action, "\(text)")
        #expect(extraction.goals.isEmpty, "\(text): \(extraction.goals)")
    }

    @Test(arguments: [
        "Kojo wants us to try the new climbing wall with him",
        "Efe wants me to join the book club",
        "Mum wants me to be happy, that's all",
        "Father Paul asked me to do the readings again but I'm going to say no",
        "Ama asked me if I'd ever been to Kumasi",
        "Nobody asked me to organise it",
        "Kay and Danielle want me in Decatur for Mother's Day weekend.",
        "I want you to know I'm fine",
    ])
    func whatIsNoTaskStaysAThought(_ text: String) {
        let extraction = OfflineExtractor().extract(text, known: [])
        #expect(extraction.actions.isEmpty, "\(text): \(extraction.actions)")
    }

    /// Called in with a day: filed as the task with its due date, and no event beside it.
    @Test func beingCalledInIsATaskWithItsDayAndNoEvent() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("The practice nurse rang, they want me in for a blood test on Tuesday at 8:20.")
        let task = try #require(try w.nodes(.action).first)
        #expect(task.metadata[DueDates.key] == DueDates.resolve(in: "Tuesday at 8:20", now: w.clock.now)?.value)
        #expect(try w.nodes(.event).isEmpty)
    }
}

/// A verb-or-noun with a person straight after it is a verb ("sponsor him tonight", "record Gran making the jollof"),
/// and a few errand verbs the generated lists leave out are verbs with an object ("forward the post", "venmo Keisha").
struct PersonObjectsTests {
    @Test(arguments: [
        "sponsor him tonight before the race",
        "so sponsor her for the walk",
        "record Lola making the embutido on Thursday",
        "forward the post to his new flat",
        "venmo Keisha for my half of the gift by Friday",
        "bin the spare pods in the glovebox",
    ])
    func anErrandWithAPersonOrAnUnlistedVerbIsATask(_ text: String) {
        let extraction = OfflineExtractor().extract(text, known: [])
        #expect(extraction.utteranceType == .action, "\(text)")
    }

    @Test(arguments: [
        "Coach Lungile moved this week's session to Thursday",
        "Mark Evans is coming round later",
        "Forward planning has never been my thing",
        "Sponsor money came in at last",
    ])
    func aTitleANameOrANounIsNoTask(_ text: String) {
        let extraction = OfflineExtractor().extract(text, known: [])
        #expect(extraction.actions.isEmpty, "\(text): \(extraction.actions)")
    }
}
