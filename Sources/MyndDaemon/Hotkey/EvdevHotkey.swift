import Foundation
import MyndControl
import Glibc
import Logging
import Synchronization

/// Built-in hold-to-talk: watches keyboards for one key; press calls `onPress`, release calls `onRelease`.
///
/// A dedicated thread polls the devices and an inotify watch on the input directory, so keyboards plugged in
/// later (or whose permissions udev fixes a moment after they appear) are picked up. Autorepeat is ignored,
/// and a press held on two keyboards at once still gives one press and one release.
public final class EvdevHotkey: Sendable {
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

    /// Starts the watching thread. Never fails for permissions: the status says what to fix.
    public func start() throws(HotkeyError) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .system("pipe", errno) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let (wakeRead, wakeWrite) = (fds[0], fds[1])
        let inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { throw .system("inotify_init1", errno) }
        // IN_ATTRIB: udev creates the node first and sets its group/ACL a moment later.
        if inotify_add_watch(inotify, directory, UInt32(IN_CREATE | IN_ATTRIB | IN_DELETE)) < 0 {
            logger.warning("cannot watch \(directory) for new keyboards", metadata: ["errno": "\(Errno(errno))"])
        }
        state.withLock {
            $0.wakePipe = (wakeRead, wakeWrite)
            $0.running = true
        }
        let thread = Thread { [self] in loop(inotify: inotify, wake: wakeRead) }
        thread.name = "mynd-hotkey"
        thread.start()
    }

    public func stop() {
        let fd = state.withLock { state -> Int32 in
            state.running = false
            return state.wakePipe.write
        }
        if fd >= 0 { _ = write(fd, "x", 1) }
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
            let n = poll(&pollfds, nfds_t(pollfds.count), -1)
            if n < 0 { if errno == EINTR { continue } else { break } }
            if pollfds[0].revents != 0 { break }
            if pollfds[1].revents != 0 {
                while read(inotify, &buffer, buffer.count) > 0 {}
                retired.removeAll()
                rescan()
            }
            for (index, path) in order.enumerated() where pollfds[index + 2].revents != 0 {
                let fd = devices[path]!
                let count = read(fd, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0, errno == EAGAIN || errno == EINTR { continue }
                    // Unplugged (ENODEV) or the writer went away: forget it, releasing a key it held.
                    close(fd)
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
        devices.values.forEach { close($0) }
        close(inotify)
        let pipe = state.withLock { $0.wakePipe }
        close(pipe.read)
        close(pipe.write)
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
