import Foundation
import GRDB
import MyndCore
import MyndTesting
import Synchronization
import Testing

/// The engine end to end with real SQLite memory, the in-memory graph and scripted models.
@Suite(.timeLimit(.minutes(1)))
struct AxelEngineTests {
    struct Rig {
        let db: DatabaseQueue
        let memory: MemoryStore
        let graph: InMemoryGraph
        let clock: TestClock
    }

    /// A settable clock for stepping over the session timeout.
    final class TestClock: Sendable {
        let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var now: Date { current.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
    }

    func rig() throws -> Rig {
        let db = try MemoryTestDatabase.make()
        return Rig(db: db, memory: MemoryStore(db), graph: InMemoryGraph(mirror: db), clock: TestClock())
    }

    func engine(_ rig: Rig, model: any LanguageModel, extractor: (any Extractor)? = nil) -> AxelEngine {
        let clock = rig.clock
        return AxelEngine(model: model, graph: rig.graph, memory: rig.memory, extractor: extractor, clock: { clock.now })
    }

    func collect(_ exchange: AxelExchange) async -> [String] {
        var pieces: [String] = []
        for await piece in exchange.reply { pieces.append(piece) }
        return pieces
    }

    @Test func utteranceIsCommittedEvenWhenTheModelFailsImmediately() async throws {
        // Given a model that fails before any text
        let rig = try rig()
        let model = ProgrammableLanguageModel(turns: [.init(pieces: [], failure: .transport(provider: "anthropic", message: "connection refused"))])
        let axel = engine(rig, model: model, extractor: OfflineExtractor())
        // When the user says something
        let exchange = try await axel.respond(to: "I want to plant tomatoes with Alice", source: .spoken)
        // Then, before the reply is even read, the utterance is a node and a message row
        let stored = try rig.memory.messages(inSession: exchange.sessionID)
        #expect(stored.map(\.content) == ["I want to plant tomatoes with Alice"])
        #expect(stored.first?.nodeID == exchange.utterance.id.rawValue)
        #expect(await rig.graph.nodes[exchange.utterance.id]?.type == .goal)
        #expect(exchange.utterance.source == .spoken)
        // And the reply is the spoken fallback, the outcome says why, and no empty reply was stored
        let pieces = await collect(exchange)
        #expect(pieces == ["Sorry, I lost my connection — your thought is saved."])
        let outcome = await exchange.outcome()
        #expect(outcome.failure == "could not reach anthropic: connection refused")
        #expect(outcome.interrupted)
        #expect(outcome.replyMessage == nil)
        // And extraction still filed Alice
        #expect(outcome.filed?.entities.map(\.node.content) == ["Alice"])
    }

    @Test func partialReplyIsKeptMarkedInterruptedAndTheFallbackFollows() async throws {
        let rig = try rig()
        let model = ProgrammableLanguageModel(turns: [
            .init(pieces: ["That sounds ", "like a"], usage: TokenUsage(inputTokens: 120, outputTokens: 4),
                  failure: .stalled(provider: "anthropic", seconds: 20)),
        ])
        let axel = engine(rig, model: model, extractor: OfflineExtractor())
        let exchange = try await axel.respond(to: "The garden needs work", source: .typed)
        let pieces = await collect(exchange)
        #expect(pieces == ["That sounds ", "like a", " Sorry, I lost my connection — your thought is saved."])
        let outcome = await exchange.outcome()
        #expect(outcome.reply == "That sounds like a")
        #expect(outcome.interrupted && !outcome.cancelled)
        #expect(outcome.modelError == .stalled(provider: "anthropic", seconds: 20))
        let stored = try rig.memory.messages(inSession: exchange.sessionID)
        #expect(stored.map(\.role) == [.user, .assistant])
        #expect(stored.last?.content == "That sounds like a")
        #expect(stored.last?.interrupted == true)
        #expect(stored.last?.usage == TokenUsage(inputTokens: 120, outputTokens: 4))
        #expect(stored.last?.model == "programmed")
    }

