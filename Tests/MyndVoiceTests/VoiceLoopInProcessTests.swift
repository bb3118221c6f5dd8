import Foundation
import MyndCore
import MyndTesting
import Testing
@testable import MyndVoice

/// The push-to-talk loop in-process, on fakes for every port (microphone, transcriber, voice, speaker): the
/// machine's behaviour in a fraction of a second, beside the live tests on PulseAudio that stay.
@Suite("Voice loop in-process", .timeLimit(.minutes(1)))
struct VoiceLoopInProcessTests {
    let microphone = FakeAudioSource(sampleRate: 16_000)
    let sink = FakeAudioSink(sampleRate: 22_050)
    let voice = FakeSpeechSynthesizer(sampleRate: 22_050, millisecondsPerCharacter: 40)

    /// Half a second of a 300 Hz tone: "speech" for the recorder's purposes.
    static let speech = (0..<8_000).map { Int16(8_000 * sin(Double($0) * 2 * .pi * 300 / 16_000)) }

    var speaker: SentenceSpeaker { SentenceSpeaker(synthesizer: voice, sink: sink, acknowledgeAfter: nil) }

    /// The machine on the fake microphone, answering through `conversation`.
    func machine(_ transcriber: FakeTranscriber, conversation: Conversation) -> PushToTalk {
        PushToTalk(recorder: CaptureRecorder(source: microphone, settings: .init(preRoll: 0, tail: 0.05, minClip: 0.3)),
                   transcriber: transcriber, conversation: conversation)
    }

    /// The machine with a scripted reply (nothing stored).
    func machine(_ transcriber: FakeTranscriber, reply: String) -> PushToTalk {
        machine(transcriber, conversation: Conversation(speaker: speaker, replies: { _ in tokenStream(reply, every: .milliseconds(5)) }))
    }

    /// One turn as a user makes it: press, half a second of speech, release at 0.7 s; the log once idle again.
    func turn(_ ptt: PushToTalk) async throws -> EventLog {
        let log = await EventLog(ptt)
        await ptt.press()
        microphone.say(Self.speech)
        try await Task.sleep(for: .milliseconds(700))
        await ptt.release()
        try await log.waitFor(.idle)
        return log
    }

    @Test("A turn runs listening → transcribing → thinking → speaking → idle; the transcriber gets what was said")
    func fullTurn() async throws {
        let transcriber = FakeTranscriber(saying: "Call Alice about the garden.")
        let ptt = machine(transcriber, reply: "Noted. I will remind you on Friday.")
        let log = try await turn(ptt)
        #expect(log.states == [.listening, .transcribing, .thinking, .speaking, .idle])
        #expect(log.heard.map(\.text) == ["Call Alice about the garden."])
        let clip = try #require(transcriber.clips.first)
        let loud = clip.samples.filter { abs(Int($0)) > 4_000 }.count
        #expect(loud > 4_000, "the tone reached the transcriber (\(loud) loud samples in \(clip.samples.count))")
        #expect(voice.units == ["Noted.", "I will remind you on Friday."])
        let characters = "Noted.".count + "I will remind you on Friday.".count
        let expected = 22_050 * 40 * characters / 1000
        #expect(sink.samples.count == expected)
        #expect(microphone.opens == 1)
    }

    @Test("A press while Axel speaks stops the speaker at once; nothing more of that reply is said")
    func bargeIn() async throws {
        let ptt = machine(FakeTranscriber(saying: "Tell me everything."),
                          reply: "One. Two is here. Three is next. Four comes after. Five is the end of it.")
        let log = await EventLog(ptt)
        await ptt.press()
        microphone.say(Self.speech)
        try await Task.sleep(for: .milliseconds(700))
        await ptt.release()
        try await log.waitFor(.speaking)
        await ptt.press()
        let unitsAtPress = voice.units.count
        try await log.waitFor(.listening, count: 2)
        #expect(sink.stops >= 1)
        try await Task.sleep(for: .milliseconds(200))
        #expect(voice.units.count == unitsAtPress, "units asked after the barge-in: \(voice.units.dropFirst(unitsAtPress))")
        await ptt.cancel()
        try await log.waitFor(.idle)
    }

    @Test("A press released at once is answered with why nothing was heard, and never reaches the transcriber")
    func tooShort() async throws {
        let transcriber = FakeTranscriber(saying: "never used")
        let ptt = machine(transcriber, reply: "unused")
        let log = await EventLog(ptt)
        await ptt.press()
        await ptt.release()
        try await log.waitFor(.idle)
        #expect(log.unheard.count == 1)
        #expect(log.unheard.first?.contains("too short") == true)
        #expect(transcriber.clips.isEmpty)
        #expect(voice.units.isEmpty)
    }

