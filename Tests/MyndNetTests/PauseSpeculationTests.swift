import Foundation
import MyndCore
import MyndTesting
import Testing
@testable import MyndNet

/// Transcribing at pauses (`[transcriber] transcribe_at_pauses`), against the Wyoming stand-in on a real socket,
/// whose transcript says how many samples it was sent: the early transcript answers only when nothing but quiet
/// followed it; otherwise the answer covers the whole utterance, as without it.
@Suite(.timeLimit(.minutes(1)))
struct PauseSpeculationTests {
    static let hints = TranscriptionHints(language: "en")

    /// `seconds` of a 440 Hz tone at a speaking level.
    static func speech(_ seconds: Double) -> [Int16] {
        (0..<Int(seconds * 16_000)).map { Int16(8000 * sin(Double($0) * 2 * .pi * 440 / 16_000)) }
    }

    /// `seconds` of a quiet room (low noise, not digital silence).
    static func quiet(_ seconds: Double) -> [Int16] {
        (0..<Int(seconds * 16_000)).map { Int16(($0 * 7919) % 41) - 20 }
    }

    static func transcriber(_ fixture: FixtureProcess, speculation: PauseSpeculation? = PauseSpeculation()) throws -> WyomingTranscriber {
        WyomingTranscriber(configuration: .init(endpoint: try WyomingEndpoint(url: "tcp://127.0.0.1:\(fixture.port)"),
                                                timeout: 5, speculation: speculation))
    }

    /// Sends `samples` in 20 ms chunks, as the microphone delivers them.
    static func stream(_ samples: [Int16], into stream: any TranscriptionStream) {
        for start in stride(from: 0, to: samples.count, by: 320) {
            stream.send(Array(samples[start..<min(start + 320, samples.count)]))
        }
    }

    /// Samples of quiet, in whole 20 ms chunks, after which the default pause is complete.
    static let pauseSamples = Int((PauseSpeculation().pause * 16_000 / 320).rounded(.up)) * 320

    static func samples(in transcript: Transcript) -> Int? {
        transcript.text.split(separator: " ").first { $0.hasPrefix("samples=") }.flatMap { Int($0.dropFirst(8)) }
    }

    @Test("Speech, then a pause held until the release: the early transcript, made at the pause, is the answer")
    func quietAfterThePause() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py")
        defer { fixture.stop() }
        let audio = Self.speech(1) + Self.quiet(0.6)
        let stream = try await Self.transcriber(fixture).startStream(sampleRate: 16_000, hints: Self.hints)
        Self.stream(audio, into: stream)
        let transcript = try await stream.finish(AudioClip(samples: audio))
        // The pause is complete on the first whole chunk at the setting's length into the quiet: that is all the
        // early transcription was sent.
        #expect(Self.samples(in: transcript) == 16_000 + Self.pauseSamples, "\(transcript.text)")
    }

    @Test("Speech after the pause: the early transcript is dropped, and the answer covers everything said")
    func speechAfterThePause() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py")
        defer { fixture.stop() }
        let audio = Self.speech(1) + Self.quiet(0.4) + Self.speech(0.5)
        let stream = try await Self.transcriber(fixture).startStream(sampleRate: 16_000, hints: Self.hints)
        Self.stream(audio, into: stream)
        let transcript = try await stream.finish(AudioClip(samples: audio))
        #expect(Self.samples(in: transcript) == audio.count, "\(transcript.text)")
    }

    @Test("A second pause after more speech makes a new early transcript that covers both parts")
    func twoPauses() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py")
        defer { fixture.stop() }
        let audio = Self.speech(1) + Self.quiet(0.4) + Self.speech(0.5) + Self.quiet(0.5)
        let stream = try await Self.transcriber(fixture).startStream(sampleRate: 16_000, hints: Self.hints)
        Self.stream(audio, into: stream)
        let transcript = try await stream.finish(AudioClip(samples: audio))
        #expect(Self.samples(in: transcript) == 16_000 + 6_400 + 8_000 + Self.pauseSamples, "\(transcript.text)")
    }

    @Test("Quiet alone, or short gaps inside speech, never count as a pause to transcribe at")
    func noSpeechNoPause() async throws {
        var tracker = PauseTracker(PauseSpeculation(), sampleRate: 16_000)
        let room = Self.quiet(2)
        for start in stride(from: 0, to: room.count, by: 320) {
            let fired = tracker.add(Array(room[start..<start + 320]))
            #expect(!fired, "a quiet room is not speech followed by a pause")
        }
        var speaking = PauseTracker(PauseSpeculation(), sampleRate: 16_000)
        let words = Self.speech(0.5) + Self.quiet(0.14) + Self.speech(0.5)  // a stop consonant's gap
        for start in stride(from: 0, to: words.count, by: 320) {
            let fired = speaking.add(Array(words[start..<min(start + 320, words.count)]))
            #expect(!fired, "a short gap between words is not a pause")
        }
    }

    @Test("Quiet just past the pause after speech completes it, on the first whole chunk past the setting")
    func quietJustPastThePauseCompletesIt() {
        var tracker = PauseTracker(PauseSpeculation(), sampleRate: 16_000)
        let words = Self.speech(0.5) + Self.quiet(PauseSpeculation().pause + 0.01)
        var fired: [Int] = []
        for (index, start) in stride(from: 0, to: words.count, by: 320).enumerated()
        where tracker.add(Array(words[start..<min(start + 320, words.count)])) {
            fired.append(index)
        }
        // 0.5 s of speech is 25 chunks; the pause completes on the quiet chunk that reaches the setting.
        #expect(fired.first == 25 + Self.pauseSamples / 320 - 1, "fired at \(fired)")
    }

    @Test("When the early transcription fails, the streamed utterance still answers, whole")
    func earlyFailureFallsBackToTheStream() async throws {
        // Connection 0 is the stream itself; connection 1, the early transcription, gets an error.
        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [[:], ["error": "busy"], [:]])
        defer { fixture.stop() }
        let audio = Self.speech(1) + Self.quiet(0.6)
        let stream = try await Self.transcriber(fixture).startStream(sampleRate: 16_000, hints: Self.hints)
        stream.send(Array(audio[0..<320]))
        try await Task.sleep(for: .milliseconds(300))  // the stream's own connection is the first
        Self.stream(Array(audio[320...]), into: stream)
        let transcript = try await stream.finish(AudioClip(samples: audio))
        #expect(Self.samples(in: transcript) == audio.count, "\(transcript.text)")
    }

    @Test("transcribe_at_pauses = false: one transcription, after the release, of everything")
    func off() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py")
        defer { fixture.stop() }
        let audio = Self.speech(1) + Self.quiet(0.6)
        let stream = try await Self.transcriber(fixture, speculation: nil).startStream(sampleRate: 16_000, hints: Self.hints)
        Self.stream(audio, into: stream)
        let transcript = try await stream.finish(AudioClip(samples: audio))
        #expect(Self.samples(in: transcript) == audio.count, "\(transcript.text)")
    }
}
