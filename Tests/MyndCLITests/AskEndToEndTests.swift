import Foundation
import MyndTesting
import Testing

/// `mynd ask` end to end: the real binary, a real SQLite file, and the Anthropic / OpenAI fixture servers
/// (Tests/Fixtures) speaking the real streaming protocols on real sockets.
@Suite("mynd ask end to end", .timeLimit(.minutes(1)))
struct AskEndToEndTests {
    /// Looks like a key, and is searched for in every output: it must never be printed.
    static let key = "sk-e2e-" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    static let script = ["Got it.", " The garden", " plan is", " filed", " with Bob."]
    static let utterance = "I want to finish the garden plan with Bob"

    func expectNoKey(_ result: MyndProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key), sourceLocation: sourceLocation)
    }

    func expectUtteranceStored(_ home: MyndHome, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let nodes = try home.nodes()
        #expect(nodes.contains { $0["content"] as? String == Self.utterance && $0["source"] as? String == "typed" },
                "nodes: \(nodes.map { $0["content"] ?? "" })", sourceLocation: sourceLocation)
    }

    /// The system prompt of a recorded request: Anthropic's `system` (a string or text blocks) or OpenAI's first
    /// `system` message.
    func systemPrompt(_ body: [String: Any]) -> String {
        if let text = body["system"] as? String { return text }
        if let blocks = body["system"] as? [[String: Any]] { return blocks.compactMap { $0["text"] as? String }.joined() }
        let messages = body["messages"] as? [[String: Any]] ?? []
        return messages.first { $0["role"] as? String == "system" }?["content"] as? String ?? ""
    }

    /// The last message's content as text (a string, or content blocks rendered as they came).
    func lastMessage(_ body: [String: Any]) -> String {
        guard let content = (body["messages"] as? [[String: Any]])?.last?["content"] else { return "" }
        return content as? String ?? "\(content)"
    }

    @Test("No configuration: the offline Axel answers, the utterance is filed, exit 0")
    func offline() throws {
        let home = try MyndHome()
        defer { home.cleanup() }
        let result = try home.run(["ask", "--no-speak", Self.utterance])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.lowercased().contains("garden plan"), "reply: \(result.stdout)")
        try expectUtteranceStored(home)
        #expect(try home.nodes().contains { $0["type"] as? String == "person" && $0["content"] as? String == "Bob" })
    }

    @Test("Anthropic fixture: the streamed reply is printed, the request carries key, model, stream and Axel's prompt")
    func anthropic() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": Self.script]])
        defer { fixture.stop() }
        let home = try MyndHome()
        defer { home.cleanup() }
        home.set(["ANTHROPIC_API_KEY": Self.key, "ANTHROPIC_BASE_URL": fixture.baseURL])
        let result = try home.run(["ask", "--no-speak", Self.utterance])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == Self.script.joined())
        expectNoKey(result)
        try expectUtteranceStored(home)

        let request = try #require(try await fixture.requests().first)
        #expect(request.path == "/v1/messages")
        #expect(request.headers["authorization"] == "Bearer \(Self.key)")
        #expect(request.headers["anthropic-version"]?.isEmpty == false)
        let body = request.json()
        #expect((body["model"] as? String)?.isEmpty == false)
        #expect(body["stream"] as? Bool == true)
        #expect(systemPrompt(body).contains("You are Axel"), "system: \(systemPrompt(body).prefix(200))")
        #expect(lastMessage(body).contains(Self.utterance))
    }

    @Test("OpenAI-compatible fixture: the streamed reply is printed, the request carries key, model, stream and Axel's prompt")
    func openAI() async throws {
        let fixture = try await FixtureProcess.start("openai_fixture.py", responses: [["text": Self.script]])
        defer { fixture.stop() }
        let home = try MyndHome()
        defer { home.cleanup() }
        home.set(["OPENAI_API_KEY": Self.key, "OPENAI_BASE_URL": fixture.baseURL + "/v1"])
        let result = try home.run(["ask", "--no-speak", Self.utterance])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == Self.script.joined())
        expectNoKey(result)
        try expectUtteranceStored(home)

        let request = try #require(try await fixture.requests().first)
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer \(Self.key)")
        let body = request.json()
        #expect((body["model"] as? String)?.isEmpty == false)
        #expect(body["stream"] as? Bool == true)
        #expect(systemPrompt(body).contains("You are Axel"))
        #expect(lastMessage(body).contains(Self.utterance))
    }

    @Test("A rejected key (401): exit 69, the cause on stderr, the utterance kept, the key never printed")
    func unauthorized() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["status": 401]])
        defer { fixture.stop() }
        let home = try MyndHome()
        defer { home.cleanup() }
        home.set(["ANTHROPIC_API_KEY": Self.key, "ANTHROPIC_BASE_URL": fixture.baseURL])
        let result = try home.run(["ask", "--no-speak", Self.utterance])
        #expect(result.status == 69)
        #expect(result.stderr.contains("401"), "stderr: \(result.stderr)")
        #expect(result.stderr.lowercased().contains("key"), "stderr: \(result.stderr)")
        expectNoKey(result)
        try expectUtteranceStored(home)
        // No retry on 401: exactly one conversation request.
        #expect(try await fixture.requests().filter { systemPrompt($0.json()).contains("You are Axel") }.count == 1)
    }

    @Test("A stream dropped mid-reply: the partial reply is printed, exit 69, the utterance kept")
    func midStreamDrop() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [
            ["text": Self.script, "drop_after": 2], ["text": ["{}"]],
        ])
        defer { fixture.stop() }
        let home = try MyndHome()
        defer { home.cleanup() }
        home.set(["ANTHROPIC_API_KEY": Self.key, "ANTHROPIC_BASE_URL": fixture.baseURL])
        let result = try home.run(["ask", "--no-speak", Self.utterance])
        #expect(result.status == 69)
        #expect(result.stdout.hasPrefix(Self.script.prefix(2).joined()), "stdout: \(result.stdout)")
        #expect(!result.stdout.contains(Self.script[2]), "text after the drop was printed: \(result.stdout)")
        #expect(!result.stderr.isEmpty)
        expectNoKey(result)
        try expectUtteranceStored(home)
        // Text was already delivered: the conversation request is not retried (no duplicated text).
        let requests = try await fixture.requests()
        #expect(requests.first?.written == 2)
        #expect(requests.filter { systemPrompt($0.json()).contains("You are Axel") }.count == 1)
    }

    @Test("--json prints {reply, nodes, usage}")
    func json() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [
            ["text": Self.script, "usage": ["input_tokens": 31, "output_tokens": 7]],
        ])
        defer { fixture.stop() }
        let home = try MyndHome()
        defer { home.cleanup() }
        home.set(["ANTHROPIC_API_KEY": Self.key, "ANTHROPIC_BASE_URL": fixture.baseURL])
        let result = try home.run(["ask", "--no-speak", "--json", Self.utterance])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        expectNoKey(result)
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "stdout: \(result.stdout)")
        #expect(report["reply"] as? String == Self.script.joined())
        let nodes = try #require(report["nodes"] as? [[String: Any]])
        #expect(nodes.contains { $0["content"] as? String == Self.utterance })
        let usage = try #require(report["usage"] as? [String: Any], "report: \(report)")
        #expect(usage["inputTokens"] as? Int == 31)
        #expect(usage["outputTokens"] as? Int == 7)
    }
}
