import Foundation
import Logging
import MyndCore

/// Claude through the Anthropic Messages API, streamed.
///
/// Authentication and versioning follow the official `anthropic` Python SDK 2.12.0: the key goes in
/// `Authorization: Bearer …` (`_client.py`, `_api_key_auth`) and `anthropic-version` is `2026-10-21`
/// (`_constants.py`, `ANTHROPIC_API_VERSION`). Both are configurable for gateways that want `x-api-key`
/// or an older version.
public struct AnthropicModel: LanguageModel {
    /// A current fast model from the SDK's model list (`types/model.py`).
    public static let defaultModel = "claude-haiku-5-5"
    public static let defaultVersion = "2026-10-21"
    public static let defaultBaseURL = "https://api.anthropic.com"

    /// How the key is sent.
    public enum AuthHeader: String, Sendable {
        /// `Authorization: Bearer <key>`, what the SDK 2.12 sends.
        case bearer
        /// `x-api-key: <key>`, what older SDKs sent.
        case xAPIKey = "x-api-key"
    }

    public struct Configuration: Sendable {
        public var apiKey: APIKey
        public var baseURL: String
        public var model: String
        public var version: String
        public var authHeader: AuthHeader
        /// Used when the request leaves `temperature` unset.
        public var temperature: Double?
        public var connectTimeout: Double
        public var stallTimeout: Double
        public var retry: RetryPolicy

        public init(
            apiKey: APIKey, baseURL: String = AnthropicModel.defaultBaseURL, model: String = AnthropicModel.defaultModel,
            version: String = AnthropicModel.defaultVersion, authHeader: AuthHeader = .bearer, temperature: Double? = nil,
            connectTimeout: Double = 10, stallTimeout: Double = 20, retry: RetryPolicy = RetryPolicy()
        ) {
            self.apiKey = apiKey
            self.baseURL = baseURL
            self.model = model
            self.version = version
            self.authHeader = authHeader
            self.temperature = temperature
            self.connectTimeout = connectTimeout
            self.stallTimeout = stallTimeout
            self.retry = retry
        }
    }

    public let configuration: Configuration
    private let runner: ModelStreamRunner

    public init(configuration: Configuration, http: HTTPClient = HTTPClient(), logger: Logger = Logger(label: "mynd.net.anthropic")) {
        self.configuration = configuration
        runner = ModelStreamRunner(provider: "Anthropic", http: http, retry: configuration.retry,
                                   secrets: [configuration.apiKey], logger: logger)
    }

    public var name: String { "anthropic:\(configuration.model)" }

    public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        let httpRequest = makeHTTPRequest(request)
        let runner = runner
        return AsyncThrowingStream { continuation in
            let task = Task { await runner.run(httpRequest, decoder: AnthropicStreamDecoder.self, into: continuation) }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The wire request for `request`: `POST /v1/messages` with a streaming JSON body.
    public func makeHTTPRequest(_ request: ModelRequest) -> HTTPRequest {
        let body = Body(
            model: request.model ?? configuration.model, max_tokens: request.maxTokens,
            system: request.system.isEmpty ? nil : request.system,
            messages: request.messages.map { Body.Message(role: $0.role.rawValue, content: $0.content) },
            stream: true, temperature: request.temperature ?? configuration.temperature)
        var headers: [(name: String, value: String)] = [
            ("content-type", "application/json"),
            ("accept", "text/event-stream"),
            ("anthropic-version", configuration.version),
            ("user-agent", "mynd/0.1"),
        ]
        switch configuration.authHeader {
        case .bearer: headers.append(("authorization", "Bearer \(configuration.apiKey.value)"))
        case .xAPIKey: headers.append(("x-api-key", configuration.apiKey.value))
        }
        return HTTPRequest(
            method: "POST", url: Self.endpoint(base: configuration.baseURL), headers: headers,
            body: Array((try? JSONEncoder().encode(body)) ?? Data()),
            connectTimeout: configuration.connectTimeout, stallTimeout: configuration.stallTimeout)
    }

    /// `ANTHROPIC_BASE_URL` is the host without `/v1` (as the SDK takes it); tolerate one given with it.
    static func endpoint(base: String) -> String {
        var base = base
        while base.hasSuffix("/") { base.removeLast() }
        if base.hasSuffix("/v1/messages") { return base }
        if base.hasSuffix("/v1") { return base + "/messages" }
        return base + "/v1/messages"
    }

    private struct Body: Encodable {
        struct Message: Encodable {
            var role: String
            var content: String
        }
        var model: String
        var max_tokens: Int
        var system: String?
        var messages: [Message]
        var stream: Bool
        var temperature: Double?
    }
}
