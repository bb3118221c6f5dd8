import CCurl
import Foundation

/// One libcurl transfer, run on its own thread so the blocking C calls never occupy the cooperative pool.
///
/// The easy and multi handles are created, used and freed on that thread only. Other threads touch just the
/// lock-guarded state: the cancel flag (read by the progress callback and the poll loop) and `curl_multi_wakeup`,
/// which interrupts a waiting poll so a cancelled transfer stops at once instead of at the next timeout.
final class CurlTransfer: @unchecked Sendable {
    private let request: HTTPRequest
    private let body: AsyncThrowingStream<[UInt8], any Error>.Continuation
    private let lock = NSLock()
    // Guarded by `lock`.
    private var cancelled = false
    private var multi: UnsafeMutableRawPointer?
    private var headContinuation: CheckedContinuation<HTTPResponseHead, any Error>?
    // Touched only on the transfer thread.
    private var headers: [String: String] = [:]
    private var headDelivered = false
    private var lastByteAt = DispatchTime.now().uptimeNanoseconds
    private var lastProgress: curl_off_t = 0
    private var easy: UnsafeMutableRawPointer?

    private let onBody: (@Sendable ([UInt8]) -> Bool)?
    private var status = 0
    /// `onBody` asked to stop: the transfer ends as a success, not as a cancellation.
    private var stoppedByHandler = false

    private init(request: HTTPRequest, body: AsyncThrowingStream<[UInt8], any Error>.Continuation,
                 onBody: (@Sendable ([UInt8]) -> Bool)?) {
        self.request = request
        self.body = body
        self.onBody = onBody
    }

