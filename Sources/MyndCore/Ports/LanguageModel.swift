import Foundation

/// A chat message as sent to a language model.
public struct ChatMessage: Hashable, Codable, Sendable {
    public enum Role: String, Codable, Sendable { case user, assistant }
    public var role: Role
    public var content: String
    public init(role: Role, content: String) {
        self.role = role
        self.content = content
    }
}

/// One request to a language model. Provider clients translate it to their wire format.
public struct ModelRequest: Hashable, Sendable {
    public var system: String
    public var messages: [ChatMessage]
    /// nil: the client's configured model.
    public var model: String?
    public var maxTokens: Int
    public var temperature: Double?
    public init(system: String, messages: [ChatMessage], model: String? = nil, maxTokens: Int = 1024, temperature: Double? = nil) {
        self.system = system
        self.messages = messages
        self.model = model
        self.maxTokens = maxTokens
        self.temperature = temperature
    }
}

/// Token counts reported by a provider.
public struct TokenUsage: Hashable, Codable, Sendable {
    public var inputTokens: Int
    public var outputTokens: Int
    public init(inputTokens: Int = 0, outputTokens: Int = 0) {
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
    }
}

/// What a streaming model yields, in order: text pieces as they arrive, usage when known, then one stop.
public enum ModelEvent: Hashable, Sendable {
    case text(String)
    case usage(TokenUsage)
    /// The provider's stop reason (`end_turn`, `max_tokens`, `stop`, …) when it said one.
    case stop(reason: String?)
}

/// A streaming language model: Anthropic, an OpenAI-compatible server, or the offline responder.
///
/// Errors thrown from the stream should be `ModelError` so the engine can tell the user what happened.
public protocol LanguageModel: Sendable {
    /// A short name for logs and `mynd doctor` ("anthropic:claude-…", "offline").
    var name: String { get }
    /// Streams the reply. Cancelling the consuming task aborts the transfer promptly.
    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error>
}

/// Why a model call failed. Descriptions are sentences a person can act on and never contain a secret.
public enum ModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 401/403: the key was refused.
    case unauthorized(provider: String, status: Int)
    /// 400/404/413 and other non-retryable statuses.
    case rejected(provider: String, status: Int, message: String)
    /// 429/5xx/529 after the retry budget ran out.
    case unavailable(provider: String, status: Int?, message: String)
    /// Could not connect or the transfer failed at the transport level.
    case transport(provider: String, message: String)
    /// The stream went silent for longer than the stall timeout.
    case stalled(provider: String, seconds: Double)
    /// The provider sent an `error` event or unparseable data mid-stream.
    case streamError(provider: String, message: String)

    public var description: String {
        switch self {
        case let .unauthorized(provider, status):
            "the \(provider) API key was rejected (\(status))"
        case let .rejected(provider, status, message):
            "\(provider) refused the request (\(status)): \(message)"
        case let .unavailable(provider, status, message):
            "\(provider) is unavailable\(status.map { " (\($0))" } ?? ""): \(message)"
        case let .transport(provider, message):
            "could not reach \(provider): \(message)"
        case let .stalled(provider, seconds):
            "\(provider) stopped sending for \(Int(seconds)) s"
        case let .streamError(provider, message):
            "\(provider) stream failed: \(message)"
        }
    }
}
