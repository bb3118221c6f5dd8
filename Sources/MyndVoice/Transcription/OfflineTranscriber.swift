import CPocketSphinx
import Foundation
import MyndCore

/// Speech to text with no network: Debian's pocketsphinx and its US-English model.
///
/// The default transcriber when nothing is configured, so mynd works on a machine without a Whisper endpoint.
/// Accuracy on open vocabulary is modest; `Mode.grammar` restricts the decoder to given phrases for exact results
/// (commands, tests). The decoder is not thread-safe, so it lives on a dedicated thread and decodes one clip at a time.
public final class OfflineTranscriber: Transcriber, Sendable {
    public enum Mode: Hashable, Sendable {
        /// The general English language model.
        case languageModel
        /// Only these phrases (lowercase words from the dictionary), each possibly repeated.
        case grammar([String])
    }

    public let name = "offline"
    public let modelDirectory: String
    public let mode: Mode
    private let thread = DedicatedThread(name: "mynd.pocketsphinx")
    private let decoder = DecoderBox()

    /// `modelDirectory`: the `en-us` folder holding `en-us/`, `en-us.lm.bin` and `cmudict-en-us.dict`;
    /// nil looks in `$MYND_POCKETSPHINX_MODEL`, then pocketsphinx's own model directory.
    public init(modelDirectory: String? = nil, mode: Mode = .languageModel) throws {
        let directory = modelDirectory ?? Self.defaultModelDirectory()
        guard FileManager.default.fileExists(atPath: directory + "/en-us/mdef") else {
            throw RecognitionError.modelMissing(directory)
        }
        self.modelDirectory = directory
        self.mode = mode
    }

    deinit {
        let decoder = decoder
        thread.async { decoder.free() }
        thread.stop()
    }

    /// Adds ±1 LSB of deterministic noise. pocketsphinx's features take the log of frame energy, and exact
    /// digital silence (synthesised WAVs, the zeroed earcon window) derails its decoding; real microphones
    /// never produce it. The same clip always decodes the same way.
    static func dithered(_ samples: [Int16]) -> [Int16] {
        var state: UInt32 = 0x9E37_79B9
        return samples.map { sample in
            state = state &* 1_664_525 &+ 1_013_904_223
            let noise = Int32(state >> 30) - 1  // -1, 0, 1 or 2
            return Int16(clamping: Int32(sample) + min(noise, 1))
        }
    }

    public static func defaultModelDirectory() -> String {
        if let configured = ProcessInfo.processInfo.environment["MYND_POCKETSPHINX_MODEL"] { return configured }
        return modelCandidates.first { FileManager.default.fileExists(atPath: $0 + "/en-us/mdef") } ?? modelCandidates[0]
    }

    public func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        let resampled = clip.sampleRate == 16_000 ? clip.samples : Resampler.linear(clip.samples, from: clip.sampleRate, to: 16_000)
        let samples = Self.dithered(resampled)
        let decoder = decoder
        let (directory, mode) = (modelDirectory, mode)
        let text = try await thread.run { try decoder.decode(samples, directory: directory, mode: mode) }
        return Transcript(text: text, transcriber: name, language: "en")
    }
}

/// The pocketsphinx decoder, touched only on the transcriber's thread.
private final class DecoderBox: @unchecked Sendable {
    private var ps: OpaquePointer?
    private var config: OpaquePointer?

    func decode(_ samples: [Int16], directory: String, mode: OfflineTranscriber.Mode) throws -> String {
        let ps = try load(directory: directory, mode: mode)
        guard ps_start_utt(ps) >= 0 else { throw RecognitionError.decoderFailed("could not start an utterance") }
        let processed = samples.withUnsafeBufferPointer {
            ps_process_raw(ps, $0.baseAddress, $0.count, 0, 1)
        }
        ps_end_utt(ps)
        guard processed >= 0 else { throw RecognitionError.decoderFailed("could not process the audio") }
        var score: Int32 = 0
        guard let hypothesis = ps_get_hyp(ps, &score) else { return "" }
        return String(cString: hypothesis)
    }

    private func load(directory: String, mode: OfflineTranscriber.Mode) throws -> OpaquePointer {
        if let ps { return ps }
        guard let config = mynd_ps_config(directory + "/en-us", directory + "/en-us.lm.bin",
                                          directory + "/cmudict-en-us.dict"),
              let decoder = ps_init(config) else {
            throw RecognitionError.decoderFailed("could not load the model from \(directory)")
        }
        if case let .grammar(phrases) = mode {
            let alternatives = phrases.map { $0.lowercased() }.joined(separator: " | ")
            let jsgf = "#JSGF V1.0;\ngrammar mynd;\npublic <utterance> = ( \(alternatives) )+ ;\n"
            guard ps_set_jsgf_string(decoder, "grammar", jsgf) >= 0, ps_set_search(decoder, "grammar") >= 0 else {
                ps_free(decoder)
                cmd_ln_free_r(config)
                throw RecognitionError.decoderFailed("the grammar was refused (are all words in the dictionary?)")
            }
        }
        self.config = config
        self.ps = decoder
        return decoder
    }

    func free() {
        if let ps { ps_free(ps) }
        if let config { cmd_ln_free_r(config) }
        ps = nil
        config = nil
    }
}

/// Sample-rate conversion for clips that do not arrive at 16 kHz (WAV files, other backends).
enum Resampler {
    static func linear(_ samples: [Int16], from source: Int, to target: Int) -> [Int16] {
        guard source != target, source > 0, !samples.isEmpty else { return samples }
        let count = Int(Double(samples.count) * Double(target) / Double(source))
        let step = Double(source) / Double(target)
        return (0..<count).map { index in
            let position = Double(index) * step
            let base = Int(position)
            let next = min(base + 1, samples.count - 1)
            let fraction = position - Double(base)
            return Int16(Double(samples[base]) * (1 - fraction) + Double(samples[next]) * fraction)
        }
    }
}
