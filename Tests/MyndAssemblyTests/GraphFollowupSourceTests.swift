import Foundation
import MyndCore
import Testing
@testable import MyndAssembly
import MyndDaemon

/// The graph's goals as the follow-up planner sees them, from a real SQLite graph.
@Suite("Graph follow-up source")
struct GraphFollowupSourceTests {
    @Test func theGraphSourceReportsDueGoalsAndSkipsSensitiveOnes() async throws {
        let directory = NSTemporaryDirectory() + "mynd-due-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let graph = try KnowledgeGraph(path: directory + "/mynd.sqlite")
        let tomorrow = DueDates.day(Date().addingTimeInterval(86_400))
        try graph.add(Node(type: .goal, content: "file the tax return", metadata: [DueDates.key: tomorrow]))
        var hidden = Node(type: .goal, content: "hidden goal", metadata: [DueDates.key: tomorrow])
        hidden.isSensitive = true
        try graph.add(hidden)
        let goals = try await GraphFollowupSource(graph: graph).staleGoals(olderThanDays: 3, now: Date())
        #expect(goals.map(\.content) == ["file the tax return"])
        #expect(goals.first?.due == DueDates.date(of: tomorrow))
    }
}
