import Foundation
import MyndControl
import Glibc
import Logging
import MyndSystem
import Synchronization

/// One client of the control socket, served on its own thread.
///
/// Requests are answered in order: the thread hands each to the async handler and waits for the reply before
/// reading the next line. `subscribe` starts a task that writes events until the client hangs up; writes from it
/// and from replies are serialised by the connection's lock, so lines never interleave.
final class ControlConnection: Sendable {
    let id: Int
    private let fd: Int32
    private let handler: any ControlHandler
    private let logger: Logger
    private let onClose: @Sendable (Int) -> Void
    private let io = Mutex(IO())

    private struct IO {
        var closed = false
        var subscriptions: [Task<Void, Never>] = []
    }

    init(id: Int, fd: Int32, handler: any ControlHandler, logger: Logger, onClose: @escaping @Sendable (Int) -> Void) {
        self.id = id
        self.fd = fd
        self.handler = handler
        self.logger = logger
        self.onClose = onClose
    }

    /// Reads lines until the client hangs up, the server stops, or a line is too long.
    func serve() {
        var lines = LineBuffer(limit: ControlProtocol.maxLineBytes)
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        reading: while true {
            // A failed receive ends the connection as the client hanging up does (interrupted calls are retried in
            // SystemCall).
            let n = (try? SystemCall.receive(fd, into: &chunk)) ?? 0
            if n == 0 { break }
            chunk.withUnsafeBytes { lines.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            while true {
                switch lines.next() {
                case .needMore:
                    continue reading
                case .tooLong:
                    send(.failure(.tooLong))
                    break reading
                case .line(let line):
                    handle(line)
                }
            }
        }
        let tasks = io.withLock { io in
            io.closed = true
            close(fd)
            return io.subscriptions
        }
        tasks.forEach { $0.cancel() }
        onClose(id)
    }

    /// Wakes the reading thread (server shutdown); the thread closes the descriptor itself.
    func hangUp() {
        io.withLock { io in
            if !io.closed { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    /// Writes one reply or event line; false once the client is gone.
    @discardableResult
    func send(_ reply: ControlReply) -> Bool {
        let data = ControlJSON.encode(reply) + Data([0x0A])
        return io.withLock { io in
            guard !io.closed else { return false }
            return UnixSocket.writeAll(fd, data)
        }
    }

    private func handle(_ raw: Data) {
        var line = raw
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return }
        let request: ControlRequest
        do {
            request = try ControlJSON.decode(ControlRequest.self, from: line)
        } catch {
            send(.failure(.malformed("not a JSON request object with \"v\" and \"cmd\"")))
            return
        }
        guard request.v == ControlProtocol.version else {
            send(.failure(.unsupportedVersion(request.v), id: request.id))
            return
        }
        guard let command = ControlCommand(rawValue: request.cmd) else {
            send(.failure(.unknownCommand(request.cmd), id: request.id))
            return
        }
        if command == .subscribe {
            subscribe(id: request.id)
            return
        }
        let done = DispatchSemaphore(value: 0)
        let reply = Mutex<ControlReply?>(nil)
        let handler = self.handler
        Task {
            let result = await Self.dispatch(command, request: request, handler: handler)
            reply.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        if let result = reply.withLock({ $0 }) { send(result) }
    }

    private static func dispatch(_ command: ControlCommand, request: ControlRequest,
                                 handler: any ControlHandler) async -> ControlReply {
        if command == .status {
            return ControlReply(id: request.id, ok: true, status: await handler.status())
        }
        if command == .say, (request.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return .failure(.malformed("\"say\" needs a non-empty \"text\""), id: request.id)
        }
        do {
            let text = try await handler.perform(command, text: request.text)
            return ControlReply(id: request.id, ok: true, text: text.map(SecretRedactor.redact))
        } catch let fault as ControlFault {
            return .failure(fault, id: request.id)
        } catch {
            return .failure(.init(code: "failed", message: SecretRedactor.redact("\(error)")), id: request.id)
        }
    }

    private func subscribe(id: String?) {
        let handler = self.handler
        let task = Task { [self] in
            let updates = await handler.statusUpdates()
            guard send(ControlReply(id: id, ok: true, event: "status", status: await handler.status())) else { return }
            for await status in updates {
                guard send(ControlReply(id: id, event: "status", status: status)) else { break }
            }
        }
        let closed = io.withLock { io in
            io.subscriptions.append(task)
            return io.closed
        }
        if closed { task.cancel() }
    }
}
