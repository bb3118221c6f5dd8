import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// A goal's aim may leave out what a later task shares with it: "Tavi has been obsessed with the telescope all winter. I
/// want to take her somewhere properly dark…" is read for its aim ("take her somewhere properly dark"), which does not
/// point back, so its aim words miss the telescope a task names. When no other rule ties the task, the goal's whole
/// words do, weighed by the goal-link veto as shared words are. Through the real offline path (AxelEngine +
/// OfflineAxel on the SQLite store).
@Suite(.timeLimit(.minutes(1)))
struct TasksOfAGoalsWholeWordsTests {
    typealias World = RementionFilingTests.World

    @Test func aTaskNamingWhatTheGoalSaysBesideItsAimServesIt() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("Goal: learn to play the cello by next summer")
        _ = try await w.say("Tavi has been obsessed with the telescope all winter. I want to take her somewhere properly dark before she loses interest.")
        _ = try await w.say("I want to run a half marathon before I turn forty")
        let goal = try #require(try w.nodes(.goal).first { $0.content.contains("telescope") })
        // The aim's own words leave the telescope out; the goal's whole words hold it.
        let task = "order a red torch and a star chart for the telescope"
        #expect(Rementions.goal(for: task, among: try w.nodes(.goal)) == nil)
        #expect(Rementions.goal(for: task, among: try w.nodes(.goal), wholly: true)?.id == goal.id)
        _ = try await w.say(task, after: 3 * 86_400)
        #expect(try w.linked(to: "telescope").contains { $0.contains("star chart") })
        #expect(try w.linked(to: "cello").isEmpty)
        #expect(try w.linked(to: "half marathon").isEmpty)
    }

    /// Shared words still name nothing when they are only who or where: a task naming the same town as a goal's
    /// reason is no step towards it.
    @Test func aTaskSharingOnlyATownWithTheGoalsReasonStaysOnItsOwn() async throws {
        let w = try RementionFilingTests().world()
        defer { w.temp.cleanup() }
        _ = try await w.say("i want to swim in the sea every week this summer because the pool in Leicester is always packed")
        _ = try await w.say("buy a new kettle from the shop in Leicester tomorrow", after: 86_400)
        #expect(try w.linked(to: "swim").isEmpty)
    }
}
