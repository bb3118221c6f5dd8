import Foundation
import GRDB
import MyndCore
import MyndTesting
import Testing

/// The safety layer inside the engine: every mode answers a crisis with care and resources, files the words
/// as a private thought and never as a goal, and keeps the rest of the session gentle.
@Suite("Crisis in the engine", .timeLimit(.minutes(1)))
struct CrisisEngineTests {
    static let resources = CrisisResources.defaults(region: "US")

    struct Rig {
        let memory: MemoryStore
        let graph: InMemoryGraph

        init() throws {
            let db = try MemoryTestDatabase.make()
            memory = MemoryStore(db)
            graph = InMemoryGraph(mirror: db)
        }

        func engine(_ model: (any LanguageModel)? = nil) -> AxelEngine {
            let model = model ?? OfflineAxel(graph: graph)
            return AxelEngine(model: model, graph: graph, memory: memory, settings: .init(crisisResources: CrisisEngineTests.resources))
        }
    }

    func reply(_ exchange: AxelExchange) async -> String {
        var text = ""
        for await piece in exchange.reply { text += piece }
        return text
    }

    func expectResources(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(text.contains("988"), "no crisis line in: \(text)", sourceLocation: sourceLocation)
        #expect(text.contains("911"), "no emergency number in: \(text)", sourceLocation: sourceLocation)
        #expect(!text.localizedCaseInsensitiveContains("next step"), sourceLocation: sourceLocation)
        #expect(!text.localizedCaseInsensitiveContains("goal"), sourceLocation: sourceLocation)
    }

    @Test("Offline: every crisis phrasing gets resources and is filed as a private thought, never a goal")
    func offlineTable() async throws {
        let rig = try Rig()
        let axel = rig.engine()
        for (text, _) in SafetyPhrasings.crisis {
            let exchange = try await axel.respond(to: text, source: .spoken)
            expectResources(await reply(exchange))
            let outcome = await exchange.outcome()
            #expect(outcome.filed == nil)
            let node = try #require(await rig.graph.nodes[exchange.utterance.id])
            #expect(node.type == .thought, "\(text) filed as \(node.type)")
            #expect(node.isSensitive && node.content == text)
        }
        let nodes = await rig.graph.nodes.values
        #expect(nodes.allSatisfy { $0.type == .thought }, "only the thoughts themselves: \(nodes.map(\.type))")
        #expect(try await rig.graph.activeGoals(limit: 100).isEmpty)
    }

    @Test("The crisis reply is said first and whole; a model adds to it and is told it is a crisis")
    func modelAddsToTheLocalReply() async throws {
        let rig = try Rig()
        let model = ProgrammableLanguageModel(turns: [.init(pieces: ["I'm ", "here with you."])])
        let exchange = try await rig.engine(model).respond(to: "i dont want to be alive anymore", source: .typed)
        let text = await reply(exchange)
        let local = CrisisReply.text(for: .suicide, resources: Self.resources)
        #expect(text == local + " I'm here with you.")
        let request = try #require(model.requests.first)
        #expect(request.system.contains("This message: a crisis (suicide)"))
        #expect(request.system.contains(local))
        #expect(!request.system.contains("## The user's goals"))
        let outcome = await exchange.outcome()
        #expect(outcome.replyMessage?.content == text)
    }

    @Test("A model that fails, drops or is overloaded: the person still has the resources, and no 'connection' excuse")
    func modelFailures() async throws {
        let failures: [ProgrammableLanguageModel.Turn] = [
            .init(pieces: [], failure: .unavailable(provider: "anthropic", status: 529, message: "overloaded")),
            .init(pieces: ["You matter"], failure: .streamError(provider: "anthropic", message: "connection reset")),
            .init(pieces: [], failure: .transport(provider: "anthropic", message: "no network")),
        ]
        for turn in failures {
            let rig = try Rig()
            let exchange = try await rig.engine(ProgrammableLanguageModel(turns: [turn])).respond(to: "I have the pills ready", source: .typed)
            let text = await reply(exchange)
            expectResources(text)
            #expect(!text.contains("connection —"), "\(text)")
            #expect(await exchange.outcome().utterance.isSensitive)
        }
    }

    @Test("After a crisis the session stays gentle: no goal questions offline, no goals given to a model")
    func gentleAfterwards() async throws {
        let rig = try Rig()
        _ = try await rig.graph.add(Node(type: .goal, content: "finish the garden plan", createdAt: Date(timeIntervalSinceNow: -10 * 86_400)))
        let offline = rig.engine()
        _ = await reply(try await offline.respond(to: "I want to kill myself", source: .typed))
        let next = await reply(try await offline.respond(to: "I had tea with Maya", source: .typed))
        #expect(!next.contains("garden plan") && !next.contains("next step"), "\(next)")

        let model = ProgrammableLanguageModel(turns: [.text("Okay.")])
        _ = await reply(try await rig.engine(model).respond(to: "thanks for listening", source: .typed))
        let request = try #require(model.requests.first)
        #expect(request.system.contains("Care for the rest of this conversation"))
        #expect(!request.system.contains("garden plan"))
    }

    @Test("Summaries and patterns leave the crisis exchange out")
    func summariesLeaveItOut() async throws {
        let rig = try Rig()
        let axel = rig.engine()
        _ = await reply(try await axel.respond(to: "I keep thinking about ending my life", source: .typed))
        let summary = try #require(await axel.endSession())
        #expect(!summary.content.contains("ending my life"))
    }

    @Test("Everyday uses of the same words are filed as usual")
    func everydayIsFiledAsUsual() async throws {
        let rig = try Rig()
        let exchange = try await rig.engine().respond(to: "I need to kill the process on port 8080", source: .typed)
        let text = await reply(exchange)
        #expect(!text.contains("988"))
        #expect(await exchange.outcome().utterance.isSensitive == false)
    }
}
