import Foundation
import MyndCore
import MyndTesting
import Testing

/// Gathering context from real SQLite memory and the graph.
struct ContextBuilderTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func longSessionKeepsTenMessagesAndCondensesTheRest() async throws {
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let session = try memory.openSession(now: now, timeout: 1800).session
        var lastID: Int64?
        for index in 0..<16 {
            let text = index == 0 ? "I want to repaint the kitchen" : "message \(index)"
            lastID = try memory.append(StoredMessage(sessionID: session.id, role: index.isMultiple(of: 2) ? .user : .assistant,
                                                     content: text, createdAt: now + Double(index))).id
        }
        let builder = ContextBuilder(graph: InMemoryGraph(mirror: db), memory: memory, systemPrompt: "S", safety: "X")
        // After the last reply, the engine condenses what slid out of the window
        try builder.condenseEarlierMessages(inSession: session.id, now: now + 16)
        #expect(try memory.sessionDigest(session.id)?.throughMessageID == (lastID ?? 0) - 10)
        let inputs = try await builder.gather(for: "and now?", session: session.id, beforeMessage: (lastID ?? 0) + 1, now: now + 20)
        #expect(inputs.history.map(\.content) == (6..<16).map { "message \($0)" })
        let earlier = try #require(inputs.earlierInSession)
        #expect(earlier.contains("**Follow-ups:** repaint the kitchen"))
        let built = ContextAssembler.assemble(inputs, budget: ContextBudget())
        #expect(built.request.system.contains("- Earlier in this conversation: **Topics:**"))
    }

    @Test func forgettingAMessageDropsTheDigestThatMayQuoteIt() async throws {
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let graph = InMemoryGraph(mirror: db)
        let secret = try await graph.add(Node(type: .thought, content: "my secret"))
        let session = try memory.openSession(now: now, timeout: 1800).session
        try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "my secret", createdAt: now, nodeID: secret.id))
        for index in 1..<12 {
            try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "m\(index)", createdAt: now + Double(index)))
        }
        let builder = ContextBuilder(graph: graph, memory: memory, systemPrompt: "S", safety: "X")
        try builder.condenseEarlierMessages(inSession: session.id, now: now)
        #expect(try memory.sessionDigest(session.id)?.content.contains("my secret") == true)
        try await graph.remove(secret.id)
        #expect(try memory.sessionDigest(session.id) == nil)
    }

    @Test func shortSessionHasNoCondensedPart() async throws {
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let session = try memory.openSession(now: now, timeout: 1800).session
        let first = try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "hi", createdAt: now))
        let builder = ContextBuilder(graph: InMemoryGraph(mirror: db), memory: memory, systemPrompt: "S", safety: "X")
        let inputs = try await builder.gather(for: "again", session: session.id, beforeMessage: (first.id ?? 0) + 1, now: now)
        #expect(inputs.history.map(\.content) == ["hi"])
        #expect(inputs.earlierInSession == nil)
    }

    @Test func neighbourhoodOfWhatTheMessageNamesAndGoalsWithTheirActions() async throws {
        let db = try MemoryTestDatabase.make()
        let graph = InMemoryGraph(mirror: db)
        let alice = try await graph.add(Node(type: .person, content: "Alice", aliases: ["Ali"]))
        let plan = try await graph.add(Node(type: .goal, content: "garden plan", createdAt: now - 86_400))
        let step = try await graph.add(Node(type: .action, content: "buy seeds", createdAt: now))
        let old = try await graph.add(Node(type: .goal, content: "learn Spanish", createdAt: now - 20 * 86_400))
        try await graph.link(Edge(source: plan.id, target: alice.id, type: .mentions))
        try await graph.link(Edge(source: plan.id, target: step.id, type: .hasAction))
        var budget = ContextBudget()
        budget.maxActiveGoals = 1
        let builder = ContextBuilder(graph: graph, memory: MemoryStore(db), budget: budget, systemPrompt: "S", safety: "X")
        let inputs = try await builder.gather(for: "talked to ali today", session: nil, beforeMessage: nil, now: now)
        #expect(inputs.mentioned.map(\.content) == ["Alice"])
        #expect(inputs.neighbourhood.map(\.content) == ["garden plan"])
        #expect(inputs.activeGoals.map(\.goal.content) == ["garden plan"])
        #expect(inputs.activeGoals.first?.nextActions.map(\.content) == ["buy seeds"])
        #expect(inputs.staleGoals.map(\.id) == [old.id])
    }
}
