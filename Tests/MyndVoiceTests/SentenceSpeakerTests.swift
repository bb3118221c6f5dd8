import Foundation
import MyndTesting
import MyndCore
import Testing
@testable import MyndVoice

/// A reply streamed token by token with a known timing, like a model's.
func tokenStream(_ text: String, firstAfter: Duration = .zero, every: Duration = .milliseconds(20))
    -> AsyncThrowingStream<String, any Error>
{
    AsyncThrowingStream { continuation in
        let task = Task {
            try? await Task.sleep(for: firstAfter)
            var first = true
            for word in text.split(separator: " ", omittingEmptySubsequences: false) {
                if !first { try? await Task.sleep(for: every) }
                if Task.isCancelled { break }
                continuation.yield(first ? String(word) : " " + word)
                first = false
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}

@Suite("SentenceSpeaker on PulseAudio", .serialized, .timeLimit(.minutes(1)))
final class SentenceSpeakerTests {
    let pulse: PulseServer
    let monitor: SinkMonitor
    let playback: PulsePlayback

    init() async throws {
        pulse = try PulseServer()
        monitor = SinkMonitor(server: pulse.server)
        try await monitor.start()
        playback = PulsePlayback(server: pulse.server)
        try await playback.open()
        try await Self.wake(playback, monitor)
    }

    /// A fresh null sink takes ~1 s to play its first sample (RECIPES.md); pay that before timing anything.
    static func wake(_ playback: PulsePlayback, _ monitor: SinkMonitor) async throws {
        let start = ContinuousClock.now
        playback.enqueue(Earcon.thinking.samples())
        while monitor.firstSound(after: start) == nil {
            guard ContinuousClock.now - start < .seconds(5) else { throw TestFailure("the sink never played") }
            try await Task.sleep(for: .milliseconds(10))
        }
        await playback.drain()
        try await Task.sleep(for: .milliseconds(100))
    }

    deinit {
        playback.close()
        monitor.stop()
    }

    @Test("A streamed reply is spoken whole, about as long as speaking it at once")
    func speaksStreamedReply() async throws {
        let reply = "Sure, I noted that you want to call Alice tomorrow. I will remind you in the morning."
        let whole = try await EspeakSynthesizer().synthesize(SpeechText.clean(reply))
        let speaker = SentenceSpeaker(synthesizer: EspeakSynthesizer(), sink: playback, acknowledgeAfter: nil)
        let start = ContinuousClock.now
        try await speaker.speak(tokenStream(reply))
        try await Task.sleep(for: .milliseconds(150))
        let heard = monitor.soundingSpan(after: start)
        let expected = PulseAudioTests.soundingSpan(whole.samples, rate: whole.sampleRate)
        #expect(abs(heard - expected) < 0.3 * expected, "heard \(heard) s, whole reply is \(expected) s")
    }

    @Test("stop() silences the speaker mid-reply, ends speak() and leaves no stale audio")
    func bargeIn() async throws {
        let speaker = SentenceSpeaker(synthesizer: EspeakSynthesizer(), sink: playback, acknowledgeAfter: nil)
        let reply = "This answer is long. It has many sentences. Each one takes a while to say. We will not hear the end."
        let start = ContinuousClock.now
        let speaking = Task { try await speaker.speak(tokenStream(reply)) }
        while monitor.firstSound(after: start) == nil { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(400))
        let stopped = ContinuousClock.now
        await speaker.stop()
        await #expect(throws: CancellationError.self) { try await speaking.value }
        try await Task.sleep(for: .seconds(1.5))
        let last = try #require(monitor.lastSound(after: start))
        #expect(last - stopped < .milliseconds(300), "sound until \(last - stopped) after stop")
        #expect(!(await speaker.isSpeaking))
    }

    @Test("A slow first sentence gets a quick acknowledgment first")
    func acknowledgment() async throws {
        let speaker = SentenceSpeaker(synthesizer: EspeakSynthesizer(), sink: playback, acknowledgeAfter: .milliseconds(100))
        let start = ContinuousClock.now
        try await speaker.speak(tokenStream("Here it is.", firstAfter: .milliseconds(900)))
        let first = try #require(monitor.firstSound(after: start))
        #expect(first - start < .milliseconds(800), "first sound after \(first - start)")
    }

    @Test("A reply that fails midway: what came before is spoken, then the error is thrown")
    func failingReply() async throws {
        struct Broken: Error {}
        let speaker = SentenceSpeaker(synthesizer: EspeakSynthesizer(), sink: playback, acknowledgeAfter: nil)
        let pieces = AsyncThrowingStream<String, any Error> { continuation in
            continuation.yield("This part was said before the connection dropped. And this")
            continuation.finish(throwing: Broken())
        }
        let start = ContinuousClock.now
        await #expect(throws: Broken.self) { try await speaker.speak(pieces) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(monitor.soundingSpan(after: start) > 1)
        #expect(!(await speaker.isSpeaking))
    }

    @Test("Code blocks are not spoken")
    func codeNotSpoken() async throws {
        let speaker = SentenceSpeaker(synthesizer: EspeakSynthesizer(), sink: playback, acknowledgeAfter: nil)
        let start = ContinuousClock.now
        try await speaker.speak(tokenStream("```\nlet x = 1\nprint(x)\n```"))
        try await Task.sleep(for: .milliseconds(200))
        #expect(monitor.firstSound(after: start) == nil)
    }
}
