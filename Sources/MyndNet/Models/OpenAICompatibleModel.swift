import Foundation
import Logging
import MyndCore

/// Any server speaking OpenAI's streamed `/chat/completions`: OpenAI, DeepSeek, Ollama, llama.cpp, vLLM.
///
/// Local servers usually need no key; without one no `Authorization` header is sent.
public struct OpenAICompatibleModel: LanguageModel {
    public static let defaultBaseURL = "https://api.openai.com/v1"
    /// A current small model from the `openai` SDK 3.54 list (`types/shared/chat_model.py`).
    public static let defaultModel = "gpt-5.4-mini"

    /// The model to use when none is configured: DeepSeek's chat model on its API, else `defaultModel`.
    /// Local servers (Ollama, llama.cpp, vLLM) name their own models, so those need `model` set.
    public static func defaultModel(forBaseURL baseURL: String) -> String {
        URLComponents(string: baseURL)?.host?.hasSuffix("deepseek.com") == true ? "deepseek-chat" : defaultModel
    }

    public struct Configuration: Sendable {
        public var apiKey: APIKey?
        /// Includes the API prefix, as `OPENAI_BASE_URL` does ("http://localhost:11434/v1").
        public var baseURL: String
        public var model: String
        public var temperature: Double?
        /// Asks for a final usage chunk; a few older servers reject `stream_options`.
        public var includeUsage: Bool
        public var connectTimeout: Double
        public var stallTimeout: Double
        public var retry: RetryPolicy

        public init(
            apiKey: APIKey? = nil, baseURL: String = OpenAICompatibleModel.defaultBaseURL,
            model: String = OpenAICompatibleModel.defaultModel, temperature: Double? = nil, includeUsage: Bool = true,
            connectTimeout: Double = 10, stallTimeout: Double = 20, retry: RetryPolicy = RetryPolicy()
        ) {
            self.apiKey = apiKey
            self.baseURL = baseURL
            self.model = model
            self.temperature = temperature
            self.includeUsage = includeUsage
            self.connectTimeout = connectTimeout
            self.stallTimeout = stallTimeout
            self.retry = retry
        }
    }

    public let configuration: Configuration
    private let runner: ModelStreamRunner

    public init(configuration: Configuration, http: HTTPClient = HTTPClient(), logger: Logger = Logger(label: "mynd.net.openai")) {
        self.configuration = configuration
        runner = ModelStreamRunner(provider: Self.providerName(forBaseURL: configuration.baseURL), http: http, retry: configuration.retry,
                                   secrets: configuration.apiKey.map { [$0] } ?? [], logger: logger)
    }

    public var name: String { "openai:\(configuration.model)" }

    /// How errors name the service: "OpenAI", "DeepSeek", "Ollama", or "OpenAI-compatible server".
    static func providerName(forBaseURL baseURL: String) -> String {
        let components = URLComponents(string: baseURL)
        let host = components?.host ?? ""
        if host.hasSuffix("openai.com") { return "OpenAI" }
        if host.hasSuffix("deepseek.com") { return "DeepSeek" }
        if components?.port == 11434 { return "Ollama" }
        return "OpenAI-compatible server"
    }

    public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        let httpRequest = makeHTTPRequest(request)
        let runner = runner
        return AsyncThrowingStream { continuation in
            let task = Task { await runner.run(httpRequest, decoder: OpenAIStreamDecoder.self, into: continuation) }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The wire request: `POST {base}/chat/completions`, the system prompt as the first message.
    public func makeHTTPRequest(_ request: ModelRequest) -> HTTPRequest {
        var messages: [Body.Message] = []
        if !request.system.isEmpty { messages.append(.init(role: "system", content: request.system)) }
        messages += request.messages.map { Body.Message(role: $0.role.rawValue, content: $0.content) }
        let body = Body(
            model: request.model ?? configuration.model, messages: messages, stream: true,
            stream_options: configuration.includeUsage ? .init(include_usage: true) : nil,
            max_tokens: request.maxTokens, temperature: request.temperature ?? configuration.temperature)
        var headers: [(name: String, value: String)] = [
            ("content-type", "application/json"),
            ("accept", "text/event-stream"),
            ("user-agent", "mynd/0.1"),
        ]
        if let key = configuration.apiKey { headers.append(("authorization", "Bearer \(key.value)")) }
        var base = configuration.baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return HTTPRequest(
            method: "POST", url: base.hasSuffix("/chat/completions") ? base : base + "/chat/completions",
            headers: headers, body: Array((try? JSONEncoder().encode(body)) ?? Data()),
            connectTimeout: configuration.connectTimeout, stallTimeout: configuration.stallTimeout)
    }

    private struct Body: Encodable {
        struct Message: Encodable {
            var role: String
            var content: String
        }
        struct StreamOptions: Encodable { var include_usage: Bool }
        var model: String
        var messages: [Message]
        var stream: Bool
        var stream_options: StreamOptions?
        var max_tokens: Int
        var temperature: Double?
    }
}
