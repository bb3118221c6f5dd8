import MyndCore

/// Text to speech: the voice side's port. `EspeakSynthesizer` is the real one.
///
/// Synthesis streams: the first chunk of a sentence can be played while the rest is still being made.
public protocol SpeechSynthesizer: Sendable {
    /// Samples per second of everything this synthesizer produces (mono, 16-bit).
    var sampleRate: Int { get }
    /// The samples for `text`, chunk by chunk; cancelling the consumer stops synthesis.
    func chunks(for text: String) -> AsyncThrowingStream<[Int16], any Error>
}

extension SpeechSynthesizer {
    /// All of `text` as one clip.
    public func synthesize(_ text: String) async throws -> AudioClip {
        var samples: [Int16] = []
        for try await chunk in chunks(for: text) { samples += chunk }
        return AudioClip(samples: samples, sampleRate: sampleRate)
    }
}

/// Why speech synthesis or playback failed.
public enum SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
    /// espeak-ng could not start (its data files are missing).
    case synthesizerUnavailable(String)
    /// The voice name is unknown to espeak-ng.
    case unknownVoice(String)
    /// No audio server or sink to play to.
    case noSink(String)
    /// The audio server went away while playing.
    case sinkGone(String)

    public var description: String {
        switch self {
        case let .synthesizerUnavailable(why): "espeak-ng could not start: \(why) (is espeak-ng-data installed?)"
        case let .unknownVoice(voice): "espeak-ng has no voice \"\(voice)\" (see `espeak-ng --voices`)"
        case let .noSink(why): "no audio output: \(why) (is PulseAudio or PipeWire running?)"
        case let .sinkGone(why): "the audio server went away while speaking: \(why)"
        }
    }
}
