import CDBus
import Foundation
import Logging
import MyndCore
import MyndSystem
import ServiceLifecycle
import Synchronization

/// Desktop notifications over org.freedesktop.Notifications, through libdbus.
///
/// One dedicated thread owns the private bus connection: it sends `Notify` calls queued by `notify(_:)` and
/// turns `ActionInvoked` / `NotificationClosed` signals into stream elements. libdbus handles are not Sendable
/// and never leave that thread. Without a session bus or a notification server, calls throw `NotifierError`
/// and the daemon carries on.
///
/// As a `Service` (how the daemon runs it) the connection lives as long as `run()`: graceful shutdown or
/// cancellation closes it and ends the action streams, and `run()` returns once the thread has finished.
public final class DBusNotifier: Notifier, Service, Sendable {
    /// A (notification id, reason) pair: 1 expired, 2 dismissed by the user, 3 closed by a call, 4 other.
    public typealias Closed = (id: UInt32, reason: UInt32)

    typealias Job = @Sendable (OpaquePointer) -> Void

    private let address: String?
    private let appName: String
    private let logger: Logger
    private let onStatus: (@Sendable (String) async -> Void)?
    private let shared = Mutex(Shared())
    private let started = DispatchSemaphore(value: 0)
    /// Held for the whole of `start()`, so a `notify` racing the service's own start waits for that start instead
    /// of finding the notifier not running yet.
    private let starting = NSLock()

    private struct Shared {
        var jobs: [Job] = []
        var running = false
        /// The connection thread's end; nil before the first `start()`.
        var exit: ThreadExit?
        /// Write end of the pipe that wakes the connection thread's poll when a job is queued.
        var wakeFD: Int32 = -1
        var stopRequested = false
        var startError: NotifierError?
        var actionSubscribers: [UUID: AsyncStream<(UInt32, String)>.Continuation] = [:]
        var closedSubscribers: [UUID: AsyncStream<Closed>.Continuation] = [:]
    }

    /// `address` is a bus address (tests start their own bus); nil uses the session bus of the environment.
    /// `onStatus` hears, once `run()` has connected, "ok (server name)" or why notifications are off.
    public init(address: String? = nil, appName: String = "mynd", logger: Logger = Logger(label: "mynd.notify"),
                onStatus: (@Sendable (String) async -> Void)? = nil) {
        self.address = address
        self.appName = appName
        self.logger = logger
        self.onStatus = onStatus
    }

    /// True while the connection thread runs.
    public var isConnected: Bool { shared.withLock { $0.running } }

    /// Connects and asks for the notification server (reporting either through `onStatus`), then keeps the
    /// connection until graceful shutdown or cancellation. A failed start does not end it: a later `notify`
    /// connects again (a daemon started before the desktop session), so the stop still happens here.
    public func run() async throws {
        do {
            try start()
            let info = try await serverInformation()
            await onStatus?("ok (\(info.first ?? "notification server"))")
        } catch {
            logger.error("desktop notifications unavailable: \(error)")
            await onStatus?("\(error)")
        }
        try? await gracefulShutdown()
        await stopAndWait()
    }

    /// Connects to the bus on the notifier's thread. Throws `.noSessionBus` when there is none.
    public func start() throws(NotifierError) {
        starting.lock()
        defer { starting.unlock() }
        let exit = ThreadExit()
        let needed = shared.withLock { shared -> Bool in
            guard !shared.running else { return false }
            shared.startError = nil
            shared.exit = exit
            return true
        }
        guard needed else { return }
        let thread = Thread { [self] in
            serveConnection()
            exit.signal()
        }
        thread.name = "mynd-dbus"
        thread.start()
        started.wait()
        if let error = shared.withLock({ $0.startError }) { throw error }
    }

    /// Stops, and returns once the connection thread has closed the connection.
    public func stopAndWait() async {
        stop()
        await shared.withLock { $0.exit }?.wait()
    }

