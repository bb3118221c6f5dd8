import Foundation
import MyndControl
import Glibc
import Logging
import MyndSystem
import ServiceLifecycle
import Synchronization

/// Built-in hold-to-talk: watches keyboards for one key; press calls `onPress`, release calls `onRelease`.
///
/// A dedicated thread polls the devices and an inotify watch on the input directory, so keyboards plugged in
/// later (or whose permissions udev fixes a moment after they appear) are picked up. Autorepeat is ignored,
/// and a press held on two keyboards at once still gives one press and one release.
///
/// As a `Service` (how the daemon runs it) the thread lives as long as `run()`: graceful shutdown or
/// cancellation stops it, and `run()` returns once it has closed its devices.
public final class EvdevHotkey: Service, Sendable {
    public let key: UInt16
    public let keyName: String
    private let directory: String
    private let requireCapabilities: Bool
    private let onPress: @Sendable () -> Void
    private let onRelease: @Sendable () -> Void
    private let onStatus: (@Sendable (String) -> Void)?
    private let logger: Logger
    private let state = Mutex(State())

    private struct State {
        var wakePipe: (read: Int32, write: Int32) = (-1, -1)
        var status = "starting"
        var devices: [String] = []
        var running = false
        /// The watching thread's end; nil before `start()`.
        var exit: ThreadExit?
    }

    public init(keyName: String, directory: String = "/dev/input", requireCapabilities: Bool = true,
                logger: Logger = Logger(label: "mynd.hotkey"), onStatus: (@Sendable (String) -> Void)? = nil,
                onPress: @escaping @Sendable () -> Void, onRelease: @escaping @Sendable () -> Void) throws(HotkeyError) {
        guard let code = EvdevKeyCodes.code(named: keyName) else { throw .unknownKey(keyName) }
        self.key = code
        self.keyName = keyName
        self.directory = directory
        self.requireCapabilities = requireCapabilities
        self.logger = logger
        self.onPress = onPress
        self.onRelease = onRelease
        self.onStatus = onStatus
    }

    /// A line for `mynd status`: which devices are watched, or what is wrong.
    public var status: String { state.withLock { $0.status } }
    public var devices: [String] { state.withLock { $0.devices } }

    /// True from `start()` until the watching thread has ended.
    public var isRunning: Bool { state.withLock { $0.exit.map { !$0.hasEnded } ?? false } }

    /// Watches until graceful shutdown or cancellation, then stops and returns once the thread has ended. When
    /// the watch cannot be set up at all, says why (log and `onStatus`) and returns at once: the daemon carries
    /// on without hold-to-talk.
    public func run() async throws {
        do {
            try start()
        } catch {
            logger.error("hold-to-talk unavailable: \(error)")
            onStatus?("\(error)")
            return
        }
        try? await gracefulShutdown()
        await stopAndWait()
    }

    /// Starts the watching thread. Never fails for permissions: the status says what to fix.
    public func start() throws(HotkeyError) {
        let wake: (read: Int32, write: Int32)
        do {
            wake = try SystemCall.pipe()
        } catch {
            throw .system(error.call, error.code)
        }
        let (wakeRead, wakeWrite) = wake
        let inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else {
            let code = errno
            SystemCall.close(wakeRead)
            SystemCall.close(wakeWrite)
            throw .system("inotify_init1", code)
        }
        // IN_ATTRIB: udev creates the node first and sets its group/ACL a moment later.
        if inotify_add_watch(inotify, directory, UInt32(IN_CREATE | IN_ATTRIB | IN_DELETE)) < 0 {
            logger.warning("cannot watch \(directory) for new keyboards", metadata: ["errno": "\(Errno(errno))"])
        }
        let exit = ThreadExit()
        state.withLock {
            $0.wakePipe = (wakeRead, wakeWrite)
            $0.running = true
            $0.exit = exit
        }
        let thread = Thread { [self] in
            loop(inotify: inotify, wake: wakeRead)
            exit.signal()
        }
        thread.name = "mynd-hotkey"
        thread.start()
    }