    /// Starts the transfer and returns once the response head has arrived (or the transfer failed before it).
    /// With `onBody`, a 2xx body goes to it on the transfer thread instead of into the stream (see `HTTPClient`).
    static func start(_ request: HTTPRequest, onBody: (@Sendable ([UInt8]) -> Bool)? = nil) async throws -> HTTPStreamingResponse {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [UInt8].self)
        let transfer = CurlTransfer(request: request, body: continuation, onBody: onBody)
        continuation.onTermination = { _ in transfer.cancel() }
        let head = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (headContinuation: CheckedContinuation<HTTPResponseHead, any Error>) in
                transfer.lock.withLock { transfer.headContinuation = headContinuation }
                let thread = Thread { transfer.run() }
                thread.name = "mynd-curl"
                thread.start()
            }
        } onCancel: {
            transfer.cancel()
        }
        return HTTPStreamingResponse(head: head, body: stream)
    }

    /// Aborts the transfer from any thread; harmless after it ended.
    func cancel() {
        lock.withLock {
            cancelled = true
            if let multi { curl_multi_wakeup(multi) }
        }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    // MARK: - The transfer thread

    private func run() {
        guard let easy = curl_easy_init() else {
            return finish(.invalidRequest("libcurl could not create a transfer"))
        }
        self.easy = easy
        var headerList: UnsafeMutablePointer<curl_slist>?
        for header in request.headers { headerList = curl_slist_append(headerList, "\(header.name): \(header.value)") }
        // curl would otherwise wait for a "100 Continue" before sending a larger body.
        headerList = curl_slist_append(headerList, "Expect:")
        defer {
            curl_slist_free_all(headerList)
            curl_easy_cleanup(easy)
        }
        if let problem = configure(easy, headers: headerList) { return finish(problem) }

        guard let multiHandle = curl_multi_init() else { return finish(.invalidRequest("libcurl multi init failed")) }
        curl_multi_add_handle(multiHandle, easy)
        lock.withLock { multi = multiHandle }
        let failure = pump(multiHandle)
        // Once `multi` is nil no `cancel()` can wake the handle any more, so it can be freed outside the lock
        // (freeing runs the progress callback, which takes the lock itself).
        lock.withLock { multi = nil }
        curl_multi_remove_handle(multiHandle, easy)
        curl_multi_cleanup(multiHandle)
        finish(failure)
    }

    private func configure(_ easy: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?) -> HTTPError? {
        let context = Unmanaged.passUnretained(self).toOpaque()
        var code = mynd_curl_setopt_string(easy, CURLOPT_URL, request.url)
        guard code == CURLE_OK else { return .invalidRequest("unusable URL for \(request.hostForDisplay)") }
        mynd_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        mynd_curl_setopt_long(easy, CURLOPT_TCP_NODELAY, 1)
        mynd_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Int(request.connectTimeout * 1000))
        mynd_curl_setopt_slist(easy, CURLOPT_HTTPHEADER, headers)
        switch request.method.uppercased() {
        case "GET":
            mynd_curl_setopt_long(easy, CURLOPT_HTTPGET, 1)
        case "POST":
            mynd_curl_setopt_long(easy, CURLOPT_POST, 1)
        default:
            code = mynd_curl_setopt_string(easy, CURLOPT_CUSTOMREQUEST, request.method)
        }
        if request.method.uppercased() != "GET" {
            mynd_curl_setopt_off(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.count))
            // COPYPOSTFIELDS copies the bytes, so the array need not outlive this call.
            request.body.withUnsafeBytes { raw in
                let pointer = raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
                code = mynd_curl_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: pointer))
            }
        }
        guard code == CURLE_OK else { return .invalidRequest("libcurl refused the request options (\(code.rawValue))") }
        mynd_curl_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.received(body: UnsafeRawBufferPointer(start: data, count: size * count))
        }
        mynd_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
        mynd_curl_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.received(header: UnsafeRawBufferPointer(start: data, count: size * count))
        }
        mynd_curl_setopt_pointer(easy, CURLOPT_HEADERDATA, context)
        mynd_curl_setopt_long(easy, CURLOPT_NOPROGRESS, 0)
        mynd_curl_setopt_xferinfo(easy) { context, _, downloaded, _, uploaded in
            guard let context else { return 0 }
            return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().progressed(to: downloaded + uploaded)
        }
        mynd_curl_setopt_pointer(easy, CURLOPT_XFERINFODATA, context)
        return nil
    }

    /// Drives the transfer until it completes, is cancelled, stalls or runs out of time.
    private func pump(_ multi: UnsafeMutableRawPointer) -> HTTPError? {
        let started = DispatchTime.now().uptimeNanoseconds
        let stallNanos = UInt64(request.stallTimeout * 1e9)
        var running: Int32 = 1
        while true {
            curl_multi_perform(multi, &running)
            if running == 0 { break }
            if isCancelled { return .cancelled }
            let now = DispatchTime.now().uptimeNanoseconds
            if now - lastByteAt > stallNanos { return .stalled(host: request.hostForDisplay, seconds: request.stallTimeout) }
            if let total = request.totalTimeout, now - started > UInt64(total * 1e9) {
                return .timedOut(host: request.hostForDisplay, seconds: total)
            }
            let untilStall = (stallNanos - (now - lastByteAt)) / 1_000_000 + 1
            curl_multi_poll(multi, nil, 0, Int32(min(untilStall, 250)), nil)
        }
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            if message.pointee.msg == CURLMSG_DONE { return failure(for: mynd_curl_msg_result(message)) }
        }
        return nil
    }

    private func failure(for code: CURLcode) -> HTTPError? {
        let host = request.hostForDisplay
        let message = String(cString: curl_easy_strerror(code))
        switch code {
        case CURLE_OK: return nil
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        case CURLE_WRITE_ERROR where isCancelled: return .cancelled
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_SSL_CONNECT_ERROR:
            return .connectFailed(host: host, message: message)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut(host: host, seconds: request.connectTimeout)
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR:
            return .connectionLost(host: host, message: message)
        default:
            return .transport(host: host, code: Int(code.rawValue), message: message)
        }
    }

    /// Progress callback: bytes still going up (a long upload) count as activity, not as a stall.
    /// Returning 1 aborts the transfer.
    private func progressed(to total: curl_off_t) -> Int32 {
        if total != lastProgress {
            lastProgress = total
            lastByteAt = DispatchTime.now().uptimeNanoseconds
        }
        return isCancelled ? 1 : 0
    }

    private func received(header raw: UnsafeRawBufferPointer) -> Int {
        lastByteAt = DispatchTime.now().uptimeNanoseconds
        let line = String(decoding: raw, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            headers = [:]
        } else if line.isEmpty {
            var status = 0
            if let easy { mynd_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status) }
            if status >= 200 { deliverHead(status: status) }
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return raw.count
    }

    private func received(body raw: UnsafeRawBufferPointer) -> Int {
        lastByteAt = DispatchTime.now().uptimeNanoseconds
        if !headDelivered { deliverHeadFromHandle() }
        if let onBody, (200..<300).contains(status) {
            guard onBody(Array(raw)) else {
                stoppedByHandler = true
                lock.withLock { cancelled = true }
                return 0  // CURLE_WRITE_ERROR: stop now
            }
            return raw.count
        }
        body.yield(Array(raw))
        return raw.count
    }

    private func deliverHeadFromHandle() {
        var status = 0
        if let easy { mynd_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status) }
        deliverHead(status: status)
    }

    private func deliverHead(status: Int) {
        guard !headDelivered else { return }
        headDelivered = true
        self.status = status
        let continuation = lock.withLock { () -> CheckedContinuation<HTTPResponseHead, any Error>? in
            defer { headContinuation = nil }
            return headContinuation
        }
        continuation?.resume(returning: HTTPResponseHead(status: status, headers: headers))
    }

    private func finish(_ failure: HTTPError?) {
        if let failure, !(stoppedByHandler && failure == .cancelled) {
            let continuation = lock.withLock { () -> CheckedContinuation<HTTPResponseHead, any Error>? in
                defer { headContinuation = nil }
                return headContinuation
            }
            continuation?.resume(throwing: failure)
            body.finish(throwing: failure)
        } else {
            if !headDelivered { deliverHeadFromHandle() }
            body.finish()
        }
        easy = nil
    }
}
