/// Why speech recognition on this machine (pocketsphinx) or the whole transcriber chain failed.
/// (MyndNet's `TranscriptionError` covers the remote Whisper endpoints; the chain collects both.)
public enum RecognitionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pocketsphinx acoustic model is not installed.
    case modelMissing(String)
    /// pocketsphinx refused the configuration, grammar or audio.
    case decoderFailed(String)
    /// Every transcriber in the chain failed; one line per transcriber.
    case allFailed([String])
    /// The clip held nothing that could be transcribed (silence, or only a known hallucination).
    case nothingHeard

    public var description: String {
        switch self {
        case let .modelMissing(path):
            "the offline speech model is missing at \(path) (install pocketsphinx-en-us, or configure a transcriber)"
        case let .decoderFailed(why): "the offline transcriber failed: \(why)"
        case let .allFailed(reasons): "no transcriber could transcribe the clip: " + reasons.joined(separator: "; ")
        case .nothingHeard: "nothing was heard (the recording was silent)"
        }
    }
}
