import Foundation
import MyndCore
import MyndTesting
import Testing

/// A notification's Talk: a conversation about an existing goal that files nothing new.
@Suite("Talk about a goal")
struct AxelTalkTests {
    @Test("Offline: the reply is about the goal; no node is added, the opener is remembered in the session")
    func offline() async throws {
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let graph = InMemoryGraph(mirror: db)
        let goal = try await graph.add(Node(type: .goal, content: "I want to run a marathon"))
        let axel = AxelEngine(model: OfflineAxel(graph: graph), graph: graph, memory: memory)
        let exchange = try await axel.talk(about: goal)
        var reply = ""
        for await piece in exchange.reply { reply += piece }
        #expect(reply.contains("I want to run a marathon") && reply.contains("next step"), "\(reply)")
        _ = await exchange.outcome()
        let nodes = await graph.nodes.values.map(\.content)
        #expect(nodes == ["I want to run a marathon"], "Talk filed something: \(nodes)")
        let messages = try memory.messages(inSession: exchange.sessionID)
        #expect(messages.first?.nodeID == goal.id.rawValue)
        #expect(messages.map(\.role) == [.user, .assistant])
    }

    @Test("With a model: the model is asked about the goal and nothing is extracted")
    func model() async throws {
        let db = try MemoryTestDatabase.make()
        let graph = InMemoryGraph(mirror: db)
        let goal = try await graph.add(Node(type: .goal, content: "I want to learn Portuguese"))
        let model = ProgrammableLanguageModel(turns: [.text("Where would you like to start?")])
        let axel = AxelEngine(model: model, graph: graph, memory: MemoryStore(db))
        let exchange = try await axel.talk(about: goal)
        for await _ in exchange.reply {}
        let outcome = await exchange.outcome()
        #expect(outcome.filed == nil)
        #expect(model.requests.count == 1, "an extraction request was made")
        #expect(model.requests.first?.messages.last?.content.contains("learn Portuguese") == true)
        #expect(await graph.nodes.count == 1)
    }
}
