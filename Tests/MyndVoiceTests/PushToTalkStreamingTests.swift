import Foundation
import MyndCore
import MyndTesting
import Synchronization
import Testing
@testable import MyndVoice

/// A streaming transcriber that records what reaches it and when, and answers with pocketsphinx on the clip.
final class RecordingStreamTranscriber: StreamingTranscriber, Sendable {
    let inner: OfflineTranscriber
    let sent = Mutex<[(at: ContinuousClock.Instant, count: Int)]>([])
    let finished = Mutex<[Int]>([])

    init() throws { inner = try OfflineTranscriber(mode: .grammar(["call alice", "buy milk"])) }

    var name: String { "recording" }
    func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        try await inner.transcribe(clip, hints: hints)
    }

    func startStream(sampleRate: Int, hints: TranscriptionHints) async throws -> any TranscriptionStream {
        Stream(owner: self, hints: hints)
    }

    struct Stream: TranscriptionStream {
        let owner: RecordingStreamTranscriber
        let hints: TranscriptionHints
        func send(_ samples: [Int16]) { owner.sent.withLock { $0.append((.now, samples.count)) } }
        func finish(_ clip: AudioClip) async throws -> Transcript {
            owner.finished.withLock { $0.append(clip.samples.count) }
            return try await owner.inner.transcribe(clip, hints: hints)
        }
        func cancel() {}
    }
}

/// Push-to-talk with a streaming transcriber on the real PulseAudio stack: the audio reaches the transcriber while
/// the user is still speaking, exactly the samples of the clip, and the turn is answered from the stream.
@Suite("PushToTalk streaming", .serialized, .timeLimit(.minutes(1)))
struct PushToTalkStreamingTests {
    @Test("chunks reach the stream before the key is released, and they add up to the clip")
    func streamsWhileSpeaking() async throws {
        let pulse = try PulseServer()
        let transcriber = try RecordingStreamTranscriber()
        let ptt = PushToTalk(
            recorder: CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                      settings: .init(preRoll: 0, tail: 0.2, minClip: 0.3)),
            transcriber: transcriber, conversation: Conversation(speaker: nil, replies: { _ in tokenStream("Noted.") }), earcons: nil)
        let log = await EventLog(ptt)
        let speech = [Int16](repeating: 0, count: 4_800) + (try Shell.speech("call alice")) + [Int16](repeating: 0, count: 8_000)
        await ptt.press()
        pulse.feedMic(speech, paced: true).wait()
        let released = ContinuousClock.now
        await ptt.release()
        try await log.waitFor(.idle)
        #expect(log.heard.map(\.text) == ["call alice"])
        let sent = transcriber.sent.withLock { $0 }
        let before = sent.filter { $0.at < released }.reduce(0) { $0 + $1.count }
        let total = sent.reduce(0) { $0 + $1.count }
        #expect(Double(before) >= Double(speech.count) * 0.8, "only \(before) of \(speech.count) samples were streamed before release")
        #expect(transcriber.finished.withLock { $0 } == [total], "the clip is exactly what was streamed")
    }
}
