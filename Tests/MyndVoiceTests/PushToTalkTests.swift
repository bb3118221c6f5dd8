import Foundation
import MyndTesting
import MyndCore
import Synchronization
import Testing
@testable import MyndVoice

/// Collects a machine's events for assertions.
final class EventLog: Sendable {
    private let events = Mutex<[PushToTalk.Event]>([])
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(_ machine: PushToTalk) async {
        let stream = await machine.events()
        let reader = Task { [self] in for await event in stream { self.events.withLock { $0.append(event) } } }
        task.withLock { $0 = reader }
    }

    var states: [PushToTalk.State] {
        events.withLock { $0.compactMap { if case let .state(state) = $0 { state } else { nil } } }
    }

    var heard: [Transcript] {
        events.withLock { $0.compactMap { if case let .heard(transcript) = $0 { transcript } else { nil } } }
    }

    var unheard: [String] {
        events.withLock { $0.compactMap { if case let .unheard(reason) = $0 { reason } else { nil } } }
    }

    /// Utterances whose exchange was reported filed.
    var filed: [NodeID] {
        events.withLock { $0.compactMap { if case let .filed(id) = $0 { id } else { nil } } }
    }

    /// The whole log, in order (to check what comes after what).
    var all: [PushToTalk.Event] { events.withLock { $0 } }

    var reply: String {
        events.withLock { $0.compactMap { if case let .reply(piece) = $0 { piece } else { nil } }.joined() }
    }