    @Test("A transcriber that fails ends the turn in an error that names the failure; the next turn works")
    func transcriberFails() async throws {
        let transcriber = FakeTranscriber(answers: [.failure("engine exploded"), .text("Buy milk.")])
        let ptt = machine(transcriber, reply: "Done.")
        let log = await EventLog(ptt)
        for _ in 0..<2 {
            await ptt.press()
            microphone.say(Self.speech)
            try await Task.sleep(for: .milliseconds(700))
            await ptt.release()
            try await log.waitFor(.idle, count: log.states.filter { $0 == .idle }.count + 1)
        }
        let errors = log.states.compactMap { if case let .error(message) = $0 { message } else { nil } }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("engine exploded") == true, "\(errors)")
        #expect(log.heard.map(\.text) == ["Buy milk."])
        #expect(voice.units == ["Done."])
    }

    @Test("With Axel's real engine the turn is answered aloud and the utterance is filed in the graph")
    func answeredByAxel() async throws {
        let directory = NSTemporaryDirectory() + "mynd-ptt-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let graph = try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: .inMemory)
        let engine = AxelEngine(model: PacedModel(reply: "Noted. Alice it is.", every: .milliseconds(5)),
                                graph: graph.graphAccess, memory: MemoryStore(graph.writer), extractor: OfflineExtractor())
        let ptt = machine(FakeTranscriber(saying: "Call Alice about the garden."),
                          conversation: Conversation(engine: { engine }, speaker: speaker))
        let log = try await turn(ptt)
        #expect(log.states == [.listening, .transcribing, .thinking, .speaking, .idle])
        #expect(log.reply == "Noted. Alice it is.")
        #expect(voice.units == ["Noted.", "Alice it is."])
        // `.filed` comes after the turn went idle, once the utterance is stored (source "spoken") and filed.
        let start = ContinuousClock.now
        while log.filed.isEmpty, ContinuousClock.now - start < .seconds(10) { try await Task.sleep(for: .milliseconds(5)) }
        let id = try #require(log.filed.first)
        let idle = try #require(log.all.lastIndex(of: .state(.idle)))
        #expect(log.all.lastIndex(of: .filed(id)).map { $0 > idle } == true, "\(log.all)")
        let node = try #require(try graph.node(id))
        #expect(node.content == "Call Alice about the garden.")
        #expect(node.source == .spoken)
        #expect(try graph.nodes(ofType: .person).map(\.content).contains("Alice"))
    }

    @Test("A misheard known name is put back in the filed thought; the transcriber's own words stay on its node")
    func knownNamePutBack() async throws {
        let directory = NSTemporaryDirectory() + "mynd-ptt-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let graph = try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: .inMemory)
        let engine = AxelEngine(model: PacedModel(reply: "Noted.", every: .milliseconds(5)),
                                graph: graph.graphAccess, memory: MemoryStore(graph.writer), extractor: OfflineExtractor())
        let ptt = PushToTalk(recorder: CaptureRecorder(source: microphone, settings: .init(preRoll: 0, tail: 0.05, minClip: 0.3)),
                             transcriber: TranscriberChain([FakeTranscriber(saying: "Remember to call Quame about the tickets.")]),
                             conversation: Conversation(engine: { engine }, speaker: speaker),
                             hints: { TranscriptionHints(language: "en", knownNames: ["Kwame", "Priya"]) })
        let log = try await turn(ptt)
        #expect(log.heard.map(\.text) == ["Remember to call Kwame about the tickets."])
        #expect(log.heard.first?.heard == "Remember to call Quame about the tickets.")
        let start = ContinuousClock.now
        while log.filed.isEmpty, ContinuousClock.now - start < .seconds(10) { try await Task.sleep(for: .milliseconds(5)) }
        let id = try #require(log.filed.first)
        let node = try #require(try graph.node(id))
        #expect(node.content == "Remember to call Kwame about the tickets.")
        #expect(node.metadata[Node.heardKey] == "Remember to call Quame about the tickets.")
    }

    @Test("A reply that fails before any text ends the turn in an error naming it; nothing is spoken")
    func replyFails() async throws {
        let overloaded = ModelError.unavailable(provider: "test", status: 529, message: "overloaded")
        let ptt = machine(FakeTranscriber(saying: "Buy milk."),
                          conversation: Conversation(speaker: speaker, replies: { _ in AsyncThrowingStream { $0.finish(throwing: overloaded) } }))
        let log = try await turn(ptt)
        let errors = log.states.compactMap { if case let .error(message) = $0 { message } else { nil } }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("overloaded") == true, "\(errors)")
        #expect(voice.units.isEmpty)
    }
}
