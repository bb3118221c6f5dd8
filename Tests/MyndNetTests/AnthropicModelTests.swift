import Foundation
import MyndTesting
import Logging
import MyndCore
import Testing
@testable import MyndNet

/// The Anthropic client against the fixture server speaking the Messages API stream over a real socket.
@Suite(.timeLimit(.minutes(1)))
struct AnthropicModelTests {
    static let key = "sk-ant-test-0123456789abcdef"

    private func model(_ fixture: FixtureProcess, sleeper: RecordingSleeper = RecordingSleeper(), stall: Double = 5,
                       maxAttempts: Int = 4, logger: Logger? = nil) -> AnthropicModel {
        let configuration = AnthropicModel.Configuration(
            apiKey: APIKey(Self.key), baseURL: fixture.baseURL, model: "claude-haiku-5-5",
            connectTimeout: 2, stallTimeout: stall, retry: sleeper.policy(maxAttempts: maxAttempts))
        return logger.map { AnthropicModel(configuration: configuration, logger: $0) } ?? AnthropicModel(configuration: configuration)
    }

    @Test func sendsTheRequestTheSDKSends() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py")
        defer { fixture.stop() }
        _ = await collect(model(fixture).stream(sampleRequest))
        let recorded = try await fixture.requests()
        #expect(recorded.count == 1)
        let request = try #require(recorded.first)
        #expect(request.path == "/v1/messages")
        #expect(request.headers["authorization"] == "Bearer \(Self.key)")
        #expect(request.headers["anthropic-version"] == "2026-10-21")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["x-api-key"] == nil)
        let body = request.json()
        #expect(body["model"] as? String == "claude-haiku-5-5")
        #expect(body["max_tokens"] as? Int == 300)
        #expect(body["stream"] as? Bool == true)
        #expect(body["temperature"] as? Double == 0.4)
        #expect(body["system"] as? String == sampleRequest.system)
        let messages = try #require(body["messages"] as? [[String: String]])
        #expect(messages.map { $0["role"] ?? "" } == ["user", "assistant", "user"])
        #expect(messages.map { $0["content"] ?? "" } == sampleRequest.messages.map(\.content))
    }

    @Test func versionAndAuthStyleAreConfigurable() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py")
        defer { fixture.stop() }
        let configured = AnthropicModel(configuration: .init(
            apiKey: APIKey(Self.key), baseURL: fixture.baseURL + "/v1", version: "2023-06-01", authHeader: .xAPIKey))
        _ = await collect(configured.stream(ModelRequest(system: "", messages: [ChatMessage(role: .user, content: "hi")])))
        let request = try #require(try await fixture.requests().first)
        #expect(request.path == "/v1/messages")
        #expect(request.headers["anthropic-version"] == "2023-06-01")
        #expect(request.headers["x-api-key"] == Self.key)
        #expect(request.headers["authorization"] == nil)
        #expect(request.json()["system"] == nil)
        #expect(request.json()["temperature"] == nil)
    }

    @Test func streamsTextInOrderThenUsageThenStop() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [
            ["text": ["One", " two", " three."], "usage": ["input_tokens": 42, "output_tokens": 7], "delay_ms": 5],
        ])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.error == nil)
        #expect(outcome.events == [.text("One"), .text(" two"), .text(" three."),
                                   .usage(TokenUsage(inputTokens: 42, outputTokens: 7)), .stop(reason: "end_turn")])
    }

    @Test(arguments: ["lf", "crlf", "cr"])
    func skipsThinkingUnknownEventsAndCommentsWhateverTheLineEndings(_ lineEnding: String) async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [
            ["extras": true, "line_ending": lineEnding, "split_writes": true, "stop_reason": "max_tokens"],
        ])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.error == nil)
        #expect(outcome.text == "Noted — the garden plan is linked to Alice.")
        #expect(outcome.events.last == .stop(reason: "max_tokens"))
    }

    @Test func retriesOverloadAndHonoursRetryAfter() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [
            ["status": 429, "headers": ["retry-after": "7"]],
            ["status": 529],
            ["status": 503],
            ["text": ["Back", " again."]],
        ])
        defer { fixture.stop() }
        let sleeper = RecordingSleeper()
        let outcome = await collect(model(fixture, sleeper: sleeper).stream(sampleRequest))
        #expect(outcome.error == nil)
        #expect(outcome.text == "Back again.")
        #expect(try await fixture.requests().count == 4)
        // retry-after first, then exponential backoff (jitter pinned to the top of each step).
        #expect(sleeper.delays == [7, 1, 2])
    }

    @Test func givesUpAfterTheAttemptBudget() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["status": 500, "error_message": "boom"]])
        defer { fixture.stop() }
        let sleeper = RecordingSleeper()
        let outcome = await collect(model(fixture, sleeper: sleeper, maxAttempts: 3).stream(sampleRequest))
        #expect(outcome.modelError == .unavailable(provider: "Anthropic", status: 500, message: "boom"))
        #expect(try await fixture.requests().count == 3)
        #expect(sleeper.delays.count == 2)
    }

    @Test func retryAfterBeyondTheTotalBudgetGivesUp() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["status": 429, "headers": ["retry-after": "120"]]])
        defer { fixture.stop() }
        let sleeper = RecordingSleeper()
        let outcome = await collect(model(fixture, sleeper: sleeper).stream(sampleRequest))
        #expect(outcome.modelError?.description.contains("429") == true)
        #expect(sleeper.delays.isEmpty)
        #expect(try await fixture.requests().count == 1)
    }

    @Test(arguments: [(401, "the Anthropic API key was rejected (401)"), (403, "the Anthropic API key was rejected (403)")])
    func rejectedKeyIsNotRetried(_ status: Int, _ message: String) async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["status": status]])
        defer { fixture.stop() }
        let sleeper = RecordingSleeper()
        let outcome = await collect(model(fixture, sleeper: sleeper).stream(sampleRequest))
        #expect(outcome.modelError?.description == message)
        #expect(try await fixture.requests().count == 1)
        #expect(sleeper.delays.isEmpty)
    }

    @Test(arguments: [400, 404, 413])
    func clientErrorsAreNotRetried(_ status: Int) async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["status": status, "error_message": "bad thing"]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.modelError == .rejected(provider: "Anthropic", status: status, message: "bad thing"))
        #expect(try await fixture.requests().count == 1)
    }

    @Test func midStreamDropKeepsTheTextAndIsNotRetried() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["Half", " a", " reply"], "drop_after": 2]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.text == "Half a")
        guard case .transport(provider: "Anthropic", _)? = outcome.modelError else {
            Issue.record("expected a transport error, got \(String(describing: outcome.error))")
            return
        }
        #expect(try await fixture.requests().count == 1)
    }

    @Test func dropBeforeTheFirstTokenIsRetried() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["drop_after": 0], ["text": ["Fine."]]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.error == nil)
        #expect(outcome.text == "Fine.")
        #expect(try await fixture.requests().count == 2)
    }

    @Test func errorEventAfterTextKeepsTheText() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["Part", " one"], "error_after": 1]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.text == "Part")
        #expect(outcome.modelError == .streamError(provider: "Anthropic", message: "overloaded_error: Overloaded"))
        #expect(try await fixture.requests().count == 1)
    }

    @Test func overloadedErrorEventBeforeTextIsRetried() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["error_after": 0], ["text": ["Recovered."]]])
        defer { fixture.stop() }
        let sleeper = RecordingSleeper()
        let outcome = await collect(model(fixture, sleeper: sleeper).stream(sampleRequest))
        #expect(outcome.text == "Recovered.")
        #expect(sleeper.delays.count == 1)
    }

    @Test func malformedDataEndsTheStreamAfterTheTextSoFar() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["Good", " bad"], "malformed_after": 1]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.text == "Good")
        guard case .streamError(provider: "Anthropic", _)? = outcome.modelError else {
            Issue.record("expected a stream error, got \(String(describing: outcome.error))")
            return
        }
    }

    @Test func stallIsDetectedAfterTheTextSoFar() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["Still", " here", "?"], "stall_after": 2, "stall_ms": 20000]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture, stall: 0.5).stream(sampleRequest))
        #expect(outcome.text == "Still here")
        #expect(outcome.modelError == .stalled(provider: "Anthropic", seconds: 0.5))
    }

    @Test func stallBeforeTheFirstTokenIsRetried() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [
            ["stall_after": 0, "stall_ms": 20000], ["text": ["Awake."]],
        ])
        defer { fixture.stop() }
        let sleeper = RecordingSleeper()
        let outcome = await collect(model(fixture, sleeper: sleeper, stall: 0.4).stream(sampleRequest))
        #expect(outcome.error == nil)
        #expect(outcome.text == "Awake.")
        #expect(sleeper.delays.count == 1)
        #expect(try await fixture.requests().count == 2)
    }

    @Test func connectionRefusedIsRetriedThenReported() async throws {
        let sleeper = RecordingSleeper()
        let refused = AnthropicModel(configuration: .init(
            apiKey: APIKey(Self.key), baseURL: "http://127.0.0.1:9", connectTimeout: 1, retry: sleeper.policy(maxAttempts: 2)))
        let outcome = await collect(refused.stream(sampleRequest))
        guard case .transport(provider: "Anthropic", let message)? = outcome.modelError else {
            Issue.record("expected a transport error, got \(String(describing: outcome.error))")
            return
        }
        #expect(message.contains("127.0.0.1:9"))
        #expect(sleeper.delays.count == 1)
    }

    @Test func cancellingTheConsumerAbortsTheTransfer() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [
            ["text": Array(repeating: "tick ", count: 400), "delay_ms": 25],
        ])
        defer { fixture.stop() }
        let stream = model(fixture).stream(sampleRequest)
        let consumer = Task {
            var seen = 0
            for try await event in stream { if case .text = event { seen += 1 } }
            return seen
        }
        // Wait until the reply is flowing, then cancel.
        while (try await fixture.requests().first?.written ?? 0) < 3 { try await Task.sleep(for: .milliseconds(20)) }
        consumer.cancel()
        _ = try? await consumer.value
        // The fixture notices the closed connection at its next write, long before its 10 s reply would end.
        var request = try #require(try await fixture.requests().first)
        for _ in 0..<250 where request.outcome == "started" {
            try await Task.sleep(for: .milliseconds(20))
            request = try #require(try await fixture.requests().first)
        }
        #expect(request.outcome == "disconnected")
        #expect(request.written < 100)
    }
}
