import Foundation
import MyndCore
import Testing

/// Axel on the real SQLite graph (not the in-memory fake): the seam the daemon and `mynd ask` use.
@Suite(.timeLimit(.minutes(1)))
struct StoreGraphAccessTests {
    func collect(_ exchange: AxelExchange) async -> String {
        var text = ""
        for await piece in exchange.reply { text += piece }
        return text
    }

    @Test func offlineAxelFilesAThoughtIntoTheRealGraphWithPeopleDeduplicated() async throws {
        // Given a fresh store and the embedded offline engine on it
        let graph = try KnowledgeGraph.temporary()
        defer { try? KnowledgeGraph.destroy(path: graph.path) }
        let axel = AxelEngine(model: OfflineAxel(graph: graph.graphAccess), graph: graph.graphAccess, memory: MemoryStore(graph.writer))
        // When the user says two things about Alice
        let first = try await axel.respond(to: "I need to call Alice about the garden project before Friday", source: .spoken)
        let reply = await collect(first)
        _ = await first.outcome()
        let second = try await axel.respond(to: "Remind me that alice likes tulips", source: .spoken)
        _ = await collect(second)
        _ = await second.outcome()
        // Then the utterances are nodes, Alice is one person, and the reply acknowledges without pretending
        #expect(try graph.node(first.utterance.id)?.content == "I need to call Alice about the garden project before Friday")
        #expect(try graph.nodes(ofType: .person).map(\.content) == ["Alice"])
        #expect(!reply.isEmpty)
        let alice = try #require(try await graph.graphAccess.findNamed("ALICE", type: .person))
        let around = try graph.related(to: alice.id, depth: 1).map(\.node.id)
        #expect(around.contains(first.utterance.id))
        #expect(around.contains(second.utterance.id))
    }

    @Test func namedNodesAreFoundByNameAndAliasInsideASentence() async throws {
        // Given a person with an alias and a project
        let graph = try KnowledgeGraph.temporary()
        defer { try? KnowledgeGraph.destroy(path: graph.path) }
        let bob = try graph.add(Node(type: .person, content: "Robert Smith", aliases: ["Bob"]))
        let garden = try graph.add(Node(type: .project, content: "garden"))
        _ = try graph.add(Node(type: .thought, content: "Bob"))
        // When a sentence mentions them (one by alias, with a possessive)
        let found = try await graph.graphAccess.namedNodes(mentionedIn: "Ask Bob's opinion on the garden soon", limit: 5)
        // Then both named entities come back, and the plain thought named "Bob" does not
        #expect(Set(found.map(\.id)) == [bob.id, garden.id])
    }

    @Test func neighbourhoodExcludesTheStartAndKeepsTheNearest() async throws {
        // Given a chain a – b – c – d
        let graph = try KnowledgeGraph.temporary()
        defer { try? KnowledgeGraph.destroy(path: graph.path) }
        let nodes = try ["a", "b", "c", "d"].map { try graph.add(Node(type: .thought, content: $0)) }
        for (from, to) in zip(nodes, nodes.dropFirst()) { try graph.link(Edge(source: from.id, target: to.id)) }
        // When asking for two nodes around a and b
        let near = try await graph.graphAccess.neighbourhood(of: [nodes[0].id, nodes[1].id], depth: 2, limit: 2)
        // Then c (1 hop from b) comes before d (2 hops), and neither start node is included
        #expect(near.map(\.content) == ["c", "d"])
    }

    @Test("Both modes give the same next actions, open ones only, oldest first, and nodes(ids) keeps the order asked",
          arguments: [KnowledgeGraph.Mode.onDemand, .inMemory])
    func nextActionsAndBatchedNodes(mode: KnowledgeGraph.Mode) async throws {
        // Given a goal with three actions (one done) and an unrelated edge to a person
        let graph = try KnowledgeGraph.temporary(mode: mode)
        defer { try? KnowledgeGraph.destroy(path: graph.path) }
        let goal = try graph.add(Node(type: .goal, content: "run a half marathon"))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let actions = try ["buy shoes", "join the club", "book the race"].enumerated().map { index, text in
            try graph.add(Node(type: .action, content: text, createdAt: start + Double(index) * 60))
        }
        for action in actions { try graph.link(Edge(source: goal.id, target: action.id, type: .hasAction)) }
        let coach = try graph.add(Node(type: .person, content: "Coach Adeyemi"))
        try graph.link(Edge(source: goal.id, target: coach.id, type: .mentions))
        _ = try graph.complete(actions[1].id)
        // When Axel's context asks for the goal's next actions, and for nodes by id
        let next = try await graph.graphAccess.nextActions(of: goal.id)
        let missing = NodeID(rawValue: String(repeating: "0", count: 32))
        let fetched = try graph.nodes([coach.id, missing, actions[2].id, goal.id])
        // Then the open actions come oldest first, and the batch follows the order asked, skipping the unknown id
        #expect(next.map(\.content) == ["buy shoes", "book the race"])
        #expect(fetched.map(\.id) == [coach.id, actions[2].id, goal.id])
        #expect(fetched.first?.content == "Coach Adeyemi")
    }
}
