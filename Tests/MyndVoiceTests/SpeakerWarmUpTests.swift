import MyndCore
import MyndTesting
import Testing
@testable import MyndVoice

/// A daemon's first reply must not pay for what a later one finds ready (espeak-ng's library and voice, the text
/// rules' regular expressions): the speaker readies them at start and after a reload, and plays nothing doing so.
@Suite("Speaker warm-up", .serialized, .timeLimit(.minutes(1)))
struct SpeakerWarmUpTests {
    @Test("Warming up readies the synthesizer once and puts nothing on the sink")
    func warmsTheSynthesizer() async throws {
        let synthesizer = FakeSpeechSynthesizer()
        let sink = FakeAudioSink()
        let speaker = SentenceSpeaker(synthesizer: synthesizer, sink: sink)
        await speaker.warmUp()
        #expect(synthesizer.warmUps == 1)
        #expect(synthesizer.units.isEmpty)
        #expect(sink.samples.isEmpty)
        #expect(sink.stops == 0)
    }

    @Test("With speech off nothing is readied")
    func offStaysCold() async throws {
        let synthesizer = FakeSpeechSynthesizer()
        let speaker = SentenceSpeaker(synthesizer: synthesizer, sink: FakeAudioSink(), enabled: false)
        await speaker.warmUp()
        #expect(synthesizer.warmUps == 0)
    }

    @Test("A fallback synthesizer readies both engines")
    func fallbackWarmsBoth() async throws {
        let primary = FakeSpeechSynthesizer()
        let fallback = FakeSpeechSynthesizer()
        let synthesizer = FallbackSynthesizer(primary: primary, fallback: fallback,
                                              health: SpeechEngineHealth(engine: "fake", fallback: "fake", retryAfter: nil) { _, _ in })
        await synthesizer.warmUp()
        #expect(primary.warmUps == 1)
        #expect(fallback.warmUps == 1)
    }

    @Test("espeak-ng: warming up an unknown voice does not throw; speaking with it still says why")
    func espeakUnknownVoice() async throws {
        let synthesizer = EspeakSynthesizer(voice: .init(name: "no-such-voice"))
        await synthesizer.warmUp()
        await #expect(throws: SpeechError.self) { try await synthesizer.synthesize("Hello there.") }
        let english = EspeakSynthesizer()
        await english.warmUp()
        let clip = try await english.synthesize("Hello there.")
        #expect(clip.samples.count > 22_050 / 4)
    }
}
