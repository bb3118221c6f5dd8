import CDBus
import Foundation
import Logging
import MyndCore
import Synchronization

/// Desktop notifications over org.freedesktop.Notifications, through libdbus.
///
/// One dedicated thread owns the private bus connection: it sends `Notify` calls queued by `notify(_:)` and
/// turns `ActionInvoked` / `NotificationClosed` signals into stream elements. libdbus handles are not Sendable
/// and never leave that thread. Without a session bus or a notification server, calls throw `NotifierError`
/// and the daemon carries on.
public final class DBusNotifier: Notifier, Sendable {
    /// A (notification id, reason) pair: 1 expired, 2 dismissed by the user, 3 closed by a call, 4 other.
    public typealias Closed = (id: UInt32, reason: UInt32)

    typealias Job = @Sendable (OpaquePointer) -> Void

    private let address: String?
    private let appName: String
    private let logger: Logger
    private let shared = Mutex(Shared())
    private let started = DispatchSemaphore(value: 0)

    private struct Shared {
        var jobs: [Job] = []
        var running = false
        var starting = false
        /// Write end of the pipe that wakes the connection thread's poll when a job is queued.
        var wakeFD: Int32 = -1
        var stopRequested = false
        var startError: NotifierError?
        var actionSubscribers: [UUID: AsyncStream<(UInt32, String)>.Continuation] = [:]
        var closedSubscribers: [UUID: AsyncStream<Closed>.Continuation] = [:]
    }

    /// `address` is a bus address (tests start their own bus); nil uses the session bus of the environment.
    public init(address: String? = nil, appName: String = "mynd", logger: Logger = Logger(label: "mynd.notify")) {
        self.address = address
        self.appName = appName
        self.logger = logger
    }

    /// Connects to the bus on the notifier's thread. Throws `.noSessionBus` when there is none.
    public func start() throws(NotifierError) {
        let first = shared.withLock { shared -> Bool in
            guard !shared.running, !shared.starting else { return false }
            shared.starting = true
            shared.startError = nil
            return true
        }
        guard first else { return }
        let thread = Thread { [self] in run() }
        thread.name = "mynd-dbus"
        thread.start()
        started.wait()
        let error = shared.withLock { shared in
            shared.starting = false
            return shared.startError
        }
        if let error { throw error }
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

    private func run() {
        guard let connection = DBusConnectionThread.open(address: address) else {
            shared.withLock { $0.startError = .noSessionBus(DBusConnectionThread.lastOpenError(address: address)) }
            started.signal()
            return
        }
        DBusConnectionThread.addMatch(connection, "type='signal',interface='org.freedesktop.Notifications'")
        var pipeFDs: [Int32] = [-1, -1]
        _ = pipe(&pipeFDs)
        for fd in pipeFDs { _ = fcntl(fd, F_SETFL, O_NONBLOCK); _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var busFD: Int32 = -1
        _ = dbus_connection_get_unix_fd(connection, &busFD)
        shared.withLock {
            $0.running = true
            $0.wakeFD = pipeFDs[1]
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
                       pollfd(fd: pipeFDs[0], events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 2, 60_000)
            if fds[1].revents != 0 { while read(pipeFDs[0], &drain, drain.count) > 0 {} }
        }
        shared.withLock { $0.wakeFD = -1 }
        pipeFDs.forEach { close($0) }
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
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
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