    @Test func engineStaysUsableAfterAFailure() async throws {
        let rig = try rig()
        let model = ProgrammableLanguageModel(turns: [
            .init(pieces: [], failure: .unavailable(provider: "anthropic", status: 529, message: "overloaded")),
            .text("Welcome back."),
        ])
        let axel = engine(rig, model: model, extractor: OfflineExtractor())
        let first = try await axel.respond(to: "first", source: .typed)
        #expect(await collect(first) == ["The language model is busy right now — your thought is saved, so let's try again in a moment."])
        let second = try await axel.respond(to: "second", source: .typed)
        #expect(await collect(second) == ["Welcome back."])
        let outcome = await second.outcome()
        #expect(outcome.failure == nil && !outcome.interrupted)
        // The second request carries the first utterance as history, merged with the second (no reply between)
        #expect(model.requests.last?.messages == [ChatMessage(role: .user, content: "first\nsecond")])
    }

    @Test func bargeInStopsTheStreamAndKeepsThePartialReply() async throws {
        let rig = try rig()
        let model = ProgrammableLanguageModel(turns: [.init(pieces: ["Let me think ", "about "], hang: true)])
        let axel = engine(rig, model: model, extractor: OfflineExtractor())
        let exchange = try await axel.respond(to: "Tell me about the garden project", source: .spoken)
        var pieces: [String] = []
        for await piece in exchange.reply {
            pieces.append(piece)
            if pieces.count == 2 { exchange.cancel() }
        }
        #expect(pieces == ["Let me think ", "about "])
        let outcome = await exchange.outcome()
        #expect(outcome.cancelled && outcome.interrupted)
        #expect(outcome.fallback == nil)
        let reply = try #require(outcome.replyMessage)
        #expect(reply.content == "Let me think about " && reply.interrupted)
        // The extraction of the utterance still happened
        #expect(outcome.filed?.entities.map(\.node.content) == ["garden"])
    }

    @Test func cancellingTheListeningTaskIsABargeInToo() async throws {
        let rig = try rig()
        let model = ProgrammableLanguageModel(turns: [.init(pieces: ["Well, "], hang: true)])
        let axel = engine(rig, model: model, extractor: OfflineExtractor())
        let exchange = try await axel.respond(to: "thinking aloud", source: .spoken)
        let firstPiece = AsyncStream<Void>.makeStream()
        let listener = Task {
            var heard: [String] = []
            for await piece in exchange.reply {
                heard.append(piece)
                firstPiece.continuation.yield()
            }
            return heard
        }
        for await _ in firstPiece.stream { break }
        listener.cancel()
        #expect(await listener.value == ["Well, "])
        let outcome = await exchange.outcome()
        #expect(outcome.cancelled && outcome.interrupted)
        #expect(outcome.replyMessage?.content == "Well, ")
    }

    @Test func firstTokenDoesNotWaitForExtraction() async throws {
        // Given an extractor that blocks until released
        let rig = try rig()
        let gate = Gate()
        let axel = engine(rig, model: ProgrammableLanguageModel(turns: [.text("Hi there.")]), extractor: GatedExtractor(gate: gate))
        let exchange = try await axel.respond(to: "hello Axel", source: .typed)
        // The whole reply arrives while extraction is still blocked
        #expect(await collect(exchange) == ["Hi there."])
        // Extraction is running and blocked (it starts once the reply is stored)
        for _ in 0..<500 where await !gate.waiting { try await Task.sleep(for: .milliseconds(10)) }
        #expect(await gate.waiting)
        await gate.open()
        let outcome = await exchange.outcome()
        #expect(outcome.filed?.extraction.method == "gated")
    }

