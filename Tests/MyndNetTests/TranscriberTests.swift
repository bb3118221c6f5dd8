import Foundation
import MyndTesting
import MyndCore
import Testing
@testable import MyndNet

/// The Whisper clients against the fixture speaking both routes' multipart protocol over a real socket.
@Suite(.timeLimit(.minutes(1)))
struct TranscriberTests {
    /// Half a second of a 440 Hz tone: real samples, held in memory only.
    static let clip = AudioClip(samples: (0..<8000).map { Int16(8000 * sin(Double($0) * 2 * .pi * 440 / 16000)) })
    static let hints = TranscriptionHints(language: "en", vocabulary: ["Alice", "Garden Plan", " "])

    @Test func openAITranscriberSendsTheMultipartForm() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py", responses: [["text": " remember to call Alice "]])
        defer { fixture.stop() }
        let transcriber = OpenAITranscriber(configuration: .init(url: fixture.baseURL + "/v1", model: "whisper-1", apiKey: APIKey("sk-stt-key")))
        let transcript = try await transcriber.transcribe(Self.clip, hints: Self.hints)
        #expect(transcript == Transcript(text: "remember to call Alice", transcriber: "openai", language: "en"))
        let request = try #require(try await fixture.requests().first)
        #expect(request.path == "/v1/audio/transcriptions")
        #expect(request.headers["authorization"] == "Bearer sk-stt-key")
        let form = try #require(request.form)
        #expect(form["model"]?.text == "whisper-1")
        #expect(form["language"]?.text == "en")
        #expect(form["prompt"]?.text == "Alice, Garden Plan.")
        #expect(form["response_format"]?.text == "json")
        let file = try #require(form["file"]?.file)
        #expect(file.filename == "audio.wav")
        #expect(file.wav?.rate == 16000)
        #expect(file.wav?.channels == 1)
        #expect(file.wav?.sample_width == 2)
        #expect(file.wav?.frames == 8000)
    }

    @Test func whisperCppTranscriberSendsItsForm() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py", responses: [["text": "the garden plan"]])
        defer { fixture.stop() }
        let transcriber = WhisperCppTranscriber(configuration: .init(url: fixture.baseURL, language: nil, temperature: 0.2))
        let transcript = try await transcriber.transcribe(Self.clip, hints: TranscriptionHints(vocabulary: ["Bob"]))
        #expect(transcript.text == "the garden plan")
        #expect(transcript.transcriber == "whispercpp")
        let request = try #require(try await fixture.requests().first)
        #expect(request.path == "/inference")
        #expect(request.headers["authorization"] == nil)
        let form = try #require(request.form)
        #expect(form["response_format"]?.text == "json")
        #expect(form["temperature"]?.text == "0.2")
        #expect(form["language"]?.text == "auto")
        #expect(form["prompt"]?.text == "Bob.")
        #expect(form["file"]?.file?.wav?.frames == 8000)
    }

    @Test func whisperCppErrorBodyIsReported() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py", responses: [["error_body": "failed to read WAV file"]])
        defer { fixture.stop() }
        let transcriber = WhisperCppTranscriber(configuration: .init(url: fixture.baseURL + "/inference"))
        await #expect(throws: TranscriptionError.badResponse(transcriber: "whispercpp", message: "failed to read WAV file")) {
            try await transcriber.transcribe(Self.clip, hints: TranscriptionHints())
        }
    }

    @Test func serverErrorIsRetriedOnceThenThrown() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py", responses: [["status": 503, "error_message": "model loading"]])
        defer { fixture.stop() }
        let sleeper = RecordingSleeper()
        let transcriber = OpenAITranscriber(configuration: .init(url: fixture.baseURL + "/v1", retry: sleeper.policy(maxAttempts: 2)))
        await #expect(throws: TranscriptionError.failed(transcriber: "openai", status: 503, message: "model loading")) {
            try await transcriber.transcribe(Self.clip, hints: TranscriptionHints())
        }
        #expect(try await fixture.requests().count == 2)
        #expect(sleeper.delays.count == 1)
    }

    @Test func serverErrorThenSuccessRecovers() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py", responses: [["status": 500], ["text": "second try"]])
        defer { fixture.stop() }
        let transcriber = WhisperCppTranscriber(configuration: .init(url: fixture.baseURL, retry: RecordingSleeper().policy(maxAttempts: 2)))
        #expect(try await transcriber.transcribe(Self.clip, hints: TranscriptionHints()).text == "second try")
    }

    @Test func garbageAndTimeoutsThrowSoTheChainMovesOn() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py", responses: [["garbage": true], ["delay_ms": 3000]])
        defer { fixture.stop() }
        let transcriber = OpenAITranscriber(configuration: .init(url: fixture.baseURL + "/v1", timeout: 0.5, retry: .none))
        await #expect(throws: TranscriptionError.self) { try await transcriber.transcribe(Self.clip, hints: TranscriptionHints()) }
        do {
            _ = try await transcriber.transcribe(Self.clip, hints: TranscriptionHints())
            Issue.record("a slow server should time out")
        } catch let error as TranscriptionError {
            guard case .unreachable(transcriber: "openai", _) = error else { Issue.record("unexpected \(error)"); return }
        }
    }

    @Test func unreachableEndpointThrows() async throws {
        let transcriber = WhisperCppTranscriber(configuration: .init(url: "http://127.0.0.1:9", retry: RecordingSleeper().policy(maxAttempts: 2)))
        await #expect(throws: TranscriptionError.self) { try await transcriber.transcribe(Self.clip, hints: TranscriptionHints()) }
    }

    @Test func factoryFollowsKindURLAndEnvironment() throws {
        var config = MyndConfig.TranscriberSection()
        #expect(try TranscriberFactory.make(config: config, environment: [:]) == nil)
        let fromEnv = try TranscriberFactory.make(config: config, environment: ["MYND_TRANSCRIBER_URL": "http://127.0.0.1:8080/inference"])
        #expect(fromEnv is WhisperCppTranscriber)
        config.kind = "openai"
        config.url = "http://127.0.0.1:8000/v1"
        let local = try #require(try TranscriberFactory.make(config: config, environment: ["OPENAI_API_KEY": "sk-not-for-local"]) as? OpenAITranscriber)
        #expect(local.configuration.apiKey == nil, "the OpenAI key is not sent to another server")
        config.url = nil
        let remote = try #require(try TranscriberFactory.make(config: config, environment: ["OPENAI_API_KEY": "sk-for-openai"]) as? OpenAITranscriber)
        #expect(remote.configuration.apiKey?.value == "sk-for-openai")
        config.kind = "whispercpp"
        #expect(throws: ModelFactoryError.missingURL(kind: "whisper.cpp")) { try TranscriberFactory.make(config: config, environment: [:]) }
        // transcribe_at_pauses reaches the Wyoming client, on by default.
        config.kind = "wyoming"
        config.url = "tcp://127.0.0.1:10300"
        let early = try #require(try TranscriberFactory.make(config: config, environment: [:]) as? WyomingTranscriber)
        #expect(early.configuration.speculation == PauseSpeculation())
        config.transcribeAtPauses = false
        let late = try #require(try TranscriberFactory.make(config: config, environment: [:]) as? WyomingTranscriber)
        #expect(late.configuration.speculation == nil)
    }
}
