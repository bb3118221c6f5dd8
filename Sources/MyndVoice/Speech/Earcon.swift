import Foundation

/// The short sounds that tell the user what the assistant is doing without words.
///
/// They are synthesised in code (a few sine tones with soft edges) rather than loaded from files, so an installed
/// binary needs no resource bundle. `Resources/earcons/*.wav` are reference renderings of the same tones
/// (`mynd-bench-voice --write-earcons DIR` regenerates them).
public enum Earcon: String, CaseIterable, Sendable {
    /// Key pressed: recording has started (rising).
    case listening
    /// Recording done: transcribing and thinking (a soft tick).
    case thinking
    /// The reply is over (falling).
    case done
    /// Something failed (two low beeps).
    case error

    /// (frequency in Hz, seconds) steps; 0 Hz is a pause.
    var tones: [(Double, Double)] {
        switch self {
        case .listening: [(660, 0.045), (880, 0.055)]
        case .thinking: [(523, 0.05)]
        case .done: [(880, 0.05), (660, 0.07)]
        case .error: [(220, 0.08), (0, 0.04), (220, 0.08)]
        }
    }

    /// Seconds of sound.
    public var duration: Double { tones.reduce(0) { $0 + $1.1 } }

    /// The earcon as mono 16-bit samples at `sampleRate`, at a modest volume with 5 ms fades.
    public func samples(sampleRate: Int = 22_050) -> [Int16] {
        var output: [Int16] = []
        let fade = Double(sampleRate) * 0.005
        for (frequency, seconds) in tones {
            let count = Int(Double(sampleRate) * seconds)
            for index in 0..<count {
                guard frequency > 0 else { output.append(0); continue }
                let edge = min(1, Double(index) / fade, Double(count - 1 - index) / fade)
                let value = sin(2 * Double.pi * frequency * Double(index) / Double(sampleRate)) * edge * 9_000
                output.append(Int16(value))
            }
        }
        return output
    }
}