    public func stop() {
        // Under the lock: the thread closes the pipe only after taking it out of the state, so this never writes
        // to a descriptor that was closed (or reused) meanwhile.
        state.withLock { state in
            state.running = false
            guard state.wakePipe.write >= 0 else { return }
            let fd = state.wakePipe.write
            _ = withUnsafeBytes(of: UInt8(1)) { try? SystemCall.write(fd, $0) }
        }
    }

    /// Stops the thread and returns once it has closed its devices.
    public func stopAndWait() async {
        stop()
        await state.withLock { $0.exit }?.wait()
    }

    private func loop(inotify: Int32, wake: Int32) {
        var devices: [String: Int32] = [:]
        var held = Set<String>()
        // Devices that hung up stay skipped until the directory changes (udev removes the node a moment later):
        // reopening a dead node would spin.
        var retired = Set<String>()
        func rescan() {
            let result = EvdevScanner.scan(directory: directory, key: key, requireCapabilities: requireCapabilities,
                                           skipping: Set(devices.keys).union(retired))
            for (device, fd) in result.opened {
                devices[device.path] = fd
                logger.info("hold-to-talk watching \(device.path) (\(device.name)) for \(keyName)")
            }
            let status: String
            if !devices.isEmpty {
                status = "listening for \(keyName) on " + devices.keys.sorted().joined(separator: ", ")
            } else if !result.denied.isEmpty {
                status = EvdevScanner.permissionAdvice(denied: result.denied)
                logger.warning("\(status)")
            } else {
                status = "no keyboard with \(keyName) found in \(directory) (waiting for one to be plugged in)"
            }
            let changed = state.withLock { state -> Bool in
                defer {
                    state.status = status
                    state.devices = devices.keys.sorted()
                }
                return state.status != status
            }
            if changed { onStatus?(status) }
        }
        rescan()
        var buffer = [UInt8](repeating: 0, count: InputEvent.size * 64)
        while state.withLock({ $0.running }) {
            var pollfds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)]
            let order = devices.keys.sorted()
            pollfds += order.map { pollfd(fd: devices[$0]!, events: Int16(POLLIN), revents: 0) }
            do {
                _ = try SystemCall.poll(&pollfds, timeout: -1)
            } catch {
                logger.error("hold-to-talk stopped: \(error)")
                break
            }
            if pollfds[0].revents != 0 { break }
            if pollfds[1].revents != 0 {
                while ((try? SystemCall.read(inotify, into: &buffer)) ?? 0) > 0 {}
                retired.removeAll()
                rescan()
            }
            for (index, path) in order.enumerated() where pollfds[index + 2].revents != 0 {
                let fd = devices[path]!
                let count: Int
                do {
                    count = try SystemCall.read(fd, into: &buffer)
                } catch where error.wouldBlock {
                    continue
                } catch {
                    count = 0
                }
                if count == 0 {
                    // Unplugged (ENODEV) or the writer went away: forget it, releasing a key it held.
                    SystemCall.close(fd)
                    devices[path] = nil
                    retired.insert(path)
                    if held.remove(path) != nil, held.isEmpty { onRelease() }
                    logger.info("hold-to-talk device gone: \(path)")
                    rescan()
                    continue
                }
                for event in InputEvent.decode(Array(buffer[0..<count])) where event.type == InputEvent.keyType && event.code == key {
                    if event.value == 1, !held.contains(path) {
                        held.insert(path)
                        if held.count == 1 { onPress() }
                    } else if event.value == 0, held.remove(path) != nil, held.isEmpty {
                        onRelease()
                    }
                }
            }
        }
        devices.values.forEach { SystemCall.close($0) }
        SystemCall.close(inotify)
        let pipe = state.withLock { state in
            defer { state.wakePipe = (-1, -1) }
            return state.wakePipe
        }
        SystemCall.close(pipe.read)
        SystemCall.close(pipe.write)
    }
}

/// Why the hotkey could not be set up at all (permissions are reported through `status`, not thrown).
public enum HotkeyError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownKey(String)
    case system(String, Int32)

    public var description: String {
        switch self {
        case .unknownKey(let name): "unknown hotkey \"\(name)\"; use an evdev name such as KEY_F13 or KEY_RIGHTCTRL"
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        }
    }
}
