import CLinuxInput
#if canImport(Glibc)
import Glibc
#endif

/// Every raw system call mynd makes on descriptors goes through here: EINTR is retried in this one place and a
/// failure becomes a `SystemError` naming the call and its errno.
///
/// EINTR comes back when a signal handler installed without SA_RESTART runs while a thread is blocked in a call
/// (ServiceLifecycle's SIGTERM/SIGHUP handling, or a debugger); such a call did nothing and is simply made again.
/// The wrappers are thin: no buffering and no policy beyond that, so callers still decide what EAGAIN or a peer
/// hang-up means for them.
public enum SystemCall {
    /// Calls `body` until it does not fail with EINTR; -1 becomes a `SystemError` for `call`, any other result is
    /// returned.
    @inlinable
    public static func retrying<Result: FixedWidthInteger & SignedInteger>(
        _ call: @autoclosure () -> String, _ body: () -> Result
    ) throws(SystemError) -> Result {
        while true {
            let result = body()
            guard result == -1 else { return result }
            let code = errno
            if code == EINTR { continue }
            throw SystemError(call: call(), code: code)
        }
    }

    // MARK: Reading and writing

    /// One `read(2)` into `buffer`: the byte count, 0 at end of file.
    public static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        try retrying("read") { Glibc.read(fd, buffer.baseAddress, buffer.count) }
    }

    /// One `recv(2)` into `buffer`: the byte count, 0 when the peer closed.
    public static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, flags: Int32 = 0) throws(SystemError) -> Int {
        try retrying("recv") { Glibc.recv(fd, buffer.baseAddress, buffer.count, flags) }
    }

    /// One `write(2)`: how many bytes went out (possibly fewer than `bytes.count`).
    public static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        try retrying("write") { Glibc.write(fd, bytes.baseAddress, bytes.count) }
    }

    /// One `send(2)`; `MSG_NOSIGNAL` by default, so a gone peer is EPIPE rather than a process-ending SIGPIPE.
    public static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, flags: Int32 = Int32(MSG_NOSIGNAL)) throws(SystemError) -> Int {
        try retrying("send") { Glibc.send(fd, bytes.baseAddress, bytes.count, flags) }
    }

    /// Writes all of `bytes` with as many `write(2)` calls as it takes. A call that makes no progress ends the
    /// loop with EIO instead of spinning.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let n = try write(fd, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            guard n > 0 else { throw SystemError(call: "write", code: EIO) }
            offset += n
        }
    }

    /// Sends all of `bytes` with as many `send(2)` calls as it takes (`MSG_NOSIGNAL`). On a blocking socket with a
    /// send timeout, the timeout is EAGAIN.
    public static func sendAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let n = try send(fd, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            guard n > 0 else { throw SystemError(call: "send", code: EIO) }
            offset += n
        }
    }

    // MARK: Waiting

    /// `poll(2)`: how many entries have events. After EINTR the wait starts again with the whole `timeout`, so a
    /// caller with a deadline passes what remains of it (every caller in mynd polls in a loop that does).
    public static func poll(_ entries: inout [pollfd], timeout milliseconds: Int32) throws(SystemError) -> Int {
        let count = nfds_t(entries.count)
        return Int(try entries.withUnsafeMutableBufferPointer { buffer throws(SystemError) in
            try retrying("poll") { Glibc.poll(buffer.baseAddress, count, milliseconds) }
        })
    }

    // MARK: Descriptors

    /// `close(2)`, once. Not retried on EINTR: on Linux the descriptor is released even then, and a second close
    /// could close a descriptor another thread has just been given.
    public static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// A pipe whose ends close on exec; `nonBlocking` sets O_NONBLOCK on both ends.
    public static func pipe(nonBlocking: Bool = false) throws(SystemError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        let flags = O_CLOEXEC | (nonBlocking ? O_NONBLOCK : 0)
        _ = try retrying("pipe") { fds.withUnsafeMutableBufferPointer { pipe2($0.baseAddress, flags) } }
        return (fds[0], fds[1])
    }

    // MARK: Unix-domain sockets

    /// A unix-domain socket that closes on exec: a stream socket, or a datagram one (sd_notify).
    public static func unixSocket(datagram: Bool = false) throws(SystemError) -> Int32 {
        try retrying("socket") { mynd_socket_unix(datagram ? 1 : 0) }
    }

    /// The next connection on a listening socket (close-on-exec).
    public static func accept(_ fd: Int32) throws(SystemError) -> Int32 {
        try retrying("accept") { mynd_accept(fd) }
    }

    /// `listen(2)` with a backlog of `backlog`.
    public static func listen(_ fd: Int32, backlog: Int32 = 128) throws(SystemError) {
        _ = try retrying("listen") { Glibc.listen(fd, backlog) }
    }

    /// The user and process at the other end of a connected unix-domain socket (SO_PEERCRED).
    public static func peerCredentials(_ fd: Int32) throws(SystemError) -> (uid: uid_t, pid: pid_t) {
        var uid: UInt32 = 0
        var pid: Int32 = 0
        _ = try retrying("getsockopt SO_PEERCRED") { mynd_peer_uid(fd, &uid, &pid) }
        return (uid, pid)
    }
}
