import Foundation
import MyndCore

/// Tries transcribers in order (each retries on its own) and reports which one answered.
///
/// Whisper-family models invent text for silence ("Thank you.", "[BLANK_AUDIO]", "you"). When the clip is
/// near-silent and the answer is one of those, the chain returns an empty transcript instead of a fake thought.
///
/// It is also the one place every transcript passes on its way to a thought (push-to-talk, `mynd listen`,
/// `mynd transcribe`), so the names the graph knows are put back here (`hints.knownNames`, `KnownNameCorrection`),
/// whichever transcriber answered; the transcriber's own words stay in `Transcript.heard`.
public struct TranscriberChain: Transcriber {
    public let transcribers: [any Transcriber]
    /// RMS (0…1 of full scale) under which a clip counts as near-silent.
    public var silenceRMS: Double

    public init(_ transcribers: [any Transcriber], silenceRMS: Double = 0.005) {
        self.transcribers = transcribers
        self.silenceRMS = silenceRMS
    }

    public var name: String { transcribers.map(\.name).joined(separator: "→") }

    /// The first answer in chain order; `Transcript.transcriber` names who gave it. Empty text when a near-silent
    /// clip got only a known hallucination. Throws `RecognitionError.allFailed` with every reason otherwise.
    public func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        try await transcribe(clip, hints: hints, startingAt: 0, reasons: [])
    }

    /// The chain from `index` on; `reasons` already holds why the earlier ones failed.
    func transcribe(_ clip: AudioClip, hints: TranscriptionHints, startingAt index: Int, reasons earlier: [String]) async throws -> Transcript {
        var reasons = earlier
        for transcriber in transcribers.dropFirst(index) {
            try Task.checkCancellation()
            do {
                return filtered(try await transcriber.transcribe(clip, hints: hints), clip: clip, hints: hints)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                reasons.append("\(transcriber.name): \(error)")
            }
        }
        throw RecognitionError.allFailed(reasons)
    }

    /// Empty text for a known hallucination on a near-silent clip; a sentence Whisper looped on, said once; then the
    /// known names put back (`correctingNames`).
    func filtered(_ transcript: Transcript, clip: AudioClip, hints: TranscriptionHints) -> Transcript {
        var transcript = transcript
        if Self.clipIsNearSilent(clip, threshold: silenceRMS), Self.isKnownHallucination(transcript.text) {
            transcript.text = ""
        }
        transcript.text = Self.collapsingRepeats(transcript.text)
        return Self.correctingNames(transcript, knownNames: hints.knownNames)
    }

    /// `transcript` with the names in `knownNames` put back where it holds a word that sounds like one; the
    /// transcriber's own words move to `heard` when anything changed.
    public static func correctingNames(_ transcript: Transcript, knownNames: [String]) -> Transcript {
        guard !knownNames.isEmpty, !transcript.text.isEmpty else { return transcript }
        let corrected = KnownNameCorrection.forNames(knownNames).correct(transcript.text)
        guard !corrected.changes.isEmpty else { return transcript }
        var result = transcript
        result.heard = transcript.heard ?? transcript.text
        result.text = corrected.text
        return result
    }

    /// Whisper models loop on trailing silence: "Call the dentist on Monday. Call the dentist on Monday." or a
    /// cut-off copy ("… at 8.30 on Saturday. Book a table for six people at 8.30."). A sentence that repeats the one
    /// before it, whole or as its beginning (three words at least), is dropped, so one thought is filed once.
    public static func collapsingRepeats(_ text: String) -> String {
        var sentences: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if ".!?".contains(text[index]), next == text.endIndex || text[next].isWhitespace {
                sentences.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { sentences.append(text[start...]) }
        guard sentences.count > 1 else { return text }
        func words(_ sentence: Substring) -> [String] {
            sentence.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
        }
        var kept: [Substring] = [sentences[0]]
        for sentence in sentences.dropFirst() {
            let previous = words(kept[kept.count - 1])
            let current = words(sentence)
            let repeats = !current.isEmpty && current.count <= previous.count
                && Array(previous.prefix(current.count)) == current && (current.count >= 3 || current == previous)
            if !repeats { kept.append(sentence) }
        }
        guard kept.count < sentences.count else { return text }
        return kept.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Root-mean-square level of the clip as a fraction of full scale.
    public static func rms(_ clip: AudioClip) -> Double {
        guard !clip.samples.isEmpty else { return 0 }
        let sum = clip.samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(clip.samples.count)).squareRoot() / 32_768
    }

    /// True when the clip's RMS is below `threshold` (default ≈ −46 dBFS: a quiet room, no speech).
    public static func clipIsNearSilent(_ clip: AudioClip, threshold: Double = 0.005) -> Bool {
        rms(clip) < threshold
    }

    /// What Whisper models are known to produce from silence or noise.
    static let hallucinations: Set<String> = [
        "", "you", "thank you", "thanks", "thank you very much", "thanks for watching", "thank you for watching",
        "thank you so much for watching", "please subscribe", "bye", "bye bye", "so", "okay", "oh", "uh", "um",
        "blank_audio", "blank audio", "silence", "music", "applause", "laughter", "inaudible", "no speech",
        "subtitles by the amara org community", "transcription by castingwords", "the end", "i'm sorry",
    ]

    /// True for a known silence hallucination, ignoring case, punctuation and brackets ("[BLANK_AUDIO]", "Thank you.").
    public static func isKnownHallucination(_ text: String) -> Bool {
        let normalized = text.lowercased()
            .map { $0.isLetter || $0 == "'" || $0 == "_" ? $0 : " " }
            .split(separator: " ").joined(separator: " ")
        return hallucinations.contains(String(normalized))
    }
}
