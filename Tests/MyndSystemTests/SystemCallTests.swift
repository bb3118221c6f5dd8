import Foundation
import Glibc
import MyndSystem
import Synchronization
import Testing

/// SIGUSR1s caught by the test handler (a C signal handler cannot capture context).
private let interrupts = Atomic<Int>(0)

@Suite("System calls", .serialized, .timeLimit(.minutes(1)))
struct SystemCallTests {
    @Test("a failed call becomes a SystemError naming the call and its errno")
    func errorMapping() throws {
        var byte: UInt8 = 0
        let error = #expect(throws: SystemError.self) {
            try withUnsafeMutableBytes(of: &byte) { raw in _ = try SystemCall.read(-1, into: raw) }
        }
        #expect(error == SystemError(call: "read", code: EBADF))
        #expect(error?.description == "read: Bad file descriptor")
        #expect(SystemError(call: "accept", code: EAGAIN).wouldBlock && !SystemError(call: "accept", code: EPIPE).wouldBlock)
        // Any other result, 0 included, is the call's answer.
        #expect(try SystemCall.retrying("nothing") { Int32(0) } == 0)
        #expect(try SystemCall.retrying("count") { 42 } == 42)
    }

    @Test("a pipe: write all, read it back, end of file once the writer closes; non-blocking reads say so")
    func pipeRoundTrip() throws {
        let pipe = try SystemCall.pipe()
        defer { SystemCall.close(pipe.read) }
        #expect(fcntl(pipe.read, F_GETFD) & FD_CLOEXEC != 0)
        let text = Array("hello, pipe".utf8)
        try SystemCall.writeAll(pipe.write, text)
        SystemCall.close(pipe.write)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = try SystemCall.read(pipe.read, into: &buffer)
        #expect(Array(buffer.prefix(count)) == text)
        #expect(try SystemCall.read(pipe.read, into: &buffer) == 0)

        let empty = try SystemCall.pipe(nonBlocking: true)
        defer { SystemCall.close(empty.read); SystemCall.close(empty.write) }
        let error = #expect(throws: SystemError.self) {
            _ = try SystemCall.read(empty.read, into: &buffer)
        }
        #expect(error?.wouldBlock == true && error?.call == "read")
    }

    @Test("poll: times out on an empty pipe, reports a readable one")
    func polling() throws {
        let pipe = try SystemCall.pipe()
        defer { SystemCall.close(pipe.read); SystemCall.close(pipe.write) }
        var entries = [pollfd(fd: pipe.read, events: Int16(POLLIN), revents: 0)]
        #expect(try SystemCall.poll(&entries, timeout: 20) == 0)
        try SystemCall.writeAll(pipe.write, [7])
        #expect(try SystemCall.poll(&entries, timeout: 1_000) == 1)
        #expect(entries[0].revents & Int16(POLLIN) != 0)
    }

    @Test("a socket pair: a megabyte sent whole across short writes; a gone peer is EPIPE, not SIGPIPE")
    func socketPair() throws {
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        let (left, right) = (fds[0], fds[1])
        let sent = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let received = Mutex<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = (try? SystemCall.receive(right, into: &chunk)) ?? 0
                if n == 0 { break }
                received.withLock { $0 += chunk.prefix(n) }
            }
            done.signal()
        }
        reader.start()
        try SystemCall.sendAll(left, sent)
        shutdown(left, Int32(SHUT_WR))
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(received.withLock { $0 } == sent)

        SystemCall.close(right)
        let error = #expect(throws: SystemError.self) {
            try SystemCall.sendAll(left, Array(sent.prefix(16)))
        }
        #expect(error?.code == EPIPE && error?.call == "send")
        SystemCall.close(left)
    }

    @Test("unix stream socket: listen, accept a connection, and read the peer's uid and pid")
    func unixListener() throws {
        let path = NSTemporaryDirectory() + "mynd-system-\(getpid()).sock"
        unlink(path)
        defer { unlink(path) }
        let listener = try SystemCall.unixSocket()
        defer { SystemCall.close(listener) }
        #expect(fcntl(listener, F_GETFD) & FD_CLOEXEC != 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        #expect(bound == 0)
        try SystemCall.listen(listener)
        let client = try SystemCall.unixSocket()
        defer { SystemCall.close(client) }
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, length) } }
        #expect(connected == 0)
        let server = try SystemCall.accept(listener)
        defer { SystemCall.close(server) }
        let peer = try SystemCall.peerCredentials(server)
        #expect(peer.uid == getuid() && peer.pid == getpid())
        #expect(throws: SystemError(call: "accept", code: ENOTSOCK)) {
            let pipe = try SystemCall.pipe()
            defer { SystemCall.close(pipe.read); SystemCall.close(pipe.write) }
            _ = try SystemCall.accept(pipe.read)
        }
    }

    /// A handler installed without SA_RESTART makes a read blocked in the kernel return EINTR when the signal
    /// lands on its thread. The first half shows that on a bare read(2) (so the set-up really interrupts reads);
    /// the second that `SystemCall.read` rides the same signals out and returns the data written afterwards.
    @Test("EINTR: a bare read is interrupted by a signal; SystemCall.read retries and gets the data")
    func interruptedRead() throws {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interrupts.add(1, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART
        var previous = sigaction()
        #expect(sigaction(SIGUSR1, &action, &previous) == 0)
        defer { sigaction(SIGUSR1, &previous, nil) }

        // A bare read(2): signalled until it returns.
        let bare = try SystemCall.pipe()
        defer { SystemCall.close(bare.read); SystemCall.close(bare.write) }
        let bareResult = Mutex<(Int, Int32)?>(nil)
        let bareSignals = try signalled(until: { bareResult.withLock { $0 != nil } }) {
            var byte: UInt8 = 0
            let n = Glibc.read(bare.read, &byte, 1)
            let code = errno
            bareResult.withLock { $0 = (n, code) }
        }
        #expect(bareSignals > 0)
        let interrupted = try #require(bareResult.withLock { $0 })
        #expect(interrupted.0 == -1 && interrupted.1 == EINTR)

        // Through the layer: ten signals 20 ms apart while it blocks, then a byte.
        let layered = try SystemCall.pipe()
        defer { SystemCall.close(layered.read); SystemCall.close(layered.write) }
        let layeredResult = Mutex<Result<[UInt8], SystemError>?>(nil)
        let before = interrupts.load(ordering: .relaxed)
        var sentByte = false
        let layeredSignals = try signalled(until: {
            if layeredResult.withLock({ $0 != nil }) { return true }
            if interrupts.load(ordering: .relaxed) - before >= 10, !sentByte {
                sentByte = true
                try? SystemCall.writeAll(layered.write, [42])
            }
            return false
        }) {
            var buffer = [UInt8](repeating: 0, count: 8)
            let result = Result { () throws(SystemError) -> [UInt8] in
                let n = try SystemCall.read(layered.read, into: &buffer)
                return Array(buffer.prefix(n))
            }
            layeredResult.withLock { $0 = result }
        }
        #expect(layeredSignals >= 10)
        #expect(try layeredResult.withLock { $0 }?.get() == [42])
    }

    /// Runs `body` on a new thread and sends it SIGUSR1 every 20 ms until `finished()` (at most 5 s); returns how
    /// many signals were sent. The thread waits to be released before it ends, so no signal targets a thread
    /// that is gone.
    private func signalled(until finished: () -> Bool, _ body: @escaping @Sendable () -> Void) throws -> Int {
        let thread = Mutex<pthread_t?>(nil)
        let release = DispatchSemaphore(value: 0)
        let worker = Thread {
            // Threads may start with signals blocked (the test runner's or Foundation's mask): let SIGUSR1 in.
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, SIGUSR1)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            thread.withLock { $0 = pthread_self() }
            body()
            release.wait()
        }
        worker.start()
        defer { release.signal() }
        let deadline = Date().addingTimeInterval(5)
        while thread.withLock({ $0 }) == nil, Date() < deadline { usleep(1_000) }
        let id = try #require(thread.withLock { $0 })
        var signals = 0
        while !finished(), Date() < deadline {
            usleep(20_000)
            if finished() { break }
            pthread_kill(id, SIGUSR1)
            signals += 1
        }
        #expect(finished())
        return signals
    }
}
