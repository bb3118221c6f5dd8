import Foundation
import Glibc
import MyndSystem

/// The CLI's side of the control socket: blocking, one connection per client object.
///
/// For example: `let status = try ControlClient(socketPath: MyndPaths().controlSocket).request(.status).status`.
public final class ControlClient {
    public let socketPath: String
    private let fd: Int32
    private var lines = LineBuffer(limit: 16 * 1024 * 1024)
    private var nextID = 0

    /// Connects; `.notRunning` when nothing listens at `socketPath`.
    public init(socketPath: String, timeout: Double = 30) throws(ControlError) {
        self.socketPath = socketPath
        switch try UnixSocket.connect(to: socketPath) {
        case .success(let fd):
            self.fd = fd
        case .failure(let error) where [ENOENT, ECONNREFUSED, ENOTDIR].contains(error.code):
            throw .notRunning(socket: socketPath)
        case .failure(let error):
            throw .system("connect \(socketPath)", error.code)
        }
        UnixSocket.setReceiveTimeout(fd, seconds: timeout)
    }

    deinit { close(fd) }

    /// Sends one command and waits for its reply. Replies with `ok == false` are returned, not thrown.
    public func request(_ command: ControlCommand, text: String? = nil) throws(ControlError) -> ControlReply {
        nextID += 1
        let id = String(nextID)
        try sendLine(ControlJSON.encode(ControlRequest(command, id: id, text: text)))
        while true {
            let reply = try readReply()
            if reply.id == id || reply.id == nil { return reply }
        }
    }

    /// Subscribes and calls `onStatus` for the current status and each change until it returns false
    /// or the daemon goes away (then `.notRunning`).
    public func follow(_ onStatus: (DaemonStatus) -> Bool) throws(ControlError) {
        UnixSocket.setReceiveTimeout(fd, seconds: 0)
        try sendLine(ControlJSON.encode(ControlRequest(.subscribe, id: "follow")))
        while true {
            let reply = try readReply()
            if let fault = reply.error { throw .badReply(fault.message) }
            guard let status = reply.status else { continue }
            if !onStatus(status) { return }
        }
    }

    /// Writes raw bytes (tests use it to send malformed input).
    public func sendRaw(_ data: Data) throws(ControlError) {
        guard UnixSocket.writeAll(fd, data) else { throw .notRunning(socket: socketPath) }
    }

    /// Reads the next reply line.
    public func readReply() throws(ControlError) -> ControlReply {
        let line = try readLine()
        do {
            return try ControlJSON.decode(ControlReply.self, from: line)
        } catch {
            throw .badReply(String(decoding: line.prefix(200), as: UTF8.self))
        }
    }

    private func sendLine(_ data: Data) throws(ControlError) {
        try sendRaw(data + Data([0x0A]))
    }

    private func readLine() throws(ControlError) -> Data {
        var chunk = [UInt8](repeating: 0, count: 8192)
        while true {
            if case .line(let line) = lines.next() { return line }
            let n: Int
            do {
                n = try SystemCall.receive(fd, into: &chunk)
            } catch where error.wouldBlock {
                throw .timedOut  // SO_RCVTIMEO ran out
            } catch {
                throw .system(error.call, error.code)
            }
            if n == 0 { throw .notRunning(socket: socketPath) }
            chunk.withUnsafeBytes { lines.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
    }
}
