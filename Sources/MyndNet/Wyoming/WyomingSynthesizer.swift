import MyndCore

/// Text to speech from any Wyoming server (Piper through wyoming-piper, or another engine): `synthesize` →
/// `audio-start`, `audio-chunk`s, `audio-stop`.
///
/// One connection per unit of speech: chunks are handed on the moment they arrive, and cancelling the consumer
/// (barge-in) closes the connection, so the server drops whatever it had not yet sent and nothing stale can come
/// back on a later request. Audio is converted to `sampleRate` (the playback stream's) and the volume applied here.
public struct WyomingSynthesizer: SpeechSynthesizer {
    public struct Configuration: Hashable, Sendable {
        public var endpoint: WyomingEndpoint
        /// The server's voice name (e.g. "en_US-joe-medium"); nil: its default voice.
        public var voice: String?
        public var speaker: String?
        /// The rate chunks are delivered at; the server's audio is converted to it.
        public var sampleRate: Int
        /// 0–200, 100 unchanged.
        public var volume: Int
        public var connectTimeout: Double
        /// Seconds to wait for each event. The first chunk comes only once the server has synthesised the whole
        /// unit, so this bounds a hung server, not a slow sentence.
        public var timeout: Double
        /// Drop the near-silence a voice starts each unit with (Piper's joe: ~50 ms), keeping 5 ms of it, so the
        /// voice is heard as soon as its audio arrives.
        public var trimsLeadingSilence: Bool

        public init(endpoint: WyomingEndpoint, voice: String? = nil, speaker: String? = nil, sampleRate: Int = 22_050,
                    volume: Int = 100, connectTimeout: Double = 2, timeout: Double = 15, trimsLeadingSilence: Bool = true) {
            self.endpoint = endpoint
            self.voice = voice
            self.speaker = speaker
            self.sampleRate = sampleRate
            self.volume = volume
            self.connectTimeout = connectTimeout
            self.timeout = timeout
            self.trimsLeadingSilence = trimsLeadingSilence
        }
    }

    public let configuration: Configuration
    public var sampleRate: Int { configuration.sampleRate }
    /// Wyoming servers send a unit's audio once it is made (wyoming-piper synthesises a sentence at a time).
    public var makesWholeUnits: Bool { true }

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public func chunks(for text: String) -> AsyncThrowingStream<[Int16], any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Int16].self)
        let configuration = configuration
        let task = Task {
            do {
                try await Self.synthesize(text, configuration: configuration) { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The `synthesize` event for `text`.
    static func request(_ text: String, configuration: Configuration) -> WyomingEvent {
        var data: [String: WyomingJSON] = ["text": .string(text)]
        var voice: [String: WyomingJSON] = [:]
        if let name = configuration.voice { voice["name"] = .string(name) }
        if let speaker = configuration.speaker { voice["speaker"] = .string(speaker) }
        if !voice.isEmpty { data["voice"] = .object(voice) }
        return WyomingEvent(type: WyomingEventType.synthesize, data: data)
    }

    private static func synthesize(_ text: String, configuration: Configuration,
                                   yield: (_ samples: [Int16]) -> Void) async throws {
        let connection = try await WyomingConnection.connect(to: configuration.endpoint, timeout: configuration.connectTimeout)
        defer { connection.close() }
        try await connection.send(request(text, configuration: configuration), timeout: configuration.timeout)
        var converter: WyomingAudioConverter?
        var leading = LeadingSilence(sampleRate: configuration.sampleRate, enabled: configuration.trimsLeadingSilence)
        while true {
            try Task.checkCancellation()
            let event = try await connection.receive(timeout: configuration.timeout, waitingFor: "synthesised audio")
            switch event.type {
            case WyomingEventType.audioStart, WyomingEventType.audioChunk:
                if converter == nil {
                    converter = try WyomingAudioConverter(
                        rate: event.int("rate") ?? configuration.sampleRate, width: event.int("width") ?? 2,
                        channels: event.int("channels") ?? 1, outputRate: configuration.sampleRate,
                        volume: configuration.volume)
                }
                if event.type == WyomingEventType.audioChunk, let samples = converter?.convert(event.payload) {
                    let audible = leading.trim(samples)
                    guard !audible.isEmpty else { continue }
                    try Task.checkCancellation()
                    yield(audible)
                }
            case WyomingEventType.audioStop:
                return
            case WyomingEventType.error:
                throw WyomingError.server(endpoint: configuration.endpoint.description, text: event.string("text") ?? "",
                                          code: event.string("code"))
            default:
                continue
            }
        }
    }
}

/// Drops the near-silence at the start of a unit's audio, chunk by chunk, keeping a few milliseconds before the
/// first audible sample. Never more than 300 ms is dropped: a unit that stays quiet that long is passed on as it is.
struct LeadingSilence {
    /// Below -60 dBFS: Piper's lead-in measures 1–8, its speech starts in the hundreds.
    static let threshold = 32
    private let keep: Int
    private let limit: Int
    private var dropped = 0
    private var done: Bool

    init(sampleRate: Int, enabled: Bool) {
        keep = sampleRate * 5 / 1000
        limit = sampleRate * 300 / 1000
        done = !enabled
    }

    mutating func trim(_ samples: [Int16]) -> [Int16] {
        if done { return samples }
        if let first = samples.firstIndex(where: { abs(Int($0)) > Self.threshold }) {
            done = true
            return Array(samples[max(0, first - keep)...])
        }
        dropped += samples.count
        if dropped > limit {
            done = true
            return samples
        }
        return []
    }
}

extension WyomingInfo {
    /// "piper 2.5.2": the server's text-to-speech program (its voice list can run to hundreds, so it is left out).
    public var ttsSummary: String? {
        tts.first.map { $0.name + ($0.version.map { " \($0)" } ?? "") }
    }
}
