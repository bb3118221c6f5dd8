import CLinuxInput
import Foundation
import Glibc

/// Finds the input devices that can send a given key, and says clearly when permissions stop us.
public enum EvdevScanner {
    public struct Device: Hashable, Sendable {
        public var path: String
        public var name: String
    }

    public struct Result: Sendable {
        /// Open descriptors of devices that have the key (the caller owns and closes them).
        public var opened: [(device: Device, fd: Int32)]
        /// `event*` files we were not allowed to open.
        public var denied: [String]
        /// How many `event*` files exist.
        public var candidates: Int
    }

    /// Opens every `<directory>/event*` that reports `key` among its EV_KEY capabilities.
    /// With `requireCapabilities == false` every readable `event*` is taken (tests feed pipes, which have no ioctls).
    public static func scan(directory: String = "/dev/input", key: UInt16, requireCapabilities: Bool = true,
                            skipping: Set<String> = []) -> Result {
        var result = Result(opened: [], denied: [], candidates: 0)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.sorted() where name.hasPrefix("event") {
            let path = directory + "/" + name
            result.candidates += 1
            if skipping.contains(path) { continue }
            let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            if fd < 0 {
                if errno == EACCES || errno == EPERM { result.denied.append(path) }
                continue
            }
            if requireCapabilities, !hasKey(fd, key) {
                close(fd)
                continue
            }
            result.opened.append((Device(path: path, name: deviceName(fd) ?? name), fd))
        }
        return result
    }

    /// EVIOCGBIT(EV_KEY): one bit per key code the device can send.
    static func hasKey(_ fd: Int32, _ key: UInt16) -> Bool {
        var bits = [UInt8](repeating: 0, count: 0x300 / 8 + 1)
        let n = bits.withUnsafeMutableBytes { mynd_input_get_bits(fd, Int32(InputEvent.keyType), $0.baseAddress, Int32($0.count)) }
        guard n > 0, Int(key / 8) < Int(n) else { return false }
        return bits[Int(key / 8)] & (1 << (key % 8)) != 0
    }

    static func deviceName(_ fd: Int32) -> String? {
        var name = [CChar](repeating: 0, count: 256)
        guard mynd_input_get_name(fd, &name, Int32(name.count)) > 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The message shown when keyboards exist but none may be read.
    public static func permissionAdvice(denied: [String]) -> String {
        let user = ProcessInfo.processInfo.environment["USER"] ?? "$USER"
        return "cannot read \(denied.first ?? "/dev/input/event*") (permission denied): hold-to-talk needs your user "
            + "in the `input` group — run `sudo usermod -aG input \(user)` and log in again; "
            + "until then bind a desktop shortcut to `mynd ptt toggle`"
    }
}
