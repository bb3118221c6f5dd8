import Foundation
import MyndSystem
#if canImport(Glibc)
import Glibc
#endif

/// A non-blocking stream socket driven with `poll` deadlines: the blocking half of `WyomingConnection`.
///
/// Every call runs on the connection's own queue, never on the cooperative pool. `shutdown()` may be called from
/// any thread: it wakes a waiting `poll` at once, and the descriptor itself is closed only in `deinit`, so it cannot
/// be reused under a call still in flight.
final class WyomingSocket: @unchecked Sendable {
    let fd: Int32
    let endpoint: String
    private let lock = NSLock()
    private var shutDown = false

    private init(fd: Int32, endpoint: String) {
        self.fd = fd
        self.endpoint = endpoint
    }

    deinit { Glibc.close(fd) }

    var isShutDown: Bool { lock.withLock { shutDown } }

    func shutdown() {
        lock.withLock {
            guard !shutDown else { return }
            shutDown = true
            _ = Glibc.shutdown(fd, Int32(SHUT_RDWR))
        }
    }

    /// Connects within `timeout` seconds.
    static func connect(_ endpoint: WyomingEndpoint, timeout: Double) throws(WyomingError) -> WyomingSocket {
        let deadline = Deadline(seconds: timeout)
        switch endpoint {
        case let .unix(path):
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
            }
            let length = socklen_t(MemoryLayout<sockaddr_un>.size)
            return try withUnsafePointer(to: &address) { pointer throws(WyomingError) in
                try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { sockaddr throws(WyomingError) in
                    try attempt(family: AF_UNIX, address: sockaddr, length: length, endpoint: endpoint, deadline: deadline)
                }
            }
        case let .tcp(host, port):
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var list: UnsafeMutablePointer<addrinfo>?
            let status = getaddrinfo(host, String(port), &hints, &list)
            guard status == 0, let first = list else {
                throw .connectFailed(endpoint: endpoint.description, reason: "cannot resolve \(host): " + String(cString: gai_strerror(status)))
            }
            defer { freeaddrinfo(list) }
            var lastError = WyomingError.connectFailed(endpoint: endpoint.description, reason: "no address")
            var entry: UnsafeMutablePointer<addrinfo>? = first
            while let info = entry {
                do {
                    let socket = try attempt(family: info.pointee.ai_family, address: info.pointee.ai_addr,
                                             length: info.pointee.ai_addrlen, endpoint: endpoint, deadline: deadline)
                    var one: Int32 = 1
                    // Audio goes out in small chunks as it is captured: send each at once.
                    setsockopt(socket.fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
                    return socket
                } catch {
                    lastError = error
                    if case .timedOut = error { throw error }
                }
                entry = info.pointee.ai_next
            }
            throw lastError
        }
    }

    private static func attempt(family: Int32, address: UnsafePointer<sockaddr>, length: socklen_t,
                                endpoint: WyomingEndpoint, deadline: Deadline) throws(WyomingError) -> WyomingSocket {
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .connectFailed(endpoint: endpoint.description, reason: "socket(): \(errorText())") }
        let socket = WyomingSocket(fd: fd, endpoint: endpoint.description)
        if Glibc.connect(fd, address, length) == 0 { return socket }
        guard errno == EINPROGRESS || errno == EAGAIN else {
            throw .connectFailed(endpoint: endpoint.description, reason: errorText())
        }
        guard try socket.wait(for: Int16(POLLOUT), deadline: deadline, what: "the connection") else {
            throw .timedOut(endpoint: endpoint.description, waitingFor: "the connection", seconds: deadline.seconds)
        }
        var error: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size)
        guard error == 0 else { throw .connectFailed(endpoint: endpoint.description, reason: String(cString: strerror(error))) }
        return socket
    }

    /// Writes every byte before the deadline.
    func write(_ bytes: [UInt8], deadline: Deadline, what: String) throws(WyomingError) {
        var offset = 0
        while offset < bytes.count {
            guard !isShutDown else { throw .cancelled }
            do {
                offset += try SystemCall.send(fd, bytes[offset...])
                continue
            } catch where error.code == EPIPE || error.code == ECONNRESET {
                throw .closed(endpoint: endpoint, waitingFor: what)
            } catch where !error.wouldBlock {
                throw .io(endpoint: endpoint, reason: "sending \(what): " + error.reason)
            } catch {
                // EAGAIN: the socket buffer is full; wait for room below.
            }
            guard try wait(for: Int16(POLLOUT), deadline: deadline, what: what) else {
                throw .timedOut(endpoint: endpoint, waitingFor: what, seconds: deadline.seconds)
            }
        }
    }

    /// Reads what is available (at most `max` bytes), waiting until the deadline; empty at end of stream.
    func read(max: Int, deadline: Deadline, what: String) throws(WyomingError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max)
        while true {
            guard !isShutDown else { throw .cancelled }
            do {
                let count = try SystemCall.receive(fd, into: &buffer)
                return Array(buffer.prefix(count))
            } catch where error.code == ECONNRESET {
                return []
            } catch where !error.wouldBlock {
                throw .io(endpoint: endpoint, reason: "reading \(what): " + error.reason)
            } catch {
                // EAGAIN: nothing yet; wait for it below.
            }
            guard try wait(for: Int16(POLLIN), deadline: deadline, what: what) else {
                throw .timedOut(endpoint: endpoint, waitingFor: what, seconds: deadline.seconds)
            }
        }
    }

    /// Polls in short slices so a `shutdown()` from another thread is noticed; false when the deadline passed.
    private func wait(for events: Int16, deadline: Deadline, what: String) throws(WyomingError) -> Bool {
        while true {
            guard !isShutDown else { throw .cancelled }
            let remaining = deadline.remainingMilliseconds
            if remaining <= 0 { return false }
            var entries = [pollfd(fd: fd, events: events, revents: 0)]
            do {
                if try SystemCall.poll(&entries, timeout: Int32(min(remaining, 100))) > 0 { return true }
            } catch {
                throw .io(endpoint: endpoint, reason: "poll: " + error.reason)
            }
        }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

/// A monotonic deadline `seconds` from its creation.
struct Deadline: Sendable {
    let seconds: Double
    private let end: UInt64

    init(seconds: Double) {
        self.seconds = seconds
        end = DispatchTime.now().uptimeNanoseconds &+ UInt64(max(0, seconds) * 1e9)
    }

    var remainingMilliseconds: Int {
        let now = DispatchTime.now().uptimeNanoseconds
        return now >= end ? 0 : Int((end - now + 999_999) / 1_000_000)
    }
}
