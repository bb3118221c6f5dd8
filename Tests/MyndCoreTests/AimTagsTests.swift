@testable import MyndCore
import Testing

/// An aim said again as a picture of it, closed by a tag ("— that's the plan", "Still on.", "thats still the number"),
/// is a goal however the rest was put; the tag alone names nothing, so the goal is what came before it. "Still on"
/// inside a clause ("with her coat still on") is no tag, and a line that asks for something stays a task.
struct AimTagsTests {
    @Test(arguments: [
        ("Nana at the head of the table on her ninetieth, all twelve grandkids there — that's the plan.", "Nana at the head of the table"),
        ("Ten kilometres round the reservoir without stopping. Still on.", "Ten kilometres round the reservoir"),
        ("a van with my name on the side by next spring thats still on", "a van with my name on the side"),
        ("forty grand in the pot by the time the lease is up thats still the number", "forty grand in the pot"),
        ("Me and Priya on the summit of Snowdon at sunrise — that's what I'm after.", "Priya on the summit of Snowdon"),
        ("The whole choir singing it in Welsh at the eisteddfod — still happening.", "The whole choir singing it in Welsh"),
    ])
    func aTaggedPictureIsAnAim(line: String, aim: String) {
        let filed = OfflineExtractor().extract(line, known: [])
        #expect(filed.utteranceType == .goal, "\(filed)")
        #expect(filed.goals.contains { $0.contains(aim) }, "\(filed.goals)")
    }

    @Test(arguments: [
        "she fell asleep on the sofa with her coat still on",
        "the heating's still on and nobody's home",
    ])
    func stillOnInsideAClauseIsNoTag(line: String) {
        #expect(!OfflineExtractor.endsWithAnAimsTag(line))
        #expect(OfflineExtractor().extract(line, known: []).goals.isEmpty)
    }

    @Test func theTagsAreReadWithOrWithoutApostrophes() {
        #expect(OfflineExtractor.endsWithAnAimsTag("A dry house by Samhain — that’s still on."))
        #expect(OfflineExtractor.endsWithAnAimsTag("a dry house by samhain thats still on"))
        #expect(OfflineExtractor.endsWithAnAimsTag("A dry house by Samhain. That's the plan!"))
        #expect(!OfflineExtractor.endsWithAnAimsTag("nobody knows what the plan is"))
    }
}

extension AimTagsTests {
    /// A tag after an arrangement pinned to a day or a clock time closes no aim.
    @Test(arguments: ["Dinner at 7 then the cinema. That's the plan.", "Pizza at Gino's on Friday with the girls — still on."])
    func anArrangementIsNoAim(line: String) {
        #expect(OfflineExtractor().extract(line, known: []).goals.isEmpty)
    }
}