    /// Waits until `state` has been reported `count` times.
    func waitFor(_ state: PushToTalk.State, count: Int = 1) async throws {
        let start = ContinuousClock.now
        while states.filter({ $0 == state }).count < count {
            guard ContinuousClock.now - start < .seconds(20) else { throw TestFailure("never reached \(state): \(states)") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    deinit { task.withLock { $0?.cancel() } }
}

@Suite("PushToTalk on the real stack", .serialized, .timeLimit(.minutes(1)))
final class PushToTalkTests {
    let pulse: PulseServer
    let monitor: SinkMonitor
    let playback: PulsePlayback

    init() async throws {
        pulse = try PulseServer()
        monitor = SinkMonitor(server: pulse.server)
        try await monitor.start()
        playback = PulsePlayback(server: pulse.server)
        try await playback.open()
        try await SentenceSpeakerTests.wake(playback, monitor)
    }

    deinit {
        playback.close()
        monitor.stop()
    }

    func machine(reply: String = "Okay. I will remind you to call Alice tomorrow morning.") throws -> PushToTalk {
        PushToTalk(
            recorder: CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                      settings: .init(preRoll: 0.5, tail: 0.2, minClip: 0.3)),
            transcriber: TranscriberChain([try OfflineTranscriber(mode: .grammar(["call alice", "buy milk"]))]),
            conversation: Conversation(speaker: SentenceSpeaker(synthesizer: EspeakSynthesizer(), sink: playback, acknowledgeAfter: nil),
                                       replies: { _ in tokenStream(reply) }),
            earcons: EarconPlayer(sink: playback))
    }

    @Test("A spoken thought goes idle → listening → transcribing → thinking → speaking → idle, and is answered aloud")
    func fullTurn() async throws {
        let ptt = try machine()
        let log = await EventLog(ptt)
        // The user starts talking after the listening beep (0.3 s of silence first).
        let speech = [Int16](repeating: 0, count: 4_800) + (try Shell.speech("call alice")) + [Int16](repeating: 0, count: 12_000)
        await ptt.press()
        pulse.feedMic(speech, paced: true).wait()
        let released = ContinuousClock.now
        await ptt.release()
        try await log.waitFor(.idle)
        #expect(log.states == [.listening, .transcribing, .thinking, .speaking, .idle])
        #expect(log.heard.map(\.text) == ["call alice"])
        #expect(log.heard.first?.transcriber == "offline")
        #expect(log.reply == "Okay. I will remind you to call Alice tomorrow morning.")
        #expect(monitor.soundingSpan(after: released) > 2)
    }

    @Test("cancel() from listening returns to idle without transcribing")
    func cancelListening() async throws {
        let ptt = try machine()
        let log = await EventLog(ptt)
        await ptt.press()
        await ptt.cancel()
        try await log.waitFor(.idle)
        #expect(await ptt.state == .idle)
        #expect(log.states == [.listening, .idle])
    }

    @Test("A press while speaking is a barge-in: silence, then listening again")
    func bargeIn() async throws {
        let ptt = try machine(reply: "This is a long reply. It goes on for a while. There is more to say. And even more after that.")
        let log = await EventLog(ptt)
        await ptt.press()
        let speech = [Int16](repeating: 0, count: 4_800) + (try Shell.speech("buy milk")) + [Int16](repeating: 0, count: 8_000)
        pulse.feedMic(speech, paced: true).wait()
        await ptt.release()
        try await log.waitFor(.speaking)
        try await Task.sleep(for: .milliseconds(800))
        let pressed = ContinuousClock.now
        await ptt.press()
        #expect(await ptt.state == .listening)
        try await Task.sleep(for: .seconds(1))
        let lastReplySound = monitor.lastSound(after: pressed + .milliseconds(Int(Earcon.listening.duration * 1000) + 200))
        #expect(lastReplySound == nil, "the reply kept playing after the barge-in")
        await ptt.cancel()
        try await log.waitFor(.idle)
        #expect(Array(log.states.suffix(3)) == [.speaking, .listening, .idle])
    }

    @Test("A failing transcriber reports an error state, then the machine is idle and usable again")
    func transcriberFailure() async throws {
        let ptt = PushToTalk(
            recorder: CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                      settings: .init(preRoll: 0, tail: 0.1, minClip: 0.3)),
            transcriber: TranscriberChain([]),
            conversation: Conversation(speaker: SentenceSpeaker(synthesizer: EspeakSynthesizer(), sink: playback, acknowledgeAfter: nil),
                                       replies: { _ in tokenStream("unused") }),
            earcons: EarconPlayer(sink: playback))
        let log = await EventLog(ptt)
        await ptt.press()
        pulse.feedMic([Int16](repeating: 0, count: 4_800) + (try Shell.speech("buy milk")), paced: true).wait()
        await ptt.release()
        try await log.waitFor(.idle)
        let states = log.states
        #expect(states.count == 4)
        #expect(Array(states.prefix(2)) == [.listening, .transcribing])
        if case let .error(message) = states[2] {
            #expect(message.contains("no transcriber could transcribe"))
        } else {
            Issue.record("expected an error state, got \(states)")
        }
        #expect(states.last == .idle)
        #expect(await ptt.state == .idle)
    }

    @Test("With the microphone's server gone, a press reports a capture error instead of crashing")
    func captureFailure() async throws {
        let ptt = try machine()
        let log = await EventLog(ptt)
        pulse.stop()
        await ptt.press()
        try await log.waitFor(.idle)
        #expect(log.states.count == 3)
        if case let .error(message) = log.states[1] {
            #expect(message.contains("no microphone"))
        } else {
            Issue.record("expected an error state, got \(log.states)")
        }
        try pulse.start()
    }

    @Test("Too short a press goes back to idle without a transcript")
    func tooShort() async throws {
        let ptt = try machine()
        let log = await EventLog(ptt)
        await ptt.press()
        await ptt.release()
        try await log.waitFor(.idle)
        #expect(log.states == [.listening, .transcribing, .idle])
        #expect(log.heard.isEmpty)
        // Not silently: the machine says why nothing was answered.
        #expect(log.unheard.count == 1)
        #expect(log.unheard.first?.contains("too short") == true)
    }

    @Test("A transcriber that hears no words ends the turn with a reason, not in silence, and nothing is answered")
    func heardNothing() async throws {
        let transcriber = FakeTranscriber(name: "local", saying: "  ")
        let ptt = PushToTalk(
            recorder: CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                      settings: .init(preRoll: 0, tail: 0.1, minClip: 0.3)),
            transcriber: transcriber,
            conversation: Conversation(speaker: nil, replies: { _ in
                Issue.record("nothing was heard, so nothing may be answered")
                return tokenStream("unused")
            }),
            earcons: nil)
        let log = await EventLog(ptt)
        await ptt.press()
        pulse.feedMic([Int16](repeating: 0, count: 8_000), paced: true).wait()
        await ptt.release()
        try await log.waitFor(.idle)
        #expect(log.states == [.listening, .transcribing, .idle])
        #expect(transcriber.clips.count == 1)
        #expect(log.unheard == ["the local transcriber heard no words in \(String(format: "%.1f", transcriber.clips[0].duration)) s of audio"])
    }
}
