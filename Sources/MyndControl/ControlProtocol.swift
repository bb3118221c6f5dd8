import Foundation

/// The control socket's wire format: one JSON object per line, each way.
///
/// A request: `{"v":1,"id":"7","cmd":"say","text":"what's on my plate?"}`.
/// A reply: `{"v":1,"id":"7","ok":true,"text":"…"}` or `{"v":1,"id":"7","ok":false,"error":{"code":"…","message":"…"}}`.
/// After `subscribe` the daemon sends the current status, then one `{"v":1,"event":"status","status":{…}}` per change.
public enum ControlProtocol {
    public static let version = 1
    /// Longest accepted request line; a longer one gets an error and the connection is closed.
    public static let maxLineBytes = 64 * 1024
}

/// What a client can ask the daemon to do.
public enum ControlCommand: String, Sendable, CaseIterable, Codable {
    case pttStart = "ptt.start"
    case pttStop = "ptt.stop"
    case pttToggle = "ptt.toggle"
    case pttCancel = "ptt.cancel"
    case speakStop = "speak.stop"
    case say
    case status
    case subscribe
    case reload
}

public struct ControlRequest: Codable, Sendable, Hashable {
    public var v: Int
    public var id: String?
    public var cmd: String
    public var text: String?

    public init(_ command: ControlCommand, id: String? = nil, text: String? = nil) {
        v = ControlProtocol.version
        self.id = id
        cmd = command.rawValue
        self.text = text
    }
}

/// A machine-readable failure: `code` for programs, `message` for people.
public struct ControlFault: Codable, Sendable, Hashable, Error {
    public var code: String
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    public static func malformed(_ why: String) -> ControlFault { .init(code: "malformed", message: why) }
    public static func unknownCommand(_ cmd: String) -> ControlFault {
        .init(code: "unknown_command", message: "unknown command \"\(cmd.prefix(64))\"; known: "
              + ControlCommand.allCases.map(\.rawValue).joined(separator: ", "))
    }
    public static let tooLong = ControlFault(code: "line_too_long",
                                             message: "request longer than \(ControlProtocol.maxLineBytes) bytes")
    public static let forbidden = ControlFault(code: "forbidden", message: "the daemon serves only its own user")
    public static func unsupportedVersion(_ v: Int) -> ControlFault {
        .init(code: "unsupported_version", message: "protocol version \(v) not supported; this daemon speaks \(ControlProtocol.version)")
    }
}

public struct ControlReply: Codable, Sendable, Hashable {
    public var v = ControlProtocol.version
    public var id: String?
    /// Set on replies; nil on events.
    public var ok: Bool?
    /// "status" on subscription events.
    public var event: String?
    public var status: DaemonStatus?
    public var text: String?
    public var error: ControlFault?

    public init(id: String?, ok: Bool? = nil, event: String? = nil, status: DaemonStatus? = nil, text: String? = nil,
                error: ControlFault? = nil) {
        self.id = id
        self.ok = ok
        self.event = event
        self.status = status
        self.text = text
        self.error = error
    }

    public static func failure(_ fault: ControlFault, id: String? = nil) -> ControlReply {
        ControlReply(id: id, ok: false, error: fault)
    }
}

/// What `mynd status` shows and what subscribers receive on every change.
public struct DaemonStatus: Codable, Sendable, Hashable {
    /// "idle", "listening", "thinking", "speaking".
    public var phase: String
    public var voiceAvailable: Bool
    /// Why voice is off when it is ("no audio source: …"), nil when it works.
    public var voiceProblem: String?
    /// "ok", or why notifications are not shown.
    public var notifications: String
    /// "off", "listening on /dev/input/event3 (KEY_F13)", or the permission problem.
    public var hotkey: String
    public var pid: Int32
    public var startedAt: Date
    public var version: String
    public var configPath: String
    /// The last reload or runtime error worth showing, without secrets.
    public var lastError: String?
    /// Who transcribes and how it is doing: "local engine tiny.en (bundled): ready (pid 123, faster-whisper 3.8.1)",
    /// or why pocketsphinx answers instead. nil from daemons that predate it.
    public var transcriber: String?
    /// Who speaks: "piper (mynd's own), voice en_US-joe-medium: ready (…)", "espeak-ng, voice en-us", or why espeak-ng
    /// stands in for Piper. nil from daemons that predate it, or without voice.
    public var speech: String?
    /// Configuration keys changed by a reload that take effect only after a restart (audio devices, hotkey,
    /// transcriber); nil when none.
    public var restartNeeded: [String]?

    public init(phase: String = "idle", voiceAvailable: Bool = false, voiceProblem: String? = nil,
                notifications: String = "unknown", hotkey: String = "off", pid: Int32 = getpid(),
                startedAt: Date = Date(), version: String = MyndDaemonVersion.current, configPath: String = "",
                lastError: String? = nil, transcriber: String? = nil) {
        self.phase = phase
        self.voiceAvailable = voiceAvailable
        self.voiceProblem = voiceProblem
        self.notifications = notifications
        self.hotkey = hotkey
        self.pid = pid
        self.startedAt = startedAt
        self.version = version
        self.configPath = configPath
        self.lastError = lastError
        self.transcriber = transcriber
    }
}

public enum MyndDaemonVersion {
    public static let current = "0.1.0"
}

/// Shared JSON settings: ISO 8601 dates, sorted keys (stable output for people and tests).
package enum ControlJSON {
    package static func encode<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data(#"{"v":1,"ok":false}"#.utf8)
    }

    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: data)
    }
}
