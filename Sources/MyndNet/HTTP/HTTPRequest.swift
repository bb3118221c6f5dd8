import Foundation

/// One HTTP request as the clients in this module send it: small, in memory, no streaming upload.
///
/// Headers are a list (order kept, names as written) because some carry secrets: they are sent, never logged.
public struct HTTPRequest: Sendable {
    public var method: String
    public var url: String
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// Seconds allowed to establish the connection (TCP + TLS).
    public var connectTimeout: Double
    /// Seconds without receiving a byte (headers or body) before the transfer fails with `HTTPError.stalled`.
    public var stallTimeout: Double
    /// Upper bound for the whole transfer, nil for none (a streamed reply may legitimately run long).
    public var totalTimeout: Double?

    public init(
        method: String = "GET", url: String, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        connectTimeout: Double = 10, stallTimeout: Double = 30, totalTimeout: Double? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.connectTimeout = connectTimeout
        self.stallTimeout = stallTimeout
        self.totalTimeout = totalTimeout
    }

    /// The host (and port) alone, safe for messages: no path, no query.
    public var hostForDisplay: String {
        guard let components = URLComponents(string: url), let host = components.host else { return "the server" }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}

/// Status line and headers of a response. Header names are lowercased; a repeated header keeps its last value.
public struct HTTPResponseHead: Hashable, Sendable {
    public var status: Int
    public var headers: [String: String]
    public init(status: Int, headers: [String: String]) {
        self.status = status
        self.headers = headers
    }
}

/// A response whose body arrives as it is received, one chunk per read from the socket.
///
/// Ending the iteration early (or cancelling the consuming task) aborts the transfer.
public struct HTTPStreamingResponse: Sendable {
    public var head: HTTPResponseHead
    public var body: AsyncThrowingStream<[UInt8], any Error>
}

/// A complete response, for calls that need the whole body (transcription, error bodies).
public struct HTTPResponse: Hashable, Sendable {
    public var head: HTTPResponseHead
    public var body: [UInt8]
    public var status: Int { head.status }
    public var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// Printing a request shows its method, host and header names — never header values, which carry keys.
extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "\(method) \(hostForDisplay) [\(headers.map(\.name).joined(separator: ", "))] \(body.count) bytes"
    }
    public var debugDescription: String { "HTTPRequest(\(description))" }
    public var customMirror: Mirror { Mirror(self, children: ["summary": description]) }
}
