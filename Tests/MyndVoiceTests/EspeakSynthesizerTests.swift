import MyndCore
import Testing
@testable import MyndVoice

@Suite("espeak-ng synthesizer", .serialized, .timeLimit(.minutes(1)))
struct EspeakSynthesizerTests {
    @Test("Synthesises 22 050 Hz speech in memory, in several chunks")
    func synthesises() async throws {
        let synthesizer = EspeakSynthesizer()
        var chunks = 0
        var samples = 0
        for try await chunk in synthesizer.chunks(for: "Remember to water the garden on Saturday morning.") {
            chunks += 1
            samples += chunk.count
        }
        #expect(synthesizer.sampleRate == 22_050)
        #expect(chunks > 3)
        #expect(Double(samples) / 22_050 > 2)
        #expect(Double(samples) / 22_050 < 6)
    }

    @Test("Rate from config changes the length; volume changes the level")
    func parameters() async throws {
        let text = "The quick brown fox jumps over the lazy dog."
        let slow = try await EspeakSynthesizer(voice: .init(rate: 120)).synthesize(text)
        let fast = try await EspeakSynthesizer(voice: .init(rate: 320)).synthesize(text)
        #expect(Double(fast.samples.count) < 0.6 * Double(slow.samples.count))
        let quiet = try await EspeakSynthesizer(voice: .init(volume: 30)).synthesize(text)
        let loud = try await EspeakSynthesizer(voice: .init(volume: 150)).synthesize(text)
        #expect(TranscriberChain.rms(quiet) < 0.5 * TranscriberChain.rms(loud))
    }

    @Test("An unknown voice is a SpeechError")
    func unknownVoice() async {
        await #expect(throws: SpeechError.unknownVoice("xx-nonexistent")) {
            _ = try await EspeakSynthesizer(voice: .init(name: "xx-nonexistent")).synthesize("hello")
        }
    }

    @Test("Cancelling the consumer stops synthesis early")
    func cancel() async throws {
        let long = String(repeating: "This sentence is repeated to make a very long text. ", count: 200)
        var received = 0
        for try await chunk in EspeakSynthesizer().chunks(for: long) {
            received += chunk.count
            break
        }
        #expect(received > 0)
        // The engine is free again right away.
        let after = try await EspeakSynthesizer().synthesize("Done.")
        #expect(!after.samples.isEmpty)
    }

    @Test("Earcons are short and audible")
    func earcons() {
        for earcon in Earcon.allCases {
            let samples = earcon.samples()
            #expect(samples.count == Int(earcon.duration * 22_050) || abs(samples.count - Int(earcon.duration * 22_050)) < 5)
            #expect(earcon.duration < 0.25)
            #expect(samples.contains { abs(Int($0)) > 4_000 })
        }
    }
}
