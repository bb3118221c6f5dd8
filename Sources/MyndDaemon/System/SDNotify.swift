import Foundation
import MyndSystem
import Glibc

/// Talks to the service manager over `$NOTIFY_SOCKET`: one datagram per message, no libsystemd.
///
/// `NOTIFY_SOCKET` is a filesystem path or, with a leading `@`, an abstract socket name. Outside systemd the
/// variable is unset and every call is a no-op, so the daemon runs the same under a terminal.
/// For example: `SDNotify().send("READY=1", "STATUS=listening on control.sock")`.
public struct SDNotify: Sendable {
    public let socketPath: String?
    /// Half of `WATCHDOG_USEC` (systemd's advice), or nil when no watchdog is asked for this process.
    public let watchdogInterval: Duration?

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        socketPath = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
        var interval: Duration?
        if let text = environment["WATCHDOG_USEC"], let usec = UInt64(text), usec > 0 {
            // WATCHDOG_PID, when present, names the process the watchdog is for.
            let forUs = environment["WATCHDOG_PID"].flatMap(Int32.init).map { $0 == getpid() } ?? true
            if forUs { interval = .microseconds(Int64(usec / 2)) }
        }
        watchdogInterval = interval
    }

    /// Whether a service manager is listening.
    public var isEnabled: Bool { socketPath != nil }

    /// Sends the given assignments (`READY=1`, `STATUS=…`) in one datagram. Returns false when nothing was sent.
    @discardableResult
    public func send(_ assignments: String...) -> Bool {
        send(lines: assignments)
    }

    @discardableResult
    public func send(lines: [String]) -> Bool {
        guard let path = socketPath, path.utf8.count < 108 else { return false }
        guard let fd = try? SystemCall.unixSocket(datagram: true) else { return false }
        defer { SystemCall.close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }  // abstract namespace
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (bytes.first == 0 ? 0 : 1))
        let message = Array(lines.joined(separator: "\n").utf8)
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa in
                message.withUnsafeBytes { raw in
                    try? SystemCall.retrying("sendto") { sendto(fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL), sa, length) }
                }
            }
        }
        return sent == message.count
    }

    public func ready(status: String) { send("READY=1", "STATUS=" + status) }
    public func status(_ text: String) { send("STATUS=" + text) }
    public func stopping() { send("STOPPING=1", "STATUS=stopping") }
    public func reloading() { send("RELOADING=1") }
    public func watchdog() { send("WATCHDOG=1") }
}
