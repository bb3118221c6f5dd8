#if canImport(Glibc)
import Glibc
#endif

/// The same calls on Swift's byte containers. `withUnsafeBytes` and friends rethrow untyped errors, so these
/// carry the typed `SystemError` through them for callers that match on its `code`.
extension SystemCall {
    /// One `read(2)` into the whole of `buffer`: the byte count, 0 at end of file.
    public static func read(_ fd: Int32, into buffer: inout [UInt8]) throws(SystemError) -> Int {
        try buffer.withUnsafeMutableBytes { raw in Result { () throws(SystemError) in try read(fd, into: raw) } }.get()
    }

    /// One `recv(2)` into the whole of `buffer`: the byte count, 0 when the peer closed.
    public static func receive(_ fd: Int32, into buffer: inout [UInt8]) throws(SystemError) -> Int {
        try buffer.withUnsafeMutableBytes { raw in Result { () throws(SystemError) in try receive(fd, into: raw) } }.get()
    }

    /// One `send(2)` of `bytes` (`MSG_NOSIGNAL`): how many went out.
    public static func send(_ fd: Int32, _ bytes: ArraySlice<UInt8>) throws(SystemError) -> Int {
        try bytes.withUnsafeBytes { raw in Result { () throws(SystemError) in try send(fd, raw) } }.get()
    }

    /// All of `bytes` with `write(2)` (pipes, terminals, files).
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemError) {
        try bytes.withUnsafeBytes { raw in Result { () throws(SystemError) in try writeAll(fd, raw) } }.get()
    }

    /// All of `bytes` with `send(2)` (`MSG_NOSIGNAL`; sockets).
    public static func sendAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemError) {
        try bytes.withUnsafeBytes { raw in Result { () throws(SystemError) in try sendAll(fd, raw) } }.get()
    }
}
