import Foundation
import Testing
import MyndCore

/// The daemon's loaded graph stays current while the CLI, another process, writes the same database.
@Suite(.timeLimit(.minutes(1))) struct CLICrossProcessTests {
    @Test func inMemoryGraphSeesWritesFromAnotherProcess() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        // Given a long-running holder of the graph (as the daemon is), loaded in memory
        let live = try KnowledgeGraph(path: m.dbPath, mode: .inMemory)
        let goal = try live.add(Node(type: .goal, content: "Write the book"))
        // When the CLI, a separate process, adds nodes and links them
        #expect(try m.run(["add", "action", "Outline chapter one"]).status == 0)
        #expect(try m.run(["link", "write the book", "outline chapter one", "-t", "hasAction"]).status == 0)
        #expect(try m.run(["add", "person", "Editor Eve"]).status == 0)
        #expect(try m.run(["link", "editor eve", "outline chapter one"]).status == 0)
        // Then the live graph answers with them, without being reopened
        #expect(try live.nextActions(of: goal.id).map(\.content) == ["Outline chapter one"])
        #expect(try live.related(to: goal.id).map(\.node.content) == ["Outline chapter one", "Editor Eve"])
        #expect(try live.path(from: goal.id, to: live.resolve("editor eve").id)?.count == 3)
        // And after the CLI forgets a node, the live graph drops it and its edges
        #expect(try m.run(["forget", "outline chapter one"]).status == 0)
        #expect(try live.related(to: goal.id).isEmpty)
        #expect(try live.clusters().map(\.count) == [1, 1])
        // And writes through the live graph are visible to the CLI
        try live.link(Edge(source: goal.id, target: live.resolve("editor eve").id, type: .mentions))
        #expect(try m.run(["related", "write the book"]).stdout.contains("Editor Eve"))
    }
}
