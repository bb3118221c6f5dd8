import Foundation

/// Why a Wyoming exchange failed. Every case names what happened so the log line and `mynd doctor` explain it.
public enum WyomingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL is not `tcp://host:port` or `unix:///path`.
    case invalidURL(String)
    /// The socket could not be opened or connected.
    case connectFailed(endpoint: String, reason: String)
    /// Nothing arrived (or could be sent) within the deadline.
    case timedOut(endpoint: String, waitingFor: String, seconds: Double)
    /// The server closed the connection before the answer was complete.
    case closed(endpoint: String, waitingFor: String)
    /// A header line longer than the limit (a server that is not speaking Wyoming, or a runaway one).
    case headerTooLong(limit: Int)
    /// A header line that is not a JSON object with a string `type`, or data that is not a JSON object.
    case malformedEvent(String)
    /// `data_length` or `payload_length` over the limit, or negative.
    case sizeOutOfBounds(field: String, length: Int, limit: Int)
    /// The server answered with an `error` event.
    case server(endpoint: String, text: String, code: String?)
    /// Reading or writing the socket failed.
    case io(endpoint: String, reason: String)
    /// The exchange was cancelled (the utterance was abandoned).
    case cancelled

    public var description: String {
        switch self {
        case let .invalidURL(url):
            "\"\(url)\" is not a Wyoming address (use tcp://host:port or unix:///path/to.sock)"
        case let .connectFailed(endpoint, reason): "cannot connect to \(endpoint): \(reason)"
        case let .timedOut(endpoint, what, seconds):
            "\(endpoint) did not answer within \(Self.format(seconds)) s (waiting for \(what))"
        case let .closed(endpoint, what): "\(endpoint) closed the connection while mynd waited for \(what)"
        case let .headerTooLong(limit): "a Wyoming header line is longer than \(limit) bytes"
        case let .malformedEvent(why): "malformed Wyoming event: \(why)"
        case let .sizeOutOfBounds(field, length, limit):
            "Wyoming \(field) \(length) is out of bounds (limit \(limit) bytes)"
        case let .server(endpoint, text, code):
            "\(endpoint) answered with an error" + (code.map { " (\($0))" } ?? "") + ": \(text)"
        case let .io(endpoint, reason): "\(endpoint): \(reason)"
        case .cancelled: "the Wyoming exchange was cancelled"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}