    /// Closes the connection and ends the action streams.
    public func stop() {
        let idle = shared.withLock { shared -> [() -> Void] in
            shared.stopRequested = true
            Self.wake(shared.wakeFD)
            guard !shared.running else { return [] }
            // No thread to finish the streams: finish them here.
            let ends = shared.actionSubscribers.values.map { c in { c.finish() } }
                + shared.closedSubscribers.values.map { c in { c.finish() } }
            return ends
        }
        idle.forEach { $0() }
    }

    public func notify(_ notification: DesktopNotification) async throws -> UInt32 {
        let actions = notification.actions.map { (key: $0.key, label: $0.label) }
        let appName = self.appName
        return try await call { connection -> Result<UInt32, NotifierError> in
            let hints: [(String, DBusMessageBuilder.Hint)] = [
                ("urgency", .byte(1)), ("category", .string("im.received")), ("desktop-entry", .string("mynd")),
                ("resident", .bool(!actions.isEmpty)),
            ]
            guard let message = DBusMessageBuilder.notify(appName: appName, summary: notification.summary,
                                                          body: notification.body, actions: actions, hints: hints,
                                                          expireTimeout: actions.isEmpty ? -1 : 0)
            else { return .failure(.failed(name: "mynd.OutOfMemory", message: "could not build the Notify call")) }
            defer { dbus_message_unref(message) }
            return Self.callBlocking(connection, message).flatMap { reply in
                defer { dbus_message_unref(reply) }
                guard case .uint32(let id)? = DBusMessageBuilder.arguments(of: reply).first else {
                    return .failure(.failed(name: "mynd.BadReply", message: "Notify did not return an id"))
                }
                return .success(id)
            }
        }
    }

    /// The server's name, vendor, version and spec version (`GetServerInformation`): proves one is there.
    public func serverInformation() async throws -> [String] {
        try await call { connection -> Result<[String], NotifierError> in
            guard let message = dbus_message_new_method_call(DBusMessageBuilder.destination, DBusMessageBuilder.objectPath,
                                                             DBusMessageBuilder.interface, "GetServerInformation")
            else { return .failure(.failed(name: "mynd.OutOfMemory", message: "")) }
            defer { dbus_message_unref(message) }
            return Self.callBlocking(connection, message).map { reply in
                defer { dbus_message_unref(reply) }
                return DBusMessageBuilder.arguments(of: reply).compactMap {
                    if case .string(let s) = $0 { s } else { nil }
                }
            }
        }
    }

    public func actions() -> AsyncStream<(UInt32, String)> {
        let (stream, continuation) = AsyncStream<(UInt32, String)>.makeStream()
        let key = UUID()
        shared.withLock { $0.actionSubscribers[key] = continuation }
        continuation.onTermination = { [weak self] _ in self?.shared.withLock { _ = $0.actionSubscribers.removeValue(forKey: key) } }
        return stream
    }

    public func closedNotifications() -> AsyncStream<Closed> {
        let (stream, continuation) = AsyncStream<Closed>.makeStream()
        let key = UUID()
        shared.withLock { $0.closedSubscribers[key] = continuation }
        continuation.onTermination = { [weak self] _ in self?.shared.withLock { _ = $0.closedSubscribers.removeValue(forKey: key) } }
        return stream
    }

    // MARK: - The connection thread

