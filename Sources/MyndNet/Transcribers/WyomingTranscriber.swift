import Foundation
import Logging
import MyndCore

/// Speech to text through any Wyoming server (wyoming-faster-whisper, wyoming-whisper-cpp, …), local or on a
/// home server: `transcribe`, `audio-start`, `audio-chunk`s, `audio-stop`, then the server's `transcript`.
///
/// As a `StreamingTranscriber` it sends each chunk while the user is still speaking. The graph's names go out as
/// `transcript_names` (wyoming ≥ 1.8); servers that do not read them ignore them. Every step has a deadline and
/// every failure is a `WyomingError`, so a chain falls back instead of hanging.
public struct WyomingTranscriber: StreamingTranscriber {
    public struct Configuration: Sendable {
        public var endpoint: WyomingEndpoint
        /// What `Transcript.transcriber` says: "wyoming", or "local" for mynd's own engine.
        public var name: String
        /// Used when the hints name no language.
        public var language: String?
        public var connectTimeout: Double
        /// How long the server may take to answer after `audio-stop` (and any single write).
        public var timeout: Double
        /// Samples per `audio-chunk` when a whole clip is sent at once (100 ms at 16 kHz).
        public var chunkSamples: Int
        public var limits: WyomingLimits
        /// Transcribe early at pauses (see `PauseSpeculation`); nil: only after `audio-stop`.
        public var speculation: PauseSpeculation?

        public init(endpoint: WyomingEndpoint, name: String = "wyoming", language: String? = "en",
                    connectTimeout: Double = 3, timeout: Double = 30, chunkSamples: Int = 1_600,
                    limits: WyomingLimits = WyomingLimits(), speculation: PauseSpeculation? = nil) {
            self.endpoint = endpoint
            self.name = name
            self.language = language
            self.connectTimeout = connectTimeout
            self.timeout = timeout
            self.chunkSamples = chunkSamples
            self.limits = limits
            self.speculation = speculation
        }
    }

    public let configuration: Configuration
    private let logger: Logger

    public init(configuration: Configuration, logger: Logger = Logger(label: "mynd.net.stt")) {
        self.configuration = configuration
        self.logger = logger
    }

    public var name: String { configuration.name }

    public func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        let connection = try await WyomingConnection.connect(to: configuration.endpoint, timeout: configuration.connectTimeout,
                                                             limits: configuration.limits)
        defer { connection.close() }
        var events = opening(sampleRate: clip.sampleRate, hints: hints)
        var start = 0
        while start < clip.samples.count {
            let end = min(start + configuration.chunkSamples, clip.samples.count)
            events.append(.audioChunk(clip.samples[start..<end], rate: clip.sampleRate))
            start = end
        }
        events.append(.audioStop())
        try await connection.send(events, timeout: configuration.timeout)
        return try await awaitTranscript(on: connection, language: hints.language ?? configuration.language)
    }

    public func startStream(sampleRate: Int, hints: TranscriptionHints) async throws -> any TranscriptionStream {
        WyomingTranscriptionStream(transcriber: self, sampleRate: sampleRate, hints: hints, logger: logger)
    }

    /// `transcribe` (language, names) and `audio-start`.
    func opening(sampleRate: Int, hints: TranscriptionHints) -> [WyomingEvent] {
        var data: [String: WyomingJSON] = [:]
        if let language = hints.language ?? configuration.language { data["language"] = .string(language) }
        let names = Self.names(hints)
        if !names.isEmpty { data["transcript_names"] = .array(names.map(WyomingJSON.string)) }
        return [WyomingEvent(type: WyomingEventType.transcribe, data: data), .audioStart(rate: sampleRate)]
    }

    /// Reads until `transcript` (skipping streaming previews and anything else), or throws on `error`.
    func awaitTranscript(on connection: WyomingConnection, language: String?) async throws -> Transcript {
        let deadline = ContinuousClock.now + .seconds(configuration.timeout)
        while true {
            let left = deadline - .now
            guard left > .zero else {
                throw WyomingError.timedOut(endpoint: configuration.endpoint.description, waitingFor: "the transcript",
                                            seconds: configuration.timeout)
            }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            let event: WyomingEvent
            do {
                event = try await connection.receive(timeout: seconds, waitingFor: "the transcript")
            } catch WyomingError.timedOut {
                // Say the whole wait, not the slice left for this read.
                throw WyomingError.timedOut(endpoint: configuration.endpoint.description, waitingFor: "the transcript",
                                            seconds: configuration.timeout)
            }
            switch event.type {
            case WyomingEventType.transcript:
                let text = (event.string("text") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                return Transcript(text: text, transcriber: name, language: event.string("language") ?? language)
            case WyomingEventType.error:
                throw WyomingError.server(endpoint: configuration.endpoint.description, text: event.string("text") ?? "",
                                          code: event.string("code"))
            default:
                continue
            }
        }
    }

    /// The graph's names, trimmed and capped (Whisper reads at most ~224 prompt tokens).
    static func names(_ hints: TranscriptionHints) -> [String] {
        Array(hints.vocabulary.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.prefix(60))
    }
}