    @Test func requestCarriesPersonalitySafetyGoalsAndHistoryInOrder() async throws {
        let rig = try rig()
        _ = try await rig.graph.add(Node(type: .goal, content: "finish the garden plan", createdAt: rig.clock.now))
        let model = ProgrammableLanguageModel(turns: [.text("Sure."), .text("Of course.")])
        let axel = engine(rig, model: model, extractor: OfflineExtractor())
        _ = await collect(try await axel.respond(to: "hello", source: .typed)).count
        rig.clock.advance(60)
        let second = try await axel.respond(to: "what next?", source: .typed)
        _ = await collect(second)
        let request = try #require(model.requests.last)
        #expect(request.system.hasPrefix(Prompts.text(.axel)))
        #expect(request.system.contains(Prompts.text(.safety)))
        #expect(request.system.contains("- finish the garden plan (no next action yet)"))
        #expect(request.messages == [ChatMessage(role: .user, content: "hello"), ChatMessage(role: .assistant, content: "Sure."),
                                     ChatMessage(role: .user, content: "what next?")])
    }

    @Test func extractionWithAModelFillsTheGraphWithPeopleDeduplicated() async throws {
        // Given a graph that already knows Alice
        let rig = try rig()
        let alice = try await rig.graph.add(Node(type: .person, content: "Alice"))
        let json = #"""
        {"type":"goal","people":["alice","Bob"],"places":[],"projects":["garden"],"goals":["finish the garden plan"],
         "actions":["call Bob"],"questions":[],
         "relations":[{"from":"finish the garden plan","to":"call Bob","type":"hasAction"},{"from":"finish the garden plan","to":"garden","type":"partOf"}],
         "facts":[{"category":"relationship","subject":"Bob","attribute":"relationship to the user","value":"neighbour","confidence":0.9,"exclusive":false}]}
        """#
        let model = ProgrammableLanguageModel(name: "anthropic:test", turns: [.text("Lovely, let's plan it."), .text(json)])
        let axel = engine(rig, model: model)  // default extractor for a real model: ModelExtractor
        let exchange = try await axel.respond(to: "I want to finish the garden plan with Alice, so I'll call my neighbour Bob", source: .typed)
        #expect(await collect(exchange) == ["Lovely, let's plan it."])
        let outcome = await exchange.outcome()
        let filed = try #require(outcome.filed)
        #expect(filed.extraction.method == "model:anthropic:test", "\(filed.extraction.notes)")
        // Alice is the existing node, Bob and the project are new
        #expect(filed.entities.map(\.node.content) == ["Alice", "Bob", "garden"])
        #expect(filed.entities.map(\.isNew) == [false, true, true])
        #expect(filed.entities.first?.node.id == alice.id)
        #expect(await rig.graph.nodes(ofType: .person).count == 2)
        // The goal is the utterance itself; the action hangs off it; the goal is part of the project
        let utterance = exchange.utterance.id
        let edges = await rig.graph.edges(from: utterance).map { "\($0.type.rawValue)" }.sorted()
        #expect(edges == ["hasAction", "mentions", "mentions", "partOf"])
        #expect(try await rig.graph.nextActions(of: utterance).map(\.content) == ["call Bob"])
        #expect(try rig.memory.currentFacts().map(\.content) == ["Bob · relationship to the user: neighbour"])
    }

    @Test func sessionTimeoutEndsTheSessionWithASummary() async throws {
        let rig = try rig()
        let axel = engine(rig, model: OfflineAxel(graph: rig.graph))
        let first = try await axel.respond(to: "I want to repaint the kitchen with Alice", source: .typed)
        _ = await collect(first)
        _ = await first.outcome()
        rig.clock.advance(31 * 60)
        let second = try await axel.respond(to: "Back again", source: .typed)
        _ = await collect(second)
        let outcome = await second.outcome()
        #expect(second.sessionID != first.sessionID)
        let summary = try #require(outcome.summaries.first)
        #expect(summary.sessionID == first.sessionID)
        #expect(summary.generatedBy == "offline")
        #expect(summary.content.contains("**Topics:** Alice"))
        #expect(summary.content.contains("**Follow-ups:** repaint the kitchen with Alice"))
        #expect(try rig.memory.session(first.sessionID)?.endReason == "timeout")
        // And an explicit end summarises the current one
        let ended = await axel.endSession()
        #expect(ended?.sessionID == second.sessionID)
    }

    @Test func summaryUsesTheModelWithTheSummaryPromptWhenThereIsOne() async throws {
        let rig = try rig()
        let model = ProgrammableLanguageModel(turns: [.text("Nice."), .text(#"{"type":"thought"}"#), .text("**Topics:** tomatoes")])
        let axel = engine(rig, model: model)
        let exchange = try await axel.respond(to: "tomatoes are growing", source: .typed)
        _ = await collect(exchange)
        _ = await exchange.outcome()
        let summary = try #require(await axel.endSession())
        #expect(summary.content == "**Topics:** tomatoes")
        #expect(summary.generatedBy == "programmed")
        let prompt = try #require(model.requests.last?.messages.first?.content)
        #expect(prompt.contains("Create a concise summary (max 100 words)"))
        #expect(prompt.contains("User: tomatoes are growing\nAxel: Nice."))
    }

    @Test func peopleAreDeduplicatedAcrossExchangesOffline() async throws {
        let rig = try rig()
        let axel = engine(rig, model: OfflineAxel(graph: rig.graph))
        for text in ["I need to call Alice", "Lunch with ALICE and Bob", "met alice  today, she says hi"] {
            let exchange = try await axel.respond(to: text, source: .spoken)
            for await _ in exchange.reply {}
            _ = await exchange.outcome()
        }
        #expect(await rig.graph.nodes(ofType: .person).map(\.content).sorted() == ["Alice", "Bob"])
        let alice = try #require(try await rig.graph.findNamed("alice", type: .person))
        // Every utterance that named her links to the one node
        let mentions = await rig.graph.edges.filter { $0.target == alice.id && $0.type == .mentions }
        #expect(mentions.count == 3)
    }

    @Test func summaryFallsBackOfflineWhenTheModelFails() async throws {
        let rig = try rig()
        let model = ProgrammableLanguageModel(turns: [.text("Okay."), .text(#"{"type":"thought"}"#),
                                                      .init(pieces: [], failure: .transport(provider: "anthropic", message: "reset"))])
        let axel = engine(rig, model: model)
        let exchange = try await axel.respond(to: "thinking about the Apollo project", source: .typed)
        for await _ in exchange.reply {}
        _ = await exchange.outcome()
        let summary = try #require(await axel.endSession())
        #expect(summary.generatedBy == "offline")
        #expect(summary.content.hasPrefix("**Topics:** "))
    }

    @Test func reportEncodesReplyNodesAndUsage() async throws {
        let rig = try rig()
        let model = ProgrammableLanguageModel(turns: [.init(pieces: ["Hi."], usage: TokenUsage(inputTokens: 10, outputTokens: 2)),
                                                      .text(#"{"type":"action","actions":["call Bob"],"people":["Bob"]}"#)])
        let axel = engine(rig, model: model)
        let exchange = try await axel.respond(to: "call Bob", source: .typed)
        for await _ in exchange.reply {}
        let report = await exchange.outcome().report
        let json = try JSONEncoder().encode(report)
        let decoded = try JSONDecoder().decode(ExchangeReport.self, from: json)
        #expect(decoded.reply == "Hi.")
        #expect(decoded.usage == TokenUsage(inputTokens: 10, outputTokens: 2))
        #expect(decoded.nodes.map(\.type) == [.action, .person])
        #expect(decoded.nodes.first?.content == "call Bob")
        #expect(decoded.extraction == "model:programmed")
    }

    @Test func emptyUtteranceIsRejected() async throws {
        let rig = try rig()
        let axel = engine(rig, model: OfflineAxel(graph: rig.graph))
        await #expect(throws: AxelError.emptyUtterance) { _ = try await axel.respond(to: "  \n", source: .typed) }
    }
}

/// Blocks extraction until opened, to prove the reply does not wait for it.
actor Gate {
    private var continuation: CheckedContinuation<Void, Never>?
    private var opened = false
    var waiting: Bool { continuation != nil }
    func wait() async {
        if opened { return }
        await withCheckedContinuation { continuation = $0 }
    }
    func open() {
        opened = true
        continuation?.resume()
        continuation = nil
    }
}

struct GatedExtractor: Extractor {
    let gate: Gate
    func extract(_ utterance: String, graph: any GraphAccess) async -> Extraction {
        await gate.wait()
        var extraction = OfflineExtractor().extract(utterance, known: [])
        extraction.method = "gated"
        return extraction
    }
}
