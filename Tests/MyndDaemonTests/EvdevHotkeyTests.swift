import CLinuxInput
import Foundation
import MyndControl
import Glibc
import Synchronization
import Testing
@testable import MyndDaemon

/// There is no /dev/uinput (nor /dev/input) on this machine, so no kernel input device can be made. These tests
/// drive the real reading thread with real `struct input_event` bytes through FIFOs named `event*` (skipping the
/// capability ioctl, which a FIFO does not answer), and the permission path with a real EACCES from the kernel.
@Suite("Evdev hold-to-talk", .serialized, .timeLimit(.minutes(1)))
struct EvdevHotkeyTests {
    final class Presses: Sendable {
        let events = Mutex<[String]>([])
        func add(_ e: String) { events.withLock { $0.append(e) } }
        var all: [String] { events.withLock { $0 } }
    }

    /// Makes a FIFO and holds it open read-write, as a device node that stays present.
    func makeDevice(_ path: String) throws -> Int32 {
        guard mkfifo(path, 0o600) == 0 else { throw TestFailure.message("mkfifo \(path): \(errno)") }
        return open(path, O_RDWR | O_CLOEXEC)
    }

    func send(_ fd: Int32, _ events: [InputEvent]) {
        let bytes = events.flatMap(\.encoded)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    @Test("key names and input_event decoding")
    func decoding() {
        #expect(EvdevKeyCodes.code(named: "KEY_F13") == 183 && EvdevKeyCodes.code(named: "f24") == 194)
        #expect(EvdevKeyCodes.code(named: "KEY_RIGHTCTRL") == 97 && EvdevKeyCodes.code(named: "KEY_F1") == 59)
        #expect(EvdevKeyCodes.code(named: "KEY_NOPE") == nil)
        let events = [InputEvent(type: 4, code: 4, value: 458_856), InputEvent(type: 1, code: 183, value: 1),
                      InputEvent(type: 0, code: 0, value: 0), InputEvent(type: 1, code: 183, value: -1)]
        let bytes = events.flatMap(\.encoded)
        #expect(bytes.count == 96)
        #expect(InputEvent.decode(bytes) == events)
        #expect(InputEvent.decode(Array(bytes.prefix(30))) == [events[0]])  // a partial event is not decoded
        // A real file that is not an input device answers no capabilities.
        let fd = open("/dev/null", O_RDONLY)
        defer { close(fd) }
        #expect(!EvdevScanner.hasKey(fd, 183))
    }

    @Test("press starts, release stops; autorepeat and other keys are ignored; hot-plug and unplug")
    func pressRelease() async throws {
        let dir = try TempDir()
        let first = try makeDevice(dir.path + "/event0")
        defer { close(first) }
        let presses = Presses()
        let hotkey = try EvdevHotkey(keyName: "KEY_F13", directory: dir.path, requireCapabilities: false,
                                     onPress: { presses.add("press") }, onRelease: { presses.add("release") })
        try hotkey.start()
        defer { hotkey.stop() }
        #expect(await eventually { hotkey.devices == [dir.path + "/event0"] })
        #expect(hotkey.status.hasPrefix("listening for KEY_F13 on "))

        send(first, [InputEvent(type: 1, code: 183, value: 1), InputEvent(type: 0, code: 0, value: 0)])
        #expect(await eventually { presses.all == ["press"] })
        send(first, [InputEvent(type: 1, code: 183, value: 2), InputEvent(type: 1, code: 30, value: 1),
                     InputEvent(type: 1, code: 30, value: 0), InputEvent(type: 1, code: 183, value: 0)])
        #expect(await eventually { presses.all == ["press", "release"] })

        // A keyboard plugged in later is picked up through inotify.
        let second = try makeDevice(dir.path + "/event1")
        #expect(await eventually { hotkey.devices.count == 2 })
        send(second, [InputEvent(type: 1, code: 183, value: 1)])
        #expect(await eventually { presses.all == ["press", "release", "press"] })
        // Unplugged while held: the press is released.
        close(second)
        #expect(await eventually { presses.all == ["press", "release", "press", "release"] })
    }

    @Test("no permission: the status names the input group and the usermod fix")
    func permissionDenied() async throws {
        let dir = try TempDir()
        chmod(dir.path, 0o755)
        let device = try makeDevice(dir.path + "/event0")  // mode 0600, owned by root
        defer { close(device) }
        // fsuid is per thread on Linux, and threads created from this one inherit it: the hotkey's thread then
        // opens the device as uid 65534 and gets a real EACCES from the kernel.
        let (scan, status) = try await blocking { () throws -> (EvdevScanner.Result, String) in
            _ = mynd_setfsuid(65534)
            defer { _ = mynd_setfsuid(0) }
            let scan = EvdevScanner.scan(directory: dir.path, key: 183, requireCapabilities: false)
            let hotkey = try EvdevHotkey(keyName: "KEY_F13", directory: dir.path, requireCapabilities: false,
                                         onPress: {}, onRelease: {})
            try hotkey.start()
            defer { hotkey.stop() }
            let deadline = Date().addingTimeInterval(5)
            while hotkey.status == "starting", Date() < deadline { usleep(10_000) }
            return (scan, hotkey.status)
        }
        #expect(scan.opened.isEmpty && scan.denied == [dir.path + "/event0"])
        #expect(status.contains("`input` group") && status.contains("sudo usermod -aG input"))
        let doctor = Doctor(paths: MyndPaths(environment: ["HOME": dir.path])).checkHotkey(key: "KEY_F13", directory: dir.path + "/none")
        #expect(!doctor.passed && doctor.detail.contains("no keyboard"))
    }
}
