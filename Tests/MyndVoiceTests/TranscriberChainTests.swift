import Foundation
import MyndCore
import Testing
@testable import MyndVoice

/// In-process transcribers standing in for remote Whisper endpoints (unreachable here).
struct ScriptedTranscriber: Transcriber {
    let name: String
    let result: Result<String, RecognitionError>
    func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        Transcript(text: try result.get(), transcriber: name)
    }
}

@Suite("TranscriberChain")
struct TranscriberChainTests {
    let speech = AudioClip(samples: (0..<16_000).map { Int16(8_000 * sin(Double($0) * 0.05)) })
    let silence = AudioClip(samples: (0..<16_000).map { Int16($0 % 7) - 3 })

    @Test("Falls back down the chain and says who answered")
    func fallback() async throws {
        let chain = TranscriberChain([
            ScriptedTranscriber(name: "openai", result: .failure(.decoderFailed("503"))),
            ScriptedTranscriber(name: "whispercpp", result: .failure(.decoderFailed("timeout"))),
            ScriptedTranscriber(name: "offline", result: .success("buy milk")),
        ])
        let transcript = try await chain.transcribe(speech, hints: TranscriptionHints())
        #expect(transcript == Transcript(text: "buy milk", transcriber: "offline"))
    }

    @Test("The first working transcriber wins")
    func firstWins() async throws {
        let chain = TranscriberChain([
            ScriptedTranscriber(name: "openai", result: .success("call alice")),
            ScriptedTranscriber(name: "offline", result: .success("caller is")),
        ])
        #expect(try await chain.transcribe(speech, hints: TranscriptionHints()).transcriber == "openai")
    }

    @Test("All failing: one error listing every reason")
    func allFail() async {
        let chain = TranscriberChain([
            ScriptedTranscriber(name: "a", result: .failure(.decoderFailed("x"))),
            ScriptedTranscriber(name: "b", result: .failure(.nothingHeard)),
        ])
        await #expect(throws: RecognitionError.self) { try await chain.transcribe(speech, hints: TranscriptionHints()) }
    }

    @Test("Known hallucinations are dropped on near-silent clips only", arguments: [
        "Thank you.", "[BLANK_AUDIO]", "you", " Thanks for watching!", "(silence)",
    ])
    func hallucinations(text: String) async throws {
        let chain = TranscriberChain([ScriptedTranscriber(name: "openai", result: .success(text))])
        #expect(TranscriberChain.clipIsNearSilent(silence))
        #expect(!TranscriberChain.clipIsNearSilent(speech))
        #expect(try await chain.transcribe(silence, hints: TranscriptionHints()).text == "")
        #expect(try await chain.transcribe(speech, hints: TranscriptionHints()).text == text)
    }

    @Test("Known names are put back whichever transcriber answered; the transcriber's words are kept in heard")
    func knownNamesPutBack() async throws {
        let chain = TranscriberChain([
            ScriptedTranscriber(name: "local", result: .failure(.decoderFailed("engine down"))),
            ScriptedTranscriber(name: "offline", result: .success("call quame about the tickets")),
        ])
        let hints = TranscriptionHints(language: "en", knownNames: ["Kwame"])
        let transcript = try await chain.transcribe(speech, hints: hints)
        #expect(transcript.text == "call Kwame about the tickets")
        #expect(transcript.heard == "call quame about the tickets")
        #expect(transcript.transcriber == "offline")
        // No known names (`correct_names = false`): the words as heard, nothing in `heard`.
        let plain = try await chain.transcribe(speech, hints: TranscriptionHints(language: "en"))
        #expect(plain == Transcript(text: "call quame about the tickets", transcriber: "offline"))
        // Nothing to put back: `heard` stays nil.
        let right = TranscriberChain([ScriptedTranscriber(name: "local", result: .success("had coffee with Kwame"))])
        #expect(try await right.transcribe(speech, hints: hints) == Transcript(text: "had coffee with Kwame", transcriber: "local"))
    }

    @Test("A streamed transcript is corrected too")
    func streamedNamesPutBack() async throws {
        let chain = TranscriberChain([ScriptedTranscriber(name: "wyoming", result: .success("Yousef fixed the bike."))])
        let stream = try await chain.startStream(sampleRate: 16_000, hints: TranscriptionHints(knownNames: ["Yusuf"]))
        stream.send(speech.samples)
        let transcript = try await stream.finish(speech)
        #expect(transcript.text == "Yusuf fixed the bike.")
        #expect(transcript.heard == "Yousef fixed the bike.")
    }

    @Test("Real words on a quiet clip are kept")
    func quietButReal() async throws {
        let chain = TranscriberChain([ScriptedTranscriber(name: "openai", result: .success("Thank you for the garden tip."))])
        #expect(try await chain.transcribe(silence, hints: TranscriptionHints()).text == "Thank you for the garden tip.")
    }

    @Test("A sentence Whisper looped on is filed once; real repetition of a different sentence is kept", arguments: [
        ("Schedule a dentist appointment for the 20th of October.  Schedule a dentist appointment for the 20th of October.",
         "Schedule a dentist appointment for the 20th of October."),
        ("Book a table for six people at 8.30 on Saturday.  Book a table for six people at 8.30.",
         "Book a table for six people at 8.30 on Saturday."),
        ("Call Bob. Call Bob.", "Call Bob."),
        ("Call Bob. Call Alice.", "Call Bob. Call Alice."),
        ("Buy milk. Buy bread. Buy milk.", "Buy milk. Buy bread. Buy milk."),
        ("Pay the rent on the 1st. Pay", "Pay the rent on the 1st. Pay"),
        ("It costs 8.30 dollars.", "It costs 8.30 dollars."),
    ])
    func loopsCollapse(heard: String, filed: String) async throws {
        let chain = TranscriberChain([ScriptedTranscriber(name: "local", result: .success(heard))])
        let speech = AudioClip(samples: (0..<16_000).map { Int16(8000 * sin(Double($0) * 0.17)) })
        #expect(try await chain.transcribe(speech, hints: TranscriptionHints()).text == filed)
    }
}
