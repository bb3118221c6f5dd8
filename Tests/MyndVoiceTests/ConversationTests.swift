import Foundation
import MyndCore
import MyndTesting
import Synchronization
import Testing
@testable import MyndVoice

/// The one conversation every entry uses, in-process: Axel's real engine on a real SQLite graph, a language model
/// that streams a word every few milliseconds (the one stand-in: no provider is reachable here), and the fake
/// voice and speaker, so the order of events, speech during the stream and the filing are seen in well under a second.
@Suite("Conversation", .timeLimit(.minutes(1)))
struct ConversationTests {
    let sink = FakeAudioSink(sampleRate: 22_050)
    let voice = FakeSpeechSynthesizer(sampleRate: 22_050, millisecondsPerCharacter: 2)
    let directory = NSTemporaryDirectory() + "mynd-conversation-" + UUID().uuidString
    let graph: KnowledgeGraph
    let memory: MemoryStore

    init() throws {
        graph = try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: .inMemory)
        memory = MemoryStore(graph.writer)
    }

    func conversation(reply: String, every: Duration = .milliseconds(15), speaking: Bool = true) -> (Conversation, PacedModel) {
        let model = PacedModel(reply: reply, every: every)
        let engine = AxelEngine(model: model, graph: graph.graphAccess, memory: memory, extractor: OfflineExtractor())
        let speaker = speaking ? SentenceSpeaker(synthesizer: voice, sink: sink, acknowledgeAfter: nil) : nil
        return (Conversation(engine: { engine }, speaker: speaker), model)
    }

    @Test("Text streams, each sentence is spoken while later text still streams, the reply ends, then the filed outcome")
    func eventsInOrder() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let reply = "Noted. I will remind you to call Alice on Friday about the garden and the fence."
        let (conversation, model) = conversation(reply: reply)
        var kinds: [String] = []
        var text = ""
        var spoken: [String] = []
        var samplesAtFirstSpoken = 0
        var textAfterFirstSpoken = 0
        var outcome: ExchangeOutcome?
        for await event in conversation.respond(to: "Remind me to call Alice on Friday about the garden.", source: .typed) {
            switch event {
            case let .text(piece):
                text += piece
                kinds.append("text")
                if !spoken.isEmpty { textAfterFirstSpoken += 1 }
            case let .spoken(unit):
                if spoken.isEmpty { samplesAtFirstSpoken = sink.samples.count }
                spoken.append(unit)
                kinds.append("spoken")
            case .replyDone:
                kinds.append("done")
                #expect(outcome == nil)
            case let .filed(filed):
                outcome = filed
                kinds.append("filed")
            case let .failed(failure):
                Issue.record("unexpected failure: \(failure)")
            }
        }
        #expect(text == reply)
        #expect(spoken == ["Noted.", "I will remind you to call Alice on Friday about the garden and the fence."])
        #expect(samplesAtFirstSpoken > 0, "the first sentence's audio was on the sink when it was reported spoken")
        #expect(textAfterFirstSpoken > 5, "most of the reply was still streaming after the first sentence was spoken")
        #expect(kinds.suffix(2) == ["done", "filed"], "\(kinds)")
        #expect(kinds.first == "text")
        let filed = try #require(outcome)
        #expect(filed.reply == reply)
        #expect(!filed.interrupted)
        // Stored and filed by the time the stream ended: the utterance node, both messages, and the person.
        #expect(try graph.node(filed.utterance.id) != nil)
        let messages = try memory.messages(inSession: try #require(try memory.sessions(limit: 1).first).id)
        #expect(messages.map(\.role) == [.user, .assistant])
        #expect(messages.last?.content == reply)
        #expect(try graph.nodes(ofType: .person).map(\.content).contains("Alice"))
        #expect(voice.units == spoken)
        #expect(model.calls == 1)
    }

    @Test("An utterance that cannot be filed fails at once: one .failed(.notStarted), nothing spoken or stored")
    func failingStart() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (conversation, model) = conversation(reply: "unused")
        var events: [ConversationEvent] = []
        for await event in conversation.respond(to: "   ", source: .typed) { events.append(event) }
        #expect(events.count == 1)
        guard case let .failed(.notStarted(error)) = events.first else {
            Issue.record("expected .failed(.notStarted), got \(events)")
            return
        }
        #expect(error as? AxelError == .emptyUtterance)
        #expect(voice.units.isEmpty)
        #expect(sink.samples.isEmpty)
        #expect(model.calls == 0)
    }

    @Test("Cancelling the listener (barge-in) silences the speaker, stops the model, and keeps the reply interrupted")
    func cancellationSilences() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let reply = "One. Two is here. Three is next. Four comes after. Five is the end of it. Six. Seven. Eight."
        let (conversation, model) = conversation(reply: reply, every: .milliseconds(30))
        let events = conversation.respond(to: "Tell me everything.", source: .typed)
        let firstSpoken = Mutex(false)
        let listening = Task {
            for await event in events {
                if case .spoken = event { firstSpoken.withLock { $0 = true } }
            }
        }
        while !firstSpoken.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(2)) }
        listening.cancel()
        await listening.value
        let unitsAtCancel = voice.units.count
        #expect(sink.stops >= 1)
        try await Task.sleep(for: .milliseconds(300))
        #expect(voice.units.count == unitsAtCancel, "units asked after the barge-in: \(voice.units.dropFirst(unitsAtCancel))")
        #expect(model.cancelled, "the model's stream was stopped")
        // The partial reply is stored, marked interrupted, by the exchange's own bookkeeping.
        var stored: StoredMessage?
        for _ in 0..<200 {
            let session = try memory.sessions(limit: 1).first
            stored = try session.flatMap { try memory.messages(inSession: $0.id).last(where: { $0.role == .assistant }) }
            if stored != nil { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        let message = try #require(stored)
        #expect(message.interrupted)
        #expect(message.content.count < reply.count)
    }

    @Test("Without a speaker the reply is text only; the stream still ends with the filed outcome")
    func textOnly() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (conversation, _) = conversation(reply: "Noted, Alice it is.", every: .milliseconds(1), speaking: false)
        var last: ConversationEvent?
        var text = ""
        for await event in conversation.respond(to: "Call Alice.", source: .typed) {
            if case let .text(piece) = event { text += piece }
            if case .spoken = event { Issue.record("nothing may be spoken without a speaker") }
            last = event
        }
        #expect(text == "Noted, Alice it is.")
        guard case .filed = last else {
            Issue.record("the last event was \(String(describing: last)), not .filed")
            return
        }
    }
}

/// A language model that streams `reply` a word at a time, `every` apart, and notes when it was stopped.
final class PacedModel: LanguageModel, Sendable {
    let name = "paced"
    let reply: String
    let every: Duration
    private let state = Mutex((calls: 0, cancelled: false))

    init(reply: String, every: Duration) {
        self.reply = reply
        self.every = every
    }

    var calls: Int { state.withLock { $0.calls } }
    var cancelled: Bool { state.withLock { $0.cancelled } }

    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        state.withLock { $0.calls += 1 }
        let words = reply.split(separator: " ").enumerated().map { $0.offset == 0 ? String($0.element) : " " + $0.element }
        let every = every
        return AsyncThrowingStream { continuation in
            let task = Task {
                for word in words {
                    do {
                        try await Task.sleep(for: every)
                    } catch {
                        self.state.withLock { $0.cancelled = true }
                        continuation.finish(throwing: CancellationError())
                        return
                    }
                    continuation.yield(.text(word))
                }
                continuation.yield(.stop(reason: "end_turn"))
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
