import Foundation
import Glibc
import MyndSystem

/// Thin helpers over POSIX stream sockets in the unix domain: the only place the control code touches
/// `sockaddr_un`, and where `SystemError`s become `ControlError`s. The calls themselves go through `SystemCall`.
package enum UnixSocket {
    package static func makeAddress(_ path: String) throws(ControlError) -> (sockaddr_un, socklen_t) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw .pathTooLong(path)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        return (address, socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + 1))
    }

    package static func newStreamSocket() throws(ControlError) -> Int32 {
        do {
            return try SystemCall.unixSocket()
        } catch {
            throw .system(error.call, error.code)
        }
    }

    /// Connects to `path`; returns the fd or the errno.
    package static func connect(to path: String) throws(ControlError) -> Result<Int32, Errno> {
        let fd = try newStreamSocket()
        var (address, length) = try makeAddress(path)
        // Not retried when a signal interrupts it: the connect carries on in the background and a second call
        // would fail with EALREADY. A unix-domain connect does not block long enough for that to matter.
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, length) }
        }
        if rc == 0 { return .success(fd) }
        let code = errno
        SystemCall.close(fd)
        return .failure(Errno(code))
    }

    package static func bind(_ fd: Int32, to path: String) throws(ControlError) {
        var (address, length) = try makeAddress(path)
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, length) }
        }
        guard rc == 0 else { throw .system("bind \(path)", errno) }
    }

    /// Starts listening on a bound socket.
    package static func listen(_ fd: Int32) throws(ControlError) {
        do {
            try SystemCall.listen(fd)
        } catch {
            throw .system(error.call, error.code)
        }
    }

    /// The next client of a listening socket, or the errno (the accept loop decides which ones to ride out).
    package static func accept(_ fd: Int32) -> Result<Int32, Errno> {
        do {
            return .success(try SystemCall.accept(fd))
        } catch {
            return .failure(Errno(error.code))
        }
    }

    /// The uid and pid of the connected peer; nil when the kernel will not say.
    package static func peer(_ fd: Int32) -> (uid: uid_t, pid: pid_t)? {
        try? SystemCall.peerCredentials(fd)
    }

    /// Writes all of `data`, retrying short writes; false when the peer is gone.
    package static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        do {
            try SystemCall.sendAll(fd, [UInt8](data))
            return true
        } catch {
            return false
        }
    }

    /// Sets a receive timeout so a silent peer cannot block a reader forever (0: no timeout).
    package static func setReceiveTimeout(_ fd: Int32, seconds: Double) {
        var tv = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - Double(Int(seconds))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sets a send timeout so a client that stops reading cannot wedge a writer (and with it, shutdown).
    package static func setSendTimeout(_ fd: Int32, seconds: Double) {
        var tv = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - Double(Int(seconds))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }
}

/// An errno value with its strerror text.
package struct Errno: Error, Hashable, CustomStringConvertible {
    package var code: Int32
    package init(_ code: Int32) { self.code = code }
    package var description: String { String(cString: strerror(code)) }
}

/// Splits a byte stream into newline-terminated lines, refusing lines longer than `limit`.
package struct LineBuffer {
    package enum Next: Equatable {
        case line(Data)
        case needMore
        case tooLong
    }

    private var buffer = Data()
    package let limit: Int

    package init(limit: Int) { self.limit = limit }

    package mutating func append(_ bytes: UnsafeRawBufferPointer) { buffer.append(contentsOf: bytes) }

    package mutating func next() -> Next {
        if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = buffer[buffer.startIndex..<newline]
            guard line.count <= limit else { return .tooLong }
            buffer.removeSubrange(buffer.startIndex...newline)
            return .line(Data(line))
        }
        return buffer.count > limit ? .tooLong : .needMore
    }
}
