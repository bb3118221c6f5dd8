import Foundation
import MyndTesting
import Testing
@testable import MyndVoice

/// ALSA capture against a file-backed PCM defined in a temporary ~/.asoundrc (RECIPES.md).
@Suite("ALSA capture", .serialized, .timeLimit(.minutes(1)))
struct ALSACaptureTests {
    @Test("A file-backed PCM yields the file's samples")
    func fileBackedPCM() async throws {
        // Given a HOME whose .asoundrc defines `filemic` reading test speech (fixture audio in a temp dir)
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("mynd-alsa-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let speech = try Shell.speech("Buy milk and eggs.")
        let raw = home.appendingPathComponent("16k.raw")
        try speech.withUnsafeBytes { Data($0) }.write(to: raw)
        try """
        pcm.filemic { type file  slave.pcm "nullpcm"  file "/dev/null"  infile "\(raw.path)"  format "raw" }
        pcm.nullpcm { type null }
        """.write(to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
        let previousHome = ProcessInfo.processInfo.environment["HOME"]
        setenv("HOME", home.path, 1)
        defer { if let previousHome { setenv("HOME", previousHome, 1) } }

        // When ALSA capture reads as many samples as the file holds
        let stream = try await ALSACapture(device: "filemic").open()
        var captured: [Int16] = []
        for try await chunk in stream {
            captured += chunk
            if captured.count >= speech.count { break }
        }
        // Then they are the file's samples
        #expect(Array(captured.prefix(speech.count)) == speech)
    }

    @Test("An unknown device is a CaptureError, not a crash")
    func unknownDevice() async {
        await #expect(throws: CaptureError.self) { _ = try await ALSACapture(device: "mynd_no_such_pcm").open() }
    }
}
