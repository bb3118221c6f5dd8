/// Why a remote transcriber gave no transcript. The caller's fallback chain moves on to the next transcriber.
public enum TranscriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connection, a timeout or a broken transfer, after the brief retry.
    case unreachable(transcriber: String, message: String)
    /// 401/403: the key was refused.
    case unauthorized(transcriber: String, status: Int)
    /// The server answered with an error status (after the retry, for 5xx).
    case failed(transcriber: String, status: Int, message: String)
    /// A 2xx answer that holds no transcript, or an `{"error": …}` body.
    case badResponse(transcriber: String, message: String)

    public var description: String {
        switch self {
        case let .unreachable(name, message): "the \(name) transcriber is unreachable: \(message)"
        case let .unauthorized(name, status): "the \(name) transcriber rejected the API key (\(status))"
        case let .failed(name, status, message): "the \(name) transcriber failed (\(status)): \(message)"
        case let .badResponse(name, message): "the \(name) transcriber gave no usable transcript: \(message)"
        }
    }
}
