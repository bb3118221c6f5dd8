import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// What a goal is about when its aim's own words do not say it: a heading it was said under ("Allotment: … I want the
/// waiting list behind me by spring") and a sentence its aim points back to ("The night-shift supervisor post opens in
/// May. I want it."). The goal keeps what it points at, and a later task naming that thing serves it. Through the real
/// offline path (AxelEngine + OfflineAxel on the SQLite store).
@Suite(.timeLimit(.minutes(1)))
struct GoalsUnderAHeadingTests {
    typealias World = RementionFilingTests.World

    @Test func aHeadingNamesWhatTheGoalIsAbout() {
        let words = Rementions.goalWords("Allotment: two years on the waiting list at Elm Row. I want to be digging by spring.")
        #expect(words.contains("allotment"))
        #expect(words.contains("dig"))
        // A heading that says only what kind of note follows adds nothing.
        #expect(!Rementions.goalWords("Goal: run a half marathon before I turn forty.").contains("goal"))
        // Five words or more before the colon are no heading.
        let long = Rementions.goalWords("What my sister told me at the wedding: I want to paint more.")
        #expect(long.contains("paint") && !long.contains("wedding"), "\(long)")
    }

    @Test func anAimThatOnlyPointsBackKeepsWhatItPointsAt() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("The night-shift supervisor post at the depot opens in May. I want it.")
        let goal = try #require(try w.nodes(.goal).first)
        #expect(goal.content.contains("supervisor post"), "\(goal.content)")
        #expect(goal.content.hasSuffix("I want it"), "\(goal.content)")
    }

    @Test func aTaskNamingTheHeadingServesTheGoal() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Allotment: two years on the waiting list at Elm Row. I want to be digging by spring.")
        _ = try await w.say("I want to read one novel a month")
        _ = try await w.say("Email the allotment society secretary about where I am on the list", after: 3 * 86_400)
        #expect(try w.linked(to: "Allotment").contains { $0.contains("allotment society") })
        #expect(try w.linked(to: "novel").isEmpty)
    }

    @Test func aTaskNamingWhatTheAimPointsAtServesTheGoal() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("The night-shift supervisor post at the depot opens in May. I want it.")
        _ = try await w.say("I want to get back into climbing")
        _ = try await w.say("Ask Morag to put in a word for me about the supervisor post", after: 3 * 86_400)
        #expect(try w.linked(to: "supervisor post").contains { $0.contains("Morag") })
        #expect(try w.linked(to: "climbing").isEmpty)
    }

    /// The goal a later line marks as said again, if any.
    func restated(_ w: World, _ said: String) throws -> String? {
        let line = try #require(try (w.graph.nodes(ofType: .thought) + w.nodes(.goal)).first { $0.content == said })
        guard let id = line.metadata[GraphFiler.restatesKey] else { return nil }
        return try w.nodes(.goal).first { $0.id.rawValue == id }?.content
    }

    @Test func aHeadingNamingOneOpenGoalSaysItAgain() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Mortgage overpayments: £150 extra a month. Want it cleared before I'm 55.")
        _ = try await w.say("Goal: 12,000 strokes on the rowing machine a week. Even over Christmas.")
        _ = try await w.say("I want to read one novel a month")
        let again = "Strokes: 15,000 a week from now on. Upping it."
        _ = try await w.say(again, after: 3 * 86_400)
        #expect(try restated(w, again)?.contains("rowing machine") == true)
        #expect(try w.nodes(.goal).count == 3)
    }

    @Test func aHeadingThatIsAPersonAVerbOrOneCommonWordOfSeveralSaysNothing() {
        let goals = [Node(type: .goal, content: "I want Tomasz through his driving test by the summer"),
                     Node(type: .goal, content: "Flight home: Leeds to Lagos, 3 March. Book it this week before it goes up."),
                     Node(type: .goal, content: "I want to fly home to Accra at Easter")]
        // "Tomasz" is whom, "Books" is no flight, and "home" alone of "Money home" is shared by chance.
        #expect(Rementions.goalNamedByHeading("Tomasz: forty hours of practice before his test.", among: goals) == nil)
        #expect(Rementions.goalNamedByHeading("Books: a novel a month, properly this time.", among: goals) == nil)
        #expect(Rementions.goalNamedByHeading("Money home: £150 a month to Mum, every payday.", among: goals) == nil)
        #expect(Rementions.goalNamedByHeading("Driving test: booked for June, Tomasz ready by then.", among: goals)?.content.contains("Tomasz") == true)
    }
}

