import Foundation

/// HTTP over libcurl: a streamed response for Server-Sent Events, and a buffered one for everything else.
///
/// Each call is one transfer on its own thread (see `CurlTransfer`); there is no shared state, so one client
/// can serve any number of concurrent calls. Nothing about a request is logged: its headers carry keys.
public struct HTTPClient: Sendable {
    public init() {}

    /// Sends `request` and returns once the status and headers are in; the body follows as it arrives.
    ///
    /// For example:
    /// ```swift
    /// let response = try await HTTPClient().stream(HTTPRequest(url: "http://127.0.0.1:8080/events"))
    /// for try await chunk in response.body { parser.feed(chunk) }
    /// ```
    /// Cancelling the task (or leaving the loop) aborts the transfer. A silent connection fails with
    /// `HTTPError.stalled` after `request.stallTimeout` seconds.
    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        try await CurlTransfer.start(request)
    }

    /// Sends `request`; the body of a 2xx response goes to `onBody`, called on the transfer thread as each chunk
    /// arrives, so a stream decoder can yield to its consumer without a hop through another task.
    ///
    /// `onBody` returns false to end the transfer early (a complete reply, or data it cannot use); the transfer then
    /// finishes as a success. The returned `body` carries no bytes for a 2xx response — it ends, or throws, when the
    /// transfer does — and the usual bytes for any other status, so the caller can read the error.
    public func stream(_ request: HTTPRequest, onBody: @escaping @Sendable ([UInt8]) -> Bool) async throws -> HTTPStreamingResponse {
        try await CurlTransfer.start(request, onBody: onBody)
    }

    /// Sends `request` and collects the whole body.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await stream(request)
        var body: [UInt8] = []
        for try await chunk in response.body { body.append(contentsOf: chunk) }
        return HTTPResponse(head: response.head, body: body)
    }
}

extension HTTPStreamingResponse {
    /// Collects at most `limit` bytes of the body (an error body, say) and drops the rest.
    public func collectBody(limit: Int = 64 * 1024) async throws -> [UInt8] {
        var collected: [UInt8] = []
        for try await chunk in body {
            collected.append(contentsOf: chunk.prefix(limit - collected.count))
            if collected.count >= limit { break }
        }
        return collected
    }
}
