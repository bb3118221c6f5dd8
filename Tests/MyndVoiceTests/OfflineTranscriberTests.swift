import MyndTesting
import MyndCore
import Testing
@testable import MyndVoice

@Suite("Offline transcriber (pocketsphinx)", .serialized, .timeLimit(.minutes(1)))
struct OfflineTranscriberTests {
    @Test("The language model hears keywords of generated speech")
    func languageModel() async throws {
        let clip = AudioClip(samples: try Shell.speech("remember to call alice about the garden project"))
        let transcript = try await OfflineTranscriber().transcribe(clip, hints: TranscriptionHints())
        #expect(transcript.transcriber == "offline")
        #expect(transcript.text.contains("garden"), "heard: \(transcript.text)")
        #expect(transcript.text.contains("project"), "heard: \(transcript.text)")
    }

    @Test("Exact digital silence (synthesised audio, a zeroed earcon window) does not derail decoding")
    func digitalSilence() async throws {
        let clip = AudioClip(samples: [Int16](repeating: 0, count: 4_000)
            + (try Shell.speech("remember to call alice about the garden project", dither: false)))
        let transcript = try await OfflineTranscriber().transcribe(clip, hints: TranscriptionHints())
        #expect(transcript.text.contains("garden"), "heard: \(transcript.text)")
    }

    @Test("A grammar gives an exact transcript")
    func grammar() async throws {
        let transcriber = try OfflineTranscriber(mode: .grammar(["buy milk", "call alice", "water the garden"]))
        let clip = AudioClip(samples: try Shell.speech("call alice"))
        #expect(try await transcriber.transcribe(clip, hints: TranscriptionHints()).text == "call alice")
        let second = AudioClip(samples: try Shell.speech("water the garden"))
        #expect(try await transcriber.transcribe(second, hints: TranscriptionHints()).text == "water the garden")
    }

    @Test("Clips at other sample rates are resampled")
    func resampled() async throws {
        let transcriber = try OfflineTranscriber(mode: .grammar(["buy milk", "call alice"]))
        let clip = AudioClip(samples: try Shell.speech("buy milk", rate: 22_050), sampleRate: 22_050)
        #expect(try await transcriber.transcribe(clip, hints: TranscriptionHints()).text == "buy milk")
    }

    @Test("A missing model is a clear error")
    func missingModel() {
        #expect(throws: RecognitionError.modelMissing("/nonexistent")) { try OfflineTranscriber(modelDirectory: "/nonexistent") }
    }
}
