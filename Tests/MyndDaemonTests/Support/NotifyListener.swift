import CLinuxInput
import Foundation
import Glibc

/// What systemd would be: a datagram socket bound where `NOTIFY_SOCKET` points, collecting each message.
final class NotifyListener: Sendable {
    let path: String
    private let fd: Int32

    init(path: String) throws {
        self.path = path
        fd = mynd_socket_unix(1)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard rc == 0 else { throw TestFailure.message("bind \(path): errno \(errno)") }
        var tv = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// The next datagram, or nil after `timeout` seconds.
    func next(timeout: Double = 10) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 { return String(decoding: buffer[0..<n], as: UTF8.self) }
        }
        return nil
    }

    /// Datagrams until one contains `needle` (inclusive), or nil on timeout.
    func waitFor(_ needle: String, timeout: Double = 10) -> [String]? {
        let deadline = Date().addingTimeInterval(timeout)
        var seen: [String] = []
        while Date() < deadline, let message = next(timeout: deadline.timeIntervalSinceNow) {
            seen.append(message)
            if message.contains(needle) { return seen }
        }
        return nil
    }
}
