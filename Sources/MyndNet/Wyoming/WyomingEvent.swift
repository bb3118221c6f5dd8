import MyndCore
/// One Wyoming event: a type, a JSON object of data and an optional binary payload.
///
/// The event layer is generic: speech to text (`transcribe`, `audio-*`, `transcript`), text to speech
/// (`synthesize` → `audio-start`/`audio-chunk`/`audio-stop`) and `describe`/`info` all travel as this type;
/// `WyomingEvent+Audio` and the transcriber build and read the particular ones.
public struct WyomingEvent: Hashable, Sendable {
    public var type: String
    public var data: [String: WyomingJSON]
    public var payload: [UInt8]

    public init(type: String, data: [String: WyomingJSON] = [:], payload: [UInt8] = []) {
        self.type = type
        self.data = data
        self.payload = payload
    }

    public func string(_ key: String) -> String? { data[key]?.stringValue }
    public func int(_ key: String) -> Int? { data[key]?.intValue }
}

/// The event types mynd sends and reads. Others pass through the event layer untouched.
public enum WyomingEventType {
    public static let describe = "describe"
    public static let info = "info"
    public static let transcribe = "transcribe"
    public static let transcript = "transcript"
    public static let audioStart = "audio-start"
    public static let audioChunk = "audio-chunk"
    public static let audioStop = "audio-stop"
    public static let synthesize = "synthesize"
    public static let error = "error"
}

extension WyomingEvent {
    /// `audio-start`/`audio-chunk`/`audio-stop` describe their audio with `rate`, `width` (bytes) and `channels`.
    public static func audioStart(rate: Int, width: Int = 2, channels: Int = 1) -> WyomingEvent {
        WyomingEvent(type: WyomingEventType.audioStart, data: ["rate": .int(rate), "width": .int(width), "channels": .int(channels)])
    }

    /// Mono 16-bit little-endian samples as one `audio-chunk`.
    public static func audioChunk(_ samples: ArraySlice<Int16>, rate: Int) -> WyomingEvent {
        WyomingEvent(type: WyomingEventType.audioChunk, data: ["rate": .int(rate), "width": 2, "channels": 1],
                     payload: PCM16.littleEndianBytes(samples))
    }

    public static func audioStop() -> WyomingEvent { WyomingEvent(type: WyomingEventType.audioStop) }

    /// The samples of a 16-bit mono `audio-chunk` (what a TTS client reads back).
    public var samples: [Int16] {
        stride(from: 0, to: payload.count - 1, by: 2).map { Int16(bitPattern: UInt16(payload[$0]) | UInt16(payload[$0 + 1]) << 8) }
    }
}
