import CEspeakNG
import Foundation
import MyndCore

/// espeak-ng through the library: synthesis in memory, 22 050 Hz mono 16-bit, voice/rate/pitch/volume from config.
///
/// espeak-ng keeps global state and is not thread-safe, so one process-wide engine thread owns it; every
/// `EspeakSynthesizer` value sends its jobs there with its own parameters. Synthesis is far faster than real time
/// (55 s of speech in ~33 ms here), and chunks are delivered as espeak makes them.
public struct EspeakSynthesizer: SpeechSynthesizer {
    public struct Voice: Hashable, Sendable {
        public var name: String
        /// Words per minute (80–450).
        public var rate: Int
        /// 0–100, 50 normal.
        public var pitch: Int
        /// 0–200, 100 normal.
        public var volume: Int
        public init(name: String = "en-us", rate: Int = 175, pitch: Int = 50, volume: Int = 100) {
            self.name = name
            self.rate = rate
            self.pitch = pitch
            self.volume = volume
        }
        public init(_ speech: MyndConfig.Speech) {
            self.init(name: speech.voice, rate: speech.rate, pitch: speech.pitch, volume: speech.volume)
        }
    }

    public var voice: Voice
    public var sampleRate: Int { EspeakEngine.sampleRate }

    public init(voice: Voice = Voice()) {
        self.voice = voice
    }

    /// Starts espeak-ng and loads the voice now (≈ 10 ms the first time) so the first sentence does not pay for it.
    public func warmUp() async {
        _ = try? await EspeakEngine.shared.thread.run { try EspeakEngine.shared.prepare(voice) }
    }

    public func chunks(for text: String) -> AsyncThrowingStream<[Int16], any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Int16].self)
        let job = EspeakEngine.Job(continuation: continuation)
        continuation.onTermination = { _ in job.cancel() }
        let voice = voice
        EspeakEngine.shared.thread.async {
            do {
                try EspeakEngine.shared.speak(text, voice: voice, job: job)
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        return stream
    }
}

/// The process's one espeak-ng instance, used only on `thread`.
final class EspeakEngine: @unchecked Sendable {
    static let shared = EspeakEngine()
    static let sampleRate = 22_050
    let thread = DedicatedThread(name: "mynd.espeak")
    private var initialized = false
    private var current: EspeakSynthesizer.Voice?

    /// One synthesis request; the C callback finds it through espeak's user_data.
    final class Job: @unchecked Sendable {
        let continuation: AsyncThrowingStream<[Int16], any Error>.Continuation
        private let lock = NSLock()
        private var cancelled = false
        init(continuation: AsyncThrowingStream<[Int16], any Error>.Continuation) { self.continuation = continuation }
        func cancel() { lock.withLock { cancelled = true } }
        var isCancelled: Bool { lock.withLock { cancelled } }
    }

    /// Called on `thread`.
    func prepare(_ voice: EspeakSynthesizer.Voice) throws {
        if !initialized {
            let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 50, nil, Int32(espeakINITIALIZE_DONT_EXIT))
            guard rate > 0 else { throw SpeechError.synthesizerUnavailable("espeak_Initialize returned \(rate)") }
            espeak_SetSynthCallback { wav, count, events in
                guard let events, let context = events.pointee.user_data else { return 0 }
                let job = Unmanaged<Job>.fromOpaque(context).takeUnretainedValue()
                if job.isCancelled { return 1 }
                if let wav, count > 0 {
                    job.continuation.yield(Array(UnsafeBufferPointer(start: wav, count: Int(count))))
                }
                return 0
            }
            initialized = true
        }
        guard current != voice else { return }
        guard espeak_SetVoiceByName(voice.name) == EE_OK else { throw SpeechError.unknownVoice(voice.name) }
        espeak_SetParameter(espeakRATE, Int32(voice.rate), 0)
        espeak_SetParameter(espeakPITCH, Int32(voice.pitch), 0)
        espeak_SetParameter(espeakVOLUME, Int32(voice.volume), 0)
        current = voice
    }

    /// Called on `thread`: blocks while espeak synthesises, the callback yielding chunks.
    func speak(_ text: String, voice: EspeakSynthesizer.Voice, job: Job) throws {
        try prepare(voice)
        guard !job.isCancelled else { return }
        let context = Unmanaged.passRetained(job)
        defer { context.release() }
        let flags = UInt32(espeakCHARS_UTF8) | UInt32(espeakENDPAUSE)
        let result = text.withCString { pointer in
            espeak_Synth(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, flags, nil, context.toOpaque())
        }
        guard result == EE_OK || job.isCancelled else {
            throw SpeechError.synthesizerUnavailable("espeak_Synth returned \(result)")
        }
    }
}
