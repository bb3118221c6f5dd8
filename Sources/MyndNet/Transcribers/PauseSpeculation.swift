import Foundation

/// When a streaming Wyoming transcription may start early: after `pause` seconds of quiet that follow speech.
///
/// Whisper needs the whole utterance, and on a small machine it takes about half a second for a few seconds of
/// speech. People pause before they release the key; if the engine starts at the pause and nothing but quiet
/// follows, the transcript is ready (or nearly) when the key comes up. If they speak again, the early result is
/// dropped and the next pause tries again; the final answer always covers everything that was said.
public struct PauseSpeculation: Hashable, Sendable {
    /// Quiet that counts as a pause, in seconds. 0.2 s. A shorter pause was tried and measured worse: with 0.15 s
    /// (32 thoughts spoken by Piper's joe voice through the daemon, key up 0.05 s after each clip) the median
    /// release → transcript fell (533 → 471 ms) but p95 rose (604 → 838 ms) and the word error rate doubled
    /// (0.043 → 0.092): more early tries mid-sentence occupy the engine when the last one is asked for, and a
    /// soft word after a short gap can pass for quiet, so an early transcript without it answers.
    public var pause: Double
    /// A chunk is quiet below this fraction of the loudest chunk so far (0.06 ≈ −24 dB)…
    public var relativeQuiet: Double
    /// …or below this level in any case (RMS, full scale 1), so a room's hum never counts as speech.
    public var quietFloor: Double

    public init(pause: Double = 0.2, relativeQuiet: Double = 0.06, quietFloor: Double = 0.003) {
        self.pause = pause
        self.relativeQuiet = relativeQuiet
        self.quietFloor = quietFloor
    }
}

/// Follows the loudness of a stream's chunks for a `PauseSpeculation`.
struct PauseTracker {
    let settings: PauseSpeculation
    let pauseSamples: Int
    private var loudest = 0.0
    private var quietRun = 0
    /// Speech arrived since the last early transcription (or since the start).
    private var speechSinceSpeculation = false
    /// Whether everything after the last early transcription was quiet.
    private(set) var quietSinceSpeculation = false

    init(_ settings: PauseSpeculation, sampleRate: Int) {
        self.settings = settings
        pauseSamples = max(1, Int(settings.pause * Double(sampleRate)))
    }

    /// Takes a chunk; true when it completes a pause after new speech (time to transcribe early).
    mutating func add(_ samples: [Int16]) -> Bool {
        let level = Self.rms(samples)
        loudest = max(loudest, level)
        let quiet = level < max(settings.quietFloor, loudest * settings.relativeQuiet)
        if quiet {
            quietRun += samples.count
        } else {
            quietRun = 0
            speechSinceSpeculation = true
            quietSinceSpeculation = false
        }
        return speechSinceSpeculation && quietRun >= pauseSamples
    }

    /// An early transcription started with everything so far.
    mutating func speculated() {
        speechSinceSpeculation = false
        quietSinceSpeculation = true
    }

    static func rms(_ samples: [Int16]) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for sample in samples {
            let value = Double(sample) / 32_768
            sum += value * value
        }
        return (sum / Double(samples.count)).squareRoot()
    }
}
