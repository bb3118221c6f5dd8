import Foundation

/// One exchange in flight: the utterance (already stored), the reply as it streams, and the outcome once the
/// reply is persisted and the extraction filed.
///
/// Barge-in: `cancel()` (or cancelling the task that iterates `reply`) stops the model; the partial reply is
/// kept, marked interrupted. The outcome still arrives, with the extraction of the utterance.
public struct AxelExchange: Sendable {
    /// The utterance node, committed before any network call.
    public let utterance: Node
    public let sessionID: String
    /// Reply text pieces as the model produces them; after a failure, one spoken fallback sentence.
    public let reply: AsyncStream<String>
    let streaming: Task<StreamResult, Never>
    let finishing: Task<ExchangeOutcome, Never>

    /// Stops the reply now (barge-in).
    public func cancel() { streaming.cancel() }

    /// Waits for the reply to be stored, the extraction filed and the session bookkeeping done.
    public func outcome() async -> ExchangeOutcome { await finishing.value }
}

/// What the reply stream did, before the bookkeeping.
struct StreamResult: Sendable {
    var text = ""
    var usage: TokenUsage?
    var stopReason: String?
    var error: (any Error)?
    var cancelled = false
    var fallback: String?
}

/// The result of one exchange.
public struct ExchangeOutcome: Sendable {
    public var utterance: Node
    /// The model's reply text as far as it got (the fallback sentence is not part of it).
    public var reply: String
    /// Cut short by a failure or a barge-in.
    public var interrupted: Bool
    public var cancelled: Bool
    /// What went wrong with the model, as a sentence (never a secret).
    public var failure: String?
    public var modelError: ModelError?
    /// The sentence spoken instead, after a failure.
    public var fallback: String?
    public var usage: TokenUsage?
    public var stopReason: String?
    /// The stored assistant message (nil when nothing arrived).
    public var replyMessage: StoredMessage?
    /// What the extraction filed; nil only if filing itself failed (see `extractionFailure`).
    public var filed: FiledExtraction?
    public var extractionFailure: String?
    /// Summaries written for sessions that ended (timeout) when this exchange began.
    public var summaries: [SessionSummary]
}

/// The machine-readable end of an exchange (`mynd ask --json`): `{ "reply", "nodes", "usage", … }`.
public struct ExchangeReport: Codable, Hashable, Sendable {
    public var reply: String
    public var interrupted: Bool
    public var failure: String?
    public var nodes: [Node]
    public var usage: TokenUsage?
    public var extraction: String?

    public init(_ outcome: ExchangeOutcome) {
        reply = outcome.reply
        interrupted = outcome.interrupted
        failure = outcome.failure
        nodes = outcome.filed?.nodes ?? [outcome.utterance]
        usage = outcome.usage
        extraction = outcome.filed?.extraction.method
    }
}

extension ExchangeOutcome {
    public var report: ExchangeReport { ExchangeReport(self) }
}
