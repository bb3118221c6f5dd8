import Foundation
import MyndCore
import Testing

/// A context build reads the graph on one transaction (`GraphAccess.reading`) and memory on another
/// (`MemoryStore.reading`): the answers must be the separate calls' answers, and nothing read may be stale —
/// on the real SQLite store, in both the daemon's mode (loaded adjacency) and the one-shot commands'.
@Suite(.timeLimit(.minutes(1)))
struct ContextReadsTests {
    // Linking touches both ends at the wall clock, so the test's "now" is the wall clock too.
    let now = Date()

    /// A small graph at `path`: two open goals (one stale, one with an open and a done action), a person with an
    /// alias, thoughts that mention her.
    func populate(_ graph: KnowledgeGraph) throws {
        let lou = try graph.add(Node(type: .person, content: "Louise Martin", createdAt: now, aliases: ["Lou"]))
        let kiln = try graph.add(Node(type: .goal, content: "fire the kiln", createdAt: now - 86_400))
        let glaze = try graph.add(Node(type: .action, content: "mix the glaze", createdAt: now - 3_600))
        let clay = try graph.add(Node(type: .action, content: "order clay", createdAt: now - 7_200, completed: true))
        _ = try graph.add(Node(type: .goal, content: "learn Portuguese", createdAt: now - 20 * 86_400))
        let thought = try graph.add(Node(type: .thought, content: "Lou knows a pottery studio", createdAt: now))
        try graph.link(Edge(source: kiln.id, target: glaze.id, type: .hasAction))
        try graph.link(Edge(source: kiln.id, target: clay.id, type: .hasAction))
        try graph.link(Edge(source: thought.id, target: lou.id, type: .mentions))
        try graph.link(Edge(source: kiln.id, target: lou.id, type: .mentions))
    }

