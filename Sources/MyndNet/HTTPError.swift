/// Why an HTTP exchange failed. Descriptions never include headers (they may carry a key).
public enum HTTPError: Error, Hashable, Sendable {
    /// libcurl reported an error before or during the transfer.
    case transport(code: Int, message: String)
    /// The transfer was cancelled by the caller.
    case cancelled
    /// No byte arrived for `seconds`.
    case stalled(seconds: Double)
}
