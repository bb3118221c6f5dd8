import MyndCore

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