    /// Queues `body` for the connection thread and awaits its result. When the bus went away (or was not there
    /// at start: a daemon started before the desktop session), connects again first.
    private func call<T: Sendable>(_ body: @escaping @Sendable (OpaquePointer) -> Result<T, NotifierError>) async throws -> T {
        if shared.withLock({ !$0.running && !$0.stopRequested }) { try? start() }
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let accepted = shared.withLock { shared -> Bool in
                guard shared.running, !shared.stopRequested else { return false }
                shared.jobs.append { connection in continuation.resume(with: body(connection)) }
                Self.wake(shared.wakeFD)
                return true
            }
            if !accepted {
                let error = shared.withLock { $0.startError } ?? .stopped
                continuation.resume(throwing: error)
            }
        }
    }

    /// Sends a method call and waits up to 5 s for its reply, mapping D-Bus errors to `NotifierError`.
    private static func callBlocking(_ connection: OpaquePointer, _ message: OpaquePointer) -> Result<OpaquePointer, NotifierError> {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        if let reply = dbus_connection_send_with_reply_and_block(connection, message, 5_000, &error) {
            return .success(reply)
        }
        let name = error.name.map { String(cString: $0) } ?? "unknown"
        let text = error.message.map { String(cString: $0) } ?? ""
        if name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner" {
            return .failure(.noNotificationServer)
        }
        return .failure(.failed(name: name, message: text))
    }

    private func serveConnection() {
        guard let connection = DBusConnectionThread.open(address: address) else {
            shared.withLock { $0.startError = .noSessionBus(DBusConnectionThread.lastOpenError(address: address)) }
            started.signal()
            return
        }
        DBusConnectionThread.addMatch(connection, "type='signal',interface='org.freedesktop.Notifications'")
        let wakePipe = (try? SystemCall.pipe(nonBlocking: true)) ?? (read: -1, write: -1)
        var busFD: Int32 = -1
        _ = dbus_connection_get_unix_fd(connection, &busFD)
        shared.withLock {
            $0.running = true
            $0.wakeFD = wakePipe.write
        }
        started.signal()
        logger.debug("connected to the session bus")
        // Sleeps in poll() on the bus socket and the wake pipe: no timer wakes an idle daemon.
        var drain = [UInt8](repeating: 0, count: 64)
        while true {
            let (jobs, stop) = shared.withLock { shared in
                let jobs = shared.jobs
                shared.jobs.removeAll()
                return (jobs, shared.stopRequested)
            }
            jobs.forEach { $0(connection) }
            if stop { break }
            guard dbus_connection_read_write(connection, 0) != 0 else {
                logger.error("the session bus connection closed; notifications are off")
                break
            }
            while let message = dbus_connection_pop_message(connection) {
                dispatchSignal(message)
                dbus_message_unref(message)
            }
            var fds = [pollfd(fd: busFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            _ = try? SystemCall.poll(&fds, timeout: 60_000)
            if fds[1].revents != 0 {
                while ((try? SystemCall.read(wakePipe.read, into: &drain)) ?? 0) > 0 {}
            }
        }
        shared.withLock { $0.wakeFD = -1 }
        SystemCall.close(wakePipe.read)
        SystemCall.close(wakePipe.write)
        // Subscribers live on across a reconnection; they end only when the notifier is stopped.
        typealias Ends = ([Job], [AsyncStream<(UInt32, String)>.Continuation], [AsyncStream<Closed>.Continuation])
        let (leftover, actionSubscribers, closedSubscribers) = shared.withLock { shared -> Ends in
            shared.running = false
            let jobs = shared.jobs
            shared.jobs.removeAll()
            guard shared.stopRequested else { return (jobs, [], []) }
            return (jobs, Array(shared.actionSubscribers.values), Array(shared.closedSubscribers.values))
        }
        leftover.forEach { $0(connection) }  // they fail fast on a closed connection
        actionSubscribers.forEach { $0.finish() }
        closedSubscribers.forEach { $0.finish() }
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    private static func wake(_ fd: Int32) {
        guard fd >= 0 else { return }
        _ = withUnsafeBytes(of: UInt8(1)) { try? SystemCall.write(fd, $0) }
    }

    private func dispatchSignal(_ message: OpaquePointer) {
        let interface = DBusMessageBuilder.interface
        if dbus_message_is_signal(message, interface, "ActionInvoked") != 0 {
            let args = DBusMessageBuilder.arguments(of: message)
            guard args.count >= 2, case .uint32(let id) = args[0], case .string(let key) = args[1] else { return }
            logger.debug("notification action", metadata: ["id": "\(id)", "action": "\(key)"])
            shared.withLock { $0.actionSubscribers.values.forEach { $0.yield((id, key)) } }
        } else if dbus_message_is_signal(message, interface, "NotificationClosed") != 0 {
            let args = DBusMessageBuilder.arguments(of: message)
            guard args.count >= 2, case .uint32(let id) = args[0], case .uint32(let reason) = args[1] else { return }
            shared.withLock { $0.closedSubscribers.values.forEach { $0.yield((id, reason)) } }
        }
    }
}