    @Test("One reading answers exactly as the separate calls do, on demand and loaded", arguments: [false, true])
    func readingMatchesSeparateCalls(loaded: Bool) async throws {
        let directory = NSTemporaryDirectory() + "mynd-reads-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try populate(try KnowledgeGraph(path: directory + "/mynd.sqlite"))
        let graph = try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: loaded ? .inMemory : .onDemand)
        let access = graph.graphAccess
        let message = "Did Lou say anything about the pottery kiln?"
        let now = now
        let together = try await access.reading { reader -> [[String]] in
            let goals = try reader.activeGoals(limit: 5)
            let named = try reader.namedNodes(mentionedIn: message, limit: 10)
            return [goals.map(\.content), try goals.flatMap { try reader.nextActions(of: $0.id) }.map(\.content),
                    try reader.staleGoals(olderThanDays: 3, now: now, limit: 8).map(\.content), named.map(\.content),
                    try reader.neighbourhood(of: named.map(\.id), depth: 1, limit: 12).map(\.content),
                    try reader.search(relatedTo: message, limit: 16).map(\.content)]
        }
        let goals = try await access.activeGoals(limit: 5)
        let named = try await access.namedNodes(mentionedIn: message, limit: 10)
        var actions: [Node] = []
        for goal in goals { actions += try await access.nextActions(of: goal.id) }
        let separate = [goals.map(\.content), actions.map(\.content),
                        try await access.staleGoals(olderThanDays: 3, now: now, limit: 8).map(\.content), named.map(\.content),
                        try await access.neighbourhood(of: named.map(\.id), depth: 1, limit: 12).map(\.content),
                        try await access.search(relatedTo: message, limit: 16).map(\.content)]
        #expect(together == separate)
        // Not vacuous: every question had an answer, and the done action is not a next action.
        #expect(together[0] == ["fire the kiln", "learn Portuguese"])
        #expect(together[1] == ["mix the glaze"])
        #expect(together[2] == ["learn Portuguese"])
        #expect(together[3] == ["Louise Martin"])
        #expect(Set(together[4]) == ["Lou knows a pottery studio", "fire the kiln"])
        #expect(together[5].contains("Lou knows a pottery studio") && together[5].contains("fire the kiln"))
    }

    @Test("Memory's one reading answers as its separate calls do")
    func memoryReadingMatchesSeparateCalls() throws {
        let graph = try KnowledgeGraph.temporary()
        defer { try? KnowledgeGraph.destroy(path: graph.path) }
        let memory = MemoryStore(graph.writer)
        let session = try memory.openSession(now: now, timeout: 1800).session
        for index in 0..<4 {
            try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "message \(index) about the kiln", createdAt: now))
        }
        try memory.recordFact(FactCandidate(category: .other, subject: "Lou", attribute: "studio", value: "pottery on Elm Street",
                                            confidence: 0.8), source: nil, now: now)
        try memory.saveSessionDigest(session.id, throughMessageID: 2, content: "talked about the kiln", now: now)
        let words = ["lou", "kiln", "pottery"]
        let together = try memory.reading { reader in
            [try reader.messages(inSession: session.id, limit: 3, before: 4).map(\.content),
             [try reader.sessionDigest(session.id)?.content ?? "none"],
             try reader.currentFacts(limit: 30).map(\.value), try reader.facts(mentioning: words, limit: 10).map(\.value),
             try reader.recentSummaries(limit: 5).map(\.content), try reader.summaries(mentioning: words, limit: 3).map(\.content),
             try reader.patterns(limit: 10).map(\.key)]
        }
        let separate = [try memory.messages(inSession: session.id, limit: 3, before: 4).map(\.content),
                        [try memory.sessionDigest(session.id)?.content ?? "none"],
                        try memory.currentFacts(limit: 30).map(\.value), try memory.facts(mentioning: words, limit: 10).map(\.value),
                        try memory.recentSummaries(limit: 5).map(\.content), try memory.summaries(mentioning: words, limit: 3).map(\.content),
                        try memory.patterns(limit: 10).map(\.key)]
        #expect(together == separate)
        #expect(together[0] == ["message 0 about the kiln", "message 1 about the kiln", "message 2 about the kiln"])
        #expect(together[1] == ["talked about the kiln"] && together[3] == ["pottery on Elm Street"])
    }

    @Test("A write between two context builds is in the second build (real store, loaded and on demand)", arguments: [false, true])
    func writeBetweenBuildsIsVisible(loaded: Bool) async throws {
        let directory = NSTemporaryDirectory() + "mynd-reads-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let graph = try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: loaded ? .inMemory : .onDemand)
        let memory = MemoryStore(graph.writer)
        let builder = ContextBuilder(graph: graph.graphAccess, memory: memory, systemPrompt: "S", safety: "X")
        let session = try memory.openSession(now: now, timeout: 1800).session
        let message = "How is Priya getting on with the kiln?"
        let before = try await builder.gather(for: message, session: session.id, beforeMessage: nil, now: now)
        #expect(before.mentioned.isEmpty && before.activeGoals.isEmpty && before.facts.isEmpty && before.history.isEmpty)
        // When the graph and memory change between two messages
        let priya = try graph.add(Node(type: .person, content: "Priya", createdAt: now))
        let kiln = try graph.add(Node(type: .goal, content: "fire the kiln", createdAt: now))
        let glaze = try graph.add(Node(type: .action, content: "mix the glaze", createdAt: now))
        try graph.link(Edge(source: kiln.id, target: glaze.id, type: .hasAction))
        try graph.link(Edge(source: kiln.id, target: priya.id, type: .mentions))
        try memory.recordFact(FactCandidate(category: .other, subject: "Priya", attribute: "kiln", value: "electric, 1200 degrees",
                                            confidence: 0.9), source: nil, now: now)
        try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "Priya bought a kiln", createdAt: now))
        // Then the next build sees every change
        let after = try await builder.gather(for: message, session: session.id, beforeMessage: nil, now: now)
        #expect(after.mentioned.map(\.id) == [priya.id])
        #expect(after.activeGoals.map(\.goal.id) == [kiln.id])
        #expect(after.activeGoals.first?.nextActions.map(\.id) == [glaze.id])
        #expect(after.neighbourhood.map(\.id).contains(kiln.id))
        #expect(after.facts.map(\.value) == ["electric, 1200 degrees"])
        #expect(after.history.map(\.content) == ["Priya bought a kiln"])
        // And completing the action takes it out of the third
        _ = try graph.complete(glaze.id)
        let third = try await builder.gather(for: message, session: session.id, beforeMessage: nil, now: now)
        #expect(third.activeGoals.first?.nextActions.isEmpty == true)
    }

    @Test("The daemon's loaded graph sees another process's commit in its next build")
    func otherConnectionsCommitIsVisible() async throws {
        let directory = NSTemporaryDirectory() + "mynd-reads-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: .inMemory)
        let builder = ContextBuilder(graph: daemon.graphAccess, memory: MemoryStore(daemon.writer), systemPrompt: "S", safety: "X")
        let message = "what about Tomasz and the roof"
        #expect(try await builder.gather(for: message, session: nil, beforeMessage: nil, now: now).mentioned.isEmpty)
        // When a one-shot command (its own connection, as `mynd add` would) files a goal about Tomasz
        let cli = try KnowledgeGraph(path: directory + "/mynd.sqlite")
        let tomasz = try cli.add(Node(type: .person, content: "Tomasz", createdAt: now))
        let roof = try cli.add(Node(type: .goal, content: "fix the roof", createdAt: now))
        let call = try cli.add(Node(type: .action, content: "call the roofer", createdAt: now))
        try cli.link(Edge(source: roof.id, target: call.id, type: .hasAction))
        try cli.link(Edge(source: roof.id, target: tomasz.id, type: .mentions))
        // Then the daemon's next build has it, traversals included (the loaded adjacency was refreshed)
        let after = try await builder.gather(for: message, session: nil, beforeMessage: nil, now: now)
        #expect(after.mentioned.map(\.id) == [tomasz.id])
        #expect(after.neighbourhood.map(\.id).contains(roof.id))
        #expect(after.activeGoals.first?.nextActions.map(\.id) == [call.id])
    }
}