/// One utterance streamed to a Wyoming server as it is captured.
///
/// `send` only queues; a pump task connects, sends `transcribe` and `audio-start`, then each chunk as it comes.
/// `finish` sends `audio-stop` and waits for the transcript. When the clip is not exactly what was sent, the clip
/// is sent afresh over a new connection, so the answer always covers the whole clip; when the stream failed on the
/// way, the error reaches the caller, whose fallback still has the clip — the utterance is never lost.
///
/// With a `PauseSpeculation`, a pause in the speech starts a transcription of everything so far on a second
/// connection. If nothing but quiet follows until the key is released, that early transcript is the answer: the
/// engine's work was done while the user paused, not after the release.
final class WyomingTranscriptionStream: TranscriptionStream, @unchecked Sendable {
    private let transcriber: WyomingTranscriber
    private let hints: TranscriptionHints
    private let sampleRate: Int
    private let chunks: AsyncStream<[Int16]>.Continuation
    private let pump: Task<WyomingConnection, any Error>
    private let lock = NSLock()
    private var sentSamples = 0
    private var pauses: PauseTracker?
    /// Everything sent, for the early transcriptions (only kept with a speculation).
    private var audio: [Int16] = []
    private var early: (samples: Int, task: Task<Transcript, any Error>)?
    /// Early transcriptions still running (the server may still be working on one whose result is stale).
    private var earlyRunning = 0
    private let logger: Logger

    init(transcriber: WyomingTranscriber, sampleRate: Int, hints: TranscriptionHints, logger: Logger = Logger(label: "mynd.net.stt")) {
        self.logger = logger
        self.transcriber = transcriber
        self.hints = hints
        self.sampleRate = sampleRate
        pauses = transcriber.configuration.speculation.map { PauseTracker($0, sampleRate: sampleRate) }
        let (stream, continuation) = AsyncStream.makeStream(of: [Int16].self)
        chunks = continuation
        let configuration = transcriber.configuration
        let opening = transcriber.opening(sampleRate: sampleRate, hints: hints)
        pump = Task {
            let connection = try await WyomingConnection.connect(to: configuration.endpoint, timeout: configuration.connectTimeout,
                                                                 limits: configuration.limits)
            do {
                try await connection.send(opening, timeout: configuration.timeout)
                for await chunk in stream {
                    try await connection.send(.audioChunk(chunk[...], rate: sampleRate), timeout: configuration.timeout)
                }
                return connection
            } catch {
                connection.close()
                throw error
            }
        }
    }

    func send(_ samples: [Int16]) {
        guard !samples.isEmpty else { return }
        lock.withLock {
            sentSamples += samples.count
            guard pauses != nil else { return }
            audio += samples
            guard pauses!.add(samples) else { return }
            // A pause after new speech: transcribe what was said so far. A stale try the server is still working
            // on does not hold this one back (the server queues it), but two in flight is the limit: the next
            // quiet chunk asks again.
            if earlyRunning >= 2 { return }
            let clip = AudioClip(samples: audio, sampleRate: sampleRate)
            let task = Task { [transcriber, hints] in
                defer { self.lock.withLock { self.earlyRunning -= 1 } }
                return try await transcriber.transcribe(clip, hints: hints)
            }
            earlyRunning += 1
            early?.task.cancel()
            early = (audio.count, task)
            pauses!.speculated()
            logger.debug("early transcription at a pause", metadata: ["samples": "\(audio.count)"])
        }
        chunks.yield(samples)
    }

    func finish(_ clip: AudioClip) async throws -> Transcript {
        chunks.finish()
        let (sent, usable, tried) = lock.withLock { (sentSamples, pauses?.quietSinceSpeculation == true ? early : nil, early != nil) }
        if let usable, sent == clip.samples.count {
            // Only quiet after the early transcription's audio: its transcript is the whole utterance's.
            do {
                let transcript = try await withTaskCancellationHandler(operation: { try await usable.task.value },
                                                                       onCancel: { usable.task.cancel() })
                logger.debug("the early transcript answers", metadata: ["samples": "\(usable.samples)", "clip": "\(sent)"])
                cancel()
                return transcript
            } catch {
                if Task.isCancelled { throw CancellationError() }
                logger.debug("the early transcription failed; transcribing the whole clip", metadata: ["error": "\(error)"])
            }
        } else {
            logger.debug("transcribing after the release", metadata: [
                "early": "\(tried ? "stale (speech followed it)" : "none (no pause)")", "sent": "\(sent)", "clip": "\(clip.samples.count)"])
            lock.withLock { early?.task.cancel() }
        }
        let connection: WyomingConnection
        do {
            connection = try await withTaskCancellationHandler { try await pump.value } onCancel: { [pump] in pump.cancel() }
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw error
        }
        defer { connection.close() }
        guard sent == clip.samples.count else {
            // The recorder delivered something other than the clip (no tap, or a capped clip): send the clip itself.
            connection.close()
            return try await transcriber.transcribe(clip, hints: hints)
        }
        try await connection.send(.audioStop(), timeout: transcriber.configuration.timeout)
        return try await transcriber.awaitTranscript(on: connection, language: hints.language ?? transcriber.configuration.language)
    }

    func cancel() {
        chunks.finish()
        pump.cancel()
        lock.withLock { early?.task.cancel() }
        Task { [pump] in (try? await pump.value)?.close() }
    }
}
