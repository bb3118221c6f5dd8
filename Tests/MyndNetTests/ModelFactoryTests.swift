import Foundation
import MyndTesting
import Logging
import MyndCore
import Testing
@testable import MyndNet

/// Provider selection, key sources, and the rule that a key never shows up in a description or a log line.
@Suite(.timeLimit(.minutes(1)))
struct ModelFactoryTests {
    static let anthropicKey = "sk-ant-factory-SECRET-7f3a9c"
    static let openAIKey = "sk-openai-factory-SECRET-1b2c3d"

    @Test func autoWithoutAnythingIsOffline() throws {
        #expect(try ModelFactory.make(config: MyndConfig.LLM(), environment: [:]) == nil)
    }

    @Test func autoPrefersAnthropicWithAKey() throws {
        let model = try ModelFactory.make(config: MyndConfig.LLM(), environment: [
            "ANTHROPIC_API_KEY": Self.anthropicKey, "OPENAI_API_KEY": Self.openAIKey, "ANTHROPIC_BASE_URL": "http://127.0.0.1:1",
        ])
        let anthropic = try #require(model as? AnthropicModel)
        #expect(anthropic.configuration.apiKey.value == Self.anthropicKey)
        #expect(anthropic.configuration.baseURL == "http://127.0.0.1:1")
        #expect(anthropic.configuration.model == AnthropicModel.defaultModel)
        #expect(anthropic.configuration.version == "2026-10-21")
        #expect(anthropic.name == "anthropic:\(AnthropicModel.defaultModel)")
    }

    @Test func autoFallsBackToAnOpenAICompatibleServer() throws {
        let model = try ModelFactory.make(config: MyndConfig.LLM(), environment: ["OPENAI_BASE_URL": "http://127.0.0.1:11434/v1"])
        let openAI = try #require(model as? OpenAICompatibleModel)
        #expect(openAI.configuration.baseURL == "http://127.0.0.1:11434/v1")
        #expect(openAI.configuration.apiKey == nil)
        let deepSeek = try #require(try ModelFactory.make(config: MyndConfig.LLM(), environment: [
            "OPENAI_BASE_URL": "https://api.deepseek.com", "OPENAI_API_KEY": Self.openAIKey,
        ]) as? OpenAICompatibleModel)
        #expect(deepSeek.configuration.model == "deepseek-chat")
        #expect(deepSeek.configuration.apiKey?.value == Self.openAIKey)
        #expect(deepSeek.makeHTTPRequest(sampleRequest).url == "https://api.deepseek.com/chat/completions")
    }

    @Test func keyComesFromTheCredentialsDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-creds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try (Self.anthropicKey + "\n").write(to: directory.appendingPathComponent("anthropic-api-key"), atomically: true, encoding: .utf8)
        var config = MyndConfig.LLM()
        config.model = "claude-sonnet-5-5"
        config.anthropicVersion = "2025-01-01"
        let model = try #require(try ModelFactory.make(config: config, environment: ["CREDENTIALS_DIRECTORY": directory.path]) as? AnthropicModel)
        #expect(model.configuration.apiKey.value == Self.anthropicKey)
        #expect(model.configuration.model == "claude-sonnet-5-5")
        #expect(model.configuration.version == "2025-01-01")
    }

    @Test func explicitProviderWithoutKeyIsAClearError() throws {
        var config = MyndConfig.LLM()
        config.provider = "anthropic"
        #expect(throws: ModelFactoryError.missingKey(provider: "Anthropic", variable: "ANTHROPIC_API_KEY", credentialFile: "anthropic-api-key")) {
            try ModelFactory.make(config: config, environment: [:])
        }
        config.provider = "offline"
        #expect(try ModelFactory.make(config: config, environment: ["ANTHROPIC_API_KEY": "x"]) == nil)
        config.provider = "gemini"
        #expect(throws: ModelFactoryError.unknownProvider("gemini")) { try ModelFactory.make(config: config, environment: [:]) }
    }

    @Test func keysNeverAppearInDescriptionsErrorsOrLogs() async throws {
        // A server that echoes the key back in its error message, and one that refuses it.
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [
            ["status": 500, "error_message": "upstream saw key \(Self.anthropicKey)"],
            ["status": 400, "error_message": "invalid x-api-key \(Self.anthropicKey)"],
            ["status": 401],
        ])
        defer { fixture.stop() }
        let lines = CapturingLogHandler.Lines()
        let logger = Logger(label: "test") { _ in CapturingLogHandler(into: lines) }
        let model = AnthropicModel(
            configuration: .init(apiKey: APIKey(Self.anthropicKey), baseURL: fixture.baseURL,
                                 retry: RecordingSleeper().policy(maxAttempts: 2)),
            logger: logger)
        var texts: [String] = []
        for _ in 0..<2 {
            let outcome = await collect(model.stream(sampleRequest))
            let error = try #require(outcome.error)
            texts += [String(describing: error), String(reflecting: error), "\(error)"]
        }
        var dumped = ""
        dump(model, to: &dumped)
        var dumpedRequest = ""
        dump(model.makeHTTPRequest(sampleRequest), to: &dumpedRequest)
        texts += [dumped, dumpedRequest, String(describing: model), String(reflecting: model.configuration), model.name,
                  String(describing: model.makeHTTPRequest(sampleRequest)), String(reflecting: model.makeHTTPRequest(sampleRequest))]
        texts += lines.all
        #expect(lines.all.isEmpty == false, "the retry was logged")
        for text in texts { #expect(!text.contains(Self.anthropicKey), "leaked in: \(text)") }
        #expect(texts.contains { $0.contains("[redacted]") })
    }
}
