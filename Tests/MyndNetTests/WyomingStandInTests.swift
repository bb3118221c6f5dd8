import Foundation
import MyndCore
import MyndTesting
import Testing
@testable import MyndNet

/// The Wyoming transcriber against a stand-in server on a real socket: what it sends, and every way a server can
/// misbehave — each one a clear `WyomingError` within its deadline, never a hang or a crash.
@Suite(.timeLimit(.minutes(1)))
struct WyomingStandInTests {
    static let clip = AudioClip(samples: (0..<8000).map { Int16(8000 * sin(Double($0) * 2 * .pi * 440 / 16000)) })
    static let hints = TranscriptionHints(language: "en", vocabulary: ["Kenji", " ", "Alice"])

    static func transcriber(_ fixture: FixtureProcess, timeout: Double = 5,
                            limits: WyomingLimits = WyomingLimits()) throws -> WyomingTranscriber {
        WyomingTranscriber(configuration: .init(endpoint: try WyomingEndpoint(url: "tcp://127.0.0.1:\(fixture.port)"),
                                                timeout: timeout, limits: limits))
    }

    @Test func sendsTheClipInChunksWithLanguageAndNames() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py")
        defer { fixture.stop() }
        let transcript = try await Self.transcriber(fixture).transcribe(Self.clip, hints: Self.hints)
        #expect(transcript.text == "chunks=5 samples=8000 rate=16000 language=en names=Kenji|Alice")
        #expect(transcript.transcriber == "wyoming")
        #expect(transcript.language == "en")
    }

    @Test func skipsStreamingPreviewsAndTrimsTheTranscript() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["preview": true, "text": "  Call Kenji.  "]])
        defer { fixture.stop() }
        let transcript = try await Self.transcriber(fixture).transcribe(Self.clip, hints: Self.hints)
        #expect(transcript.text == "Call Kenji.")
    }

    @Test func streamsChunksAsTheyAreSentThenAnswersAtFinish() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py")
        defer { fixture.stop() }
        let stream = try await Self.transcriber(fixture).startStream(sampleRate: 16_000, hints: Self.hints)
        for start in stride(from: 0, to: 8000, by: 320) { stream.send(Array(Self.clip.samples[start..<(start + 320)])) }
        let transcript = try await stream.finish(Self.clip)
        #expect(transcript.text == "chunks=25 samples=8000 rate=16000 language=en names=Kenji|Alice")
    }

    @Test func aStreamThatMissedSamplesSendsTheWholeClipInstead() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py")
        defer { fixture.stop() }
        let stream = try await Self.transcriber(fixture).startStream(sampleRate: 16_000, hints: Self.hints)
        stream.send(Array(Self.clip.samples[0..<320]))
        let transcript = try await stream.finish(Self.clip)
        #expect(transcript.text == "chunks=5 samples=8000 rate=16000 language=en names=Kenji|Alice")
    }

    @Test func anErrorEventIsAServerError() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["error": "model exploded"]])
        defer { fixture.stop() }
        let error = await #expect(throws: WyomingError.self) { try await Self.transcriber(fixture).transcribe(Self.clip, hints: Self.hints) }
        #expect(error == .server(endpoint: "tcp://127.0.0.1:\(fixture.port)", text: "model exploded", code: "fixture"))
        #expect(error?.description.contains("model exploded") == true)
    }

    @Test func aServerClosingMidStreamIsAClearError() async throws {
        for event in ["audio-start", "audio-chunk", "audio-stop"] {
            let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["close_after": event]])
            defer { fixture.stop() }
            let error = await #expect(throws: WyomingError.self, "\(event)") {
                try await Self.transcriber(fixture).transcribe(Self.clip, hints: Self.hints)
            }
            switch error {
            case .closed?: break
            default: Issue.record("closing after \(event): \(String(describing: error))")
            }
        }
    }

    @Test func aStallTimesOut() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["stall": true]])
        defer { fixture.stop() }
        let started = ContinuousClock.now
        let error = await #expect(throws: WyomingError.self) {
            try await Self.transcriber(fixture, timeout: 0.5).transcribe(Self.clip, hints: Self.hints)
        }
        #expect(error == .timedOut(endpoint: "tcp://127.0.0.1:\(fixture.port)", waitingFor: "the transcript", seconds: 0.5))
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func garbageHeadersAreMalformed() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["garbage": true]])
        defer { fixture.stop() }
        let error = await #expect(throws: WyomingError.self) { try await Self.transcriber(fixture).transcribe(Self.clip, hints: Self.hints) }
        guard case .malformedEvent? = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test func aRunawayHeaderIsCutOffAtTheLimit() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["huge_header": 200_000]])
        defer { fixture.stop() }
        let error = await #expect(throws: WyomingError.self) { try await Self.transcriber(fixture).transcribe(Self.clip, hints: Self.hints) }
        #expect(error == .headerTooLong(limit: 64 * 1024))
    }

    @Test func anOversizedPayloadIsRefusedBeforeItIsRead() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["payload_length": 100_000_000]])
        defer { fixture.stop() }
        let error = await #expect(throws: WyomingError.self) { try await Self.transcriber(fixture).transcribe(Self.clip, hints: Self.hints) }
        #expect(error == .sizeOutOfBounds(field: "payload_length", length: 100_000_000, limit: 4 << 20))
    }

    @Test func nobodyListeningIsAConnectError() async throws {
        let path = NSTemporaryDirectory() + "mynd-no-wyoming-\(UUID().uuidString.prefix(8)).sock"
        let transcriber = WyomingTranscriber(configuration: .init(endpoint: .unix(path: path)))
        let error = await #expect(throws: WyomingError.self) { try await transcriber.transcribe(Self.clip, hints: Self.hints) }
        guard case .connectFailed? = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test func describeReadsInfo() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py")
        defer { fixture.stop() }
        let info = try await WyomingInfo.fetch(from: .tcp(host: "127.0.0.1", port: fixture.port), timeout: 5)
        #expect(info.asrSummary == "fixture-asr 0.1 (fixture.en)")
    }

    @Test func cancellingAStalledTurnReturnsAtOnce() async throws {
        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["stall": true]])
        defer { fixture.stop() }
        let transcriber = try Self.transcriber(fixture, timeout: 30)
        let task = Task { try await transcriber.transcribe(Self.clip, hints: Self.hints) }
        try await Task.sleep(for: .milliseconds(300))
        let started = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(throws: (any Error).self) { try result.get() }
    }
}
