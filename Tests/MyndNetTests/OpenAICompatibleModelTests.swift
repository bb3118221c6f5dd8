import Foundation
import MyndTesting
import MyndCore
import Testing
@testable import MyndNet

/// The OpenAI-compatible client against the chat-completions fixture over a real socket.
@Suite(.timeLimit(.minutes(1)))
struct OpenAICompatibleModelTests {
    private func model(_ fixture: FixtureProcess, key: String? = "sk-openai-test-abcdef", sleeper: RecordingSleeper = RecordingSleeper(),
                       stall: Double = 5) -> OpenAICompatibleModel {
        OpenAICompatibleModel(configuration: .init(
            apiKey: key.map(APIKey.init), baseURL: fixture.baseURL + "/v1", model: "deepseek-chat",
            connectTimeout: 2, stallTimeout: stall, retry: sleeper.policy()))
    }

    @Test func sendsSystemFirstThenMessagesInOrder() async throws {
        let fixture = try await FixtureProcess.start("openai_fixture.py")
        defer { fixture.stop() }
        _ = await collect(model(fixture).stream(sampleRequest))
        let request = try #require(try await fixture.requests().first)
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer sk-openai-test-abcdef")
        let body = request.json()
        #expect(body["model"] as? String == "deepseek-chat")
        #expect(body["stream"] as? Bool == true)
        #expect((body["stream_options"] as? [String: Bool])?["include_usage"] == true)
        #expect(body["max_tokens"] as? Int == 300)
        #expect(body["temperature"] as? Double == 0.4)
        let messages = try #require(body["messages"] as? [[String: String]])
        #expect(messages.map { $0["role"] ?? "" } == ["system", "user", "assistant", "user"])
        #expect(messages.first?["content"] == sampleRequest.system)
        #expect(messages.dropFirst().map { $0["content"] ?? "" } == sampleRequest.messages.map(\.content))
    }

    @Test func localServerWithoutKeySendsNoAuthorization() async throws {
        let fixture = try await FixtureProcess.start("openai_fixture.py")
        defer { fixture.stop() }
        let outcome = await collect(model(fixture, key: nil).stream(sampleRequest))
        #expect(outcome.error == nil)
        #expect(try await fixture.requests().first?.headers["authorization"] == nil)
    }

    @Test(arguments: ["lf", "crlf"])
    func streamsDeltasUsageAndStop(_ lineEnding: String) async throws {
        let fixture = try await FixtureProcess.start("openai_fixture.py", responses: [
            ["text": ["Hello", ", ", "world."], "usage": ["prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14],
             "line_ending": lineEnding, "split_writes": true],
        ])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.error == nil)
        #expect(outcome.events == [.text("Hello"), .text(", "), .text("world."),
                                   .usage(TokenUsage(inputTokens: 11, outputTokens: 3)), .stop(reason: "stop")])
    }

    @Test func streamWithoutDoneAfterFinishReasonIsComplete() async throws {
        let fixture = try await FixtureProcess.start("openai_fixture.py", responses: [["text": ["Ok."], "no_done": true, "finish_reason": "length"]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.error == nil)
        #expect(outcome.text == "Ok.")
        #expect(outcome.events.last == .stop(reason: "length"))
    }

    @Test func retriesServerErrorsBeforeTheFirstToken() async throws {
        let fixture = try await FixtureProcess.start("openai_fixture.py", responses: [
            ["status": 502], ["status": 429, "headers": ["retry-after-ms": "1500"]], ["text": ["Up."]],
        ])
        defer { fixture.stop() }
        let sleeper = RecordingSleeper()
        let outcome = await collect(model(fixture, sleeper: sleeper).stream(sampleRequest))
        #expect(outcome.text == "Up.")
        #expect(sleeper.delays == [0.5, 1.5])
    }

    @Test func rejectedKeyNamesTheCause() async throws {
        let fixture = try await FixtureProcess.start("openai_fixture.py", responses: [["status": 401]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.modelError?.description == "the OpenAI-compatible server API key was rejected (401)")
        #expect(try await fixture.requests().count == 1)
    }

    @Test func errorChunkAfterTextKeepsTheText() async throws {
        let fixture = try await FixtureProcess.start("openai_fixture.py", responses: [["text": ["A", "B"], "error_after": 1]])
        defer { fixture.stop() }
        let outcome = await collect(model(fixture).stream(sampleRequest))
        #expect(outcome.text == "A")
        #expect(outcome.modelError == .streamError(provider: "OpenAI-compatible server", message: "server_error: The server had an error"))
    }

    @Test func dropAndMalformedAndStallAfterText() async throws {
        for scenario: [String: any Sendable] in [["drop_after": 1], ["malformed_after": 1], ["stall_after": 1, "stall_ms": 20000]] {
            var script = scenario
            script["text"] = ["First", "Second"]
            let fixture = try await FixtureProcess.start("openai_fixture.py", responses: [script])
            defer { fixture.stop() }
            let outcome = await collect(model(fixture, stall: 0.5).stream(sampleRequest))
            #expect(outcome.text == "First", "\(scenario)")
            #expect(outcome.modelError != nil, "\(scenario)")
            #expect(try await fixture.requests().count == 1, "no retry after the first token: \(scenario)")
        }
    }
}
