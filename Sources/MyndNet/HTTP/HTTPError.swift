import Foundation

/// Why an HTTP transfer failed below the level of status codes. Messages name the host, never a header or a key.
public enum HTTPError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL or method could not be used.
    case invalidRequest(String)
    /// No connection could be made (refused, unresolvable, unreachable, TLS handshake failed).
    case connectFailed(host: String, message: String)
    /// The connection or the whole transfer took longer than allowed.
    case timedOut(host: String, seconds: Double)
    /// No byte arrived for `seconds`.
    case stalled(host: String, seconds: Double)
    /// The connection broke after the response had started.
    case connectionLost(host: String, message: String)
    /// The consumer stopped listening; the transfer was aborted.
    case cancelled
    /// Any other libcurl failure.
    case transport(host: String, code: Int, message: String)

    public var description: String {
        switch self {
        case let .invalidRequest(message): "invalid HTTP request: \(message)"
        case let .connectFailed(host, message): "could not connect to \(host): \(message)"
        case let .timedOut(host, seconds): "\(host) did not answer within \(Self.format(seconds)) s"
        case let .stalled(host, seconds): "\(host) sent nothing for \(Self.format(seconds)) s"
        case let .connectionLost(host, message): "the connection to \(host) was lost: \(message)"
        case .cancelled: "the request was cancelled"
        case let .transport(host, code, message): "transfer with \(host) failed (curl \(code)): \(message)"
        }
    }

    /// Worth trying again before anything was delivered: the server may be reachable a moment later.
    public var isTransient: Bool {
        switch self {
        case .connectFailed, .timedOut, .stalled, .connectionLost, .transport: true
        case .invalidRequest, .cancelled: false
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}
