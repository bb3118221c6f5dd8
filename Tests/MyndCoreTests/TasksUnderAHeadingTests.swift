import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// A new task said under a note's heading ("Shed: order the felt") serves the one open goal that heading names, though
/// the task's own words share nothing with it; an instruction heading ("Tell Gary:"), a person's name, or an occasion a
/// goal is only timed by ("before Diwali") names no goal (issue 12). Through the real offline path (AxelEngine +
/// OfflineAxel on the SQLite store), with the embedded veto. Sentences of no script.
@Suite(.timeLimit(.minutes(1)))
struct TasksUnderAHeadingTests {
    typealias World = RementionFilingTests.World

    @Test func aHeadingNamesTheGoalItsTaskServes() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Tamales: fifty dozen sold at the Christmas fair. I want my own stall this year.")
        _ = try await w.say("I want to read twelve novels this year")
        _ = try await w.say("Money: I want ten thousand saved for a deposit by next autumn.")
        // Before the heading named the goal, the one shared word was vetoed as chance.
        _ = try await w.say("Tamales: take the food handler card class online, ten dollars.", after: 3 * 86_400)
        #expect(try w.linked(to: "fifty dozen").contains { $0.contains("food handler") })
        #expect(try w.linked(to: "novels").isEmpty)
        #expect(try w.linked(to: "ten thousand").isEmpty)
    }

    @Test func anOccasionAGoalIsTimedByIsNotItsSubject() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("I want to lose six kilos before Diwali")
        _ = try await w.say("Diwali: book the community hall for the Saturday and ask about the kitchen.", after: 3 * 86_400)
        #expect(try w.linked(to: "kilos").isEmpty)
    }

    @Test func anInstructionOrAPersonIsNoHeadingOfAGoal() {
        let goals = [Node(type: .goal, content: "I want the garage cleared out by spring so Gary can park in it"),
                     Node(type: .goal, content: "Goal: swim a mile without stopping")]
        #expect(Rementions.goalNamedByHeading("Tell Gary: the garage skip comes Tuesday.", among: goals, forTask: true,
                                              people: Rementions.personWords(["Gary"])) == nil)
        #expect(Rementions.goalNamedByHeading("Garage: book the skip for Tuesday.", among: goals, forTask: true)?.content.contains("garage") == true)
        #expect(Rementions.timedBy("eight kilos before the wedding, and by March the loan") == Rementions.words("wedding march"))
    }
}
