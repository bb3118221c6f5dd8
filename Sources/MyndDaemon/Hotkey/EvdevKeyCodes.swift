/// evdev key names (as in `linux/input-event-codes.h`) for the keys people bind to push-to-talk.
public enum EvdevKeyCodes {
    static let table: [String: UInt16] = {
        var keys: [String: UInt16] = [
            "KEY_ESC": 1, "KEY_TAB": 15, "KEY_LEFTCTRL": 29, "KEY_LEFTSHIFT": 42, "KEY_RIGHTSHIFT": 54,
            "KEY_LEFTALT": 56, "KEY_SPACE": 57, "KEY_CAPSLOCK": 58, "KEY_NUMLOCK": 69, "KEY_SCROLLLOCK": 70,
            "KEY_F11": 87, "KEY_F12": 88, "KEY_RIGHTCTRL": 97, "KEY_SYSRQ": 99, "KEY_RIGHTALT": 100,
            "KEY_HOME": 102, "KEY_END": 107, "KEY_INSERT": 110, "KEY_PAUSE": 119, "KEY_LEFTMETA": 125,
            "KEY_RIGHTMETA": 126, "KEY_COMPOSE": 127, "KEY_MENU": 139, "KEY_MICMUTE": 248,
            "KEY_PROG1": 148, "KEY_PROG2": 149, "KEY_VOICECOMMAND": 0x246,
        ]
        for n in 1...10 { keys["KEY_F\(n)"] = UInt16(58 + n) }        // KEY_F1 = 59 … KEY_F10 = 68
        for n in 13...24 { keys["KEY_F\(n)"] = UInt16(170 + n) }      // KEY_F13 = 183 … KEY_F24 = 194
        return keys
    }()

    /// The code for a name such as "KEY_F13" (case-insensitive, "KEY_" optional) or a decimal code.
    public static func code(named name: String) -> UInt16? {
        let upper = name.uppercased()
        if let code = table[upper] ?? table["KEY_" + upper] { return code }
        if let number = UInt16(name), number > 0, number < 0x300 { return number }
        return nil
    }
}

/// One `struct input_event` (24 bytes on 64-bit Linux: timeval, type, code, value).
public struct InputEvent: Hashable, Sendable {
    public static let size = 24
    public static let keyType: UInt16 = 1  // EV_KEY

    public var type: UInt16
    public var code: UInt16
    /// For keys: 1 press, 0 release, 2 autorepeat.
    public var value: Int32

    public init(type: UInt16, code: UInt16, value: Int32) {
        self.type = type
        self.code = code
        self.value = value
    }

    /// Decodes whole events from `bytes` (little-endian); a trailing partial event is ignored.
    public static func decode(_ bytes: [UInt8]) -> [InputEvent] {
        stride(from: 0, to: bytes.count - size + 1, by: size).map { offset in
            func u16(_ at: Int) -> UInt16 { UInt16(bytes[offset + at]) | UInt16(bytes[offset + at + 1]) << 8 }
            let raw = UInt32(u16(20)) | UInt32(u16(22)) << 16
            return InputEvent(type: u16(16), code: u16(18), value: Int32(bitPattern: raw))
        }
    }

    /// The 24 bytes the kernel would deliver (timestamps zero): what tests feed through a pipe.
    public var encoded: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: Self.size)
        bytes[16] = UInt8(type & 0xFF); bytes[17] = UInt8(type >> 8)
        bytes[18] = UInt8(code & 0xFF); bytes[19] = UInt8(code >> 8)
        let v = UInt32(bitPattern: value)
        for i in 0..<4 { bytes[20 + i] = UInt8((v >> (8 * UInt32(i))) & 0xFF) }
        return bytes
    }
}
