import Foundation
import MyndControl
import Glibc
import Logging
import Synchronization

/// Serves the control socket: newline-delimited JSON, one dedicated thread per client plus one accepting.
///
/// Plain POSIX sockets on their own threads keep blocking reads off Swift's cooperative pool; requests are handed
/// to the async `ControlHandler` and answered in order per connection. Security is layered: the directory is 0700,
/// the socket 0600, and every connection's peer uid (SO_PEERCRED) must be the daemon's own.
public final class ControlServer: Sendable {
    public let socketPath: String
    private let handler: any ControlHandler
    private let logger: Logger
    private let allowedUID: uid_t
    private let maxConnections: Int
    private let state = Mutex(State())
    private let acceptDone = DispatchSemaphore(value: 0)

    private struct State {
        var listenFD: Int32 = -1
        var lockFD: Int32 = -1
        var connections: [Int: ControlConnection] = [:]
        var nextID = 0
        var stopped = false
    }

    public init(socketPath: String, handler: any ControlHandler, logger: Logger = Logger(label: "mynd.control"),
                maxConnections: Int = 256) {
        self.socketPath = socketPath
        self.handler = handler
        self.logger = logger
        self.allowedUID = getuid()
        self.maxConnections = maxConnections
    }

    /// Binds the socket and starts accepting. Throws `.alreadyRunning` when a live daemon owns the socket;
    /// a stale socket left by a crashed daemon is removed and replaced.
    public func start() throws(ControlError) {
        let directory = (socketPath as NSString).deletingLastPathComponent
        try RuntimeDirectory.makePrivate(directory)
        let lockFD = try RuntimeDirectory.lockSingleInstance(directory + "/daemon.lock", socket: socketPath)
        do throws(ControlError) {
            if FileManager.default.fileExists(atPath: socketPath) {
                switch try UnixSocket.connect(to: socketPath) {
                case .success(let fd):
                    close(fd)
                    throw ControlError.alreadyRunning(socket: socketPath)
                case .failure(let error):
                    logger.notice("removing stale control socket", metadata: ["path": "\(socketPath)", "connect": "\(error)"])
                    unlink(socketPath)
                }
            }
            let fd = try UnixSocket.newStreamSocket()
            do throws(ControlError) {
                try UnixSocket.bind(fd, to: socketPath)
                guard chmod(socketPath, 0o600) == 0 else { throw ControlError.system("chmod \(socketPath)", errno) }
                try UnixSocket.listen(fd)
            } catch {
                close(fd)
                throw error
            }
            state.withLock {
                $0.listenFD = fd
                $0.lockFD = lockFD
            }
        } catch {
            close(lockFD)
            throw error
        }
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "mynd-control-accept"
        thread.start()
        logger.info("control socket listening", metadata: ["path": "\(socketPath)"])
    }

    /// Stops accepting, hangs up every client, removes the socket. Safe to call twice.
    public func stop() {
        let (fd, connections, wasStopped) = state.withLock { state in
            let result = (state.listenFD, Array(state.connections.values), state.stopped)
            state.stopped = true
            return result
        }
        guard !wasStopped, fd >= 0 else { return }
        shutdown(fd, Int32(SHUT_RDWR))  // wakes accept()
        for connection in connections { connection.hangUp() }
        _ = acceptDone.wait(timeout: .now() + 2)
    }

    /// Number of clients connected now (for status and tests).
    public var connectionCount: Int { state.withLock { $0.connections.count } }

    private func acceptLoop() {
        let fd = state.withLock { $0.listenFD }
        accepting: while true {
            switch UnixSocket.accept(fd) {
            case .success(let client):
                admit(client)
            case .failure(let error):
                if state.withLock({ $0.stopped }) { break accepting }
                if error.code == ECONNABORTED { continue }
                if error.code == EMFILE || error.code == ENFILE { usleep(10_000); continue }
                logger.error("accept failed", metadata: ["errno": "\(error)"])
                usleep(10_000)
                continue
            }
        }
        unlink(socketPath)
        close(fd)
        let lockFD = state.withLock { $0.lockFD }
        if lockFD >= 0 { close(lockFD) }
        logger.info("control socket closed")
        acceptDone.signal()
    }

    private func admit(_ fd: Int32) {
        UnixSocket.setSendTimeout(fd, seconds: 2)
        let peer = UnixSocket.peer(fd)
        guard let peer, peer.uid == allowedUID else {
            logger.warning("refused control connection from another user",
                           metadata: ["uid": "\(peer?.uid ?? 0)", "pid": "\(peer?.pid ?? 0)"])
            _ = UnixSocket.writeAll(fd, ControlJSON.encode(ControlReply.failure(.forbidden)) + Data([0x0A]))
            close(fd)
            return
        }
        let admitted: ControlConnection? = state.withLock { state in
            guard !state.stopped, state.connections.count < maxConnections else { return nil }
            state.nextID += 1
            let connection = ControlConnection(id: state.nextID, fd: fd, handler: handler, logger: logger) { [weak self] id in
                self?.state.withLock { _ = $0.connections.removeValue(forKey: id) }
            }
            state.connections[state.nextID] = connection
            return connection
        }
        guard let connection = admitted else {
            let busy = ControlFault(code: "busy", message: "too many control clients (\(maxConnections))")
            _ = UnixSocket.writeAll(fd, ControlJSON.encode(ControlReply.failure(busy)) + Data([0x0A]))
            close(fd)
            return
        }
        let thread = Thread { connection.serve() }
        thread.name = "mynd-control-client"
        thread.start()
    }
}
