import MyndCore

/// Turns one provider's Server-Sent Events into `ModelEvent`s. One decoder per attempt.
protocol ModelStreamDecoder {
    init()
    /// The events this SSE event produces (often none). Throws for an `error` event or unreadable data.
    mutating func decode(_ event: SSEEvent) throws(StreamDecodeError) -> [ModelEvent]
    /// True once the provider's end marker (`message_stop`, `[DONE]`) arrived.
    var isComplete: Bool { get }
    /// Called when the body ended before the end marker: the closing events if that is an acceptable end, else nil.
    mutating func endOfStream() -> [ModelEvent]?
}

/// What went wrong inside a stream that did arrive.
enum StreamDecodeError: Error, Equatable {
    /// The provider reported an error in the stream; `retryable` when it is about load, not about the request.
    case errorEvent(type: String, message: String, retryable: Bool)
    /// Data that is not what the protocol promises.
    case malformed(String)

    var message: String {
        switch self {
        case let .errorEvent(type, message, _): "\(type): \(message)"
        case let .malformed(detail): "unreadable data in the stream (\(detail))"
        }
    }

    var isRetryable: Bool {
        if case let .errorEvent(_, _, retryable) = self { return retryable }
        return false
    }
}
