import Foundation
import MyndCore
import MyndTesting
import Testing

/// `mynd speak --engine …` end to end: the real binary, mynd's own wyoming-piper, Whisper listening to the result.
@Suite("mynd speak --engine", .serialized, .timeLimit(.minutes(3)))
struct SpeakEngineEndToEndTests {
    @Test("--engine piper speaks with Piper: Whisper hears the text, and nothing falls back")
    func piper() throws {
        let home = try MyndHome()
        let text = "I will call Alice about the garden tomorrow."
        let file = home.directory + "/out.wav"
        let result = try home.run(["speak", "--engine", "piper", "--to-file", file, text])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("mynd: speech:"), "fell back: \(result.stderr)")
        let clip = try AudioClip(wav: try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(clip.sampleRate == 22_050)
        let heard = try WhisperCheck.transcribe(clip)
        #expect(WhisperCheck.wordErrorRate(heard, text) <= 0.15, "Whisper heard \"\(heard)\"")
        // The private engine was stopped with the command.
        #expect(!((try? FileManager.default.contentsOfDirectory(atPath: home.directory + "/run/mynd")) ?? []).contains { $0.hasPrefix("piper") })
    }

    @Test("A Piper voice that is missing: espeak-ng speaks, and stderr says why once")
    func fallback() throws {
        let home = try MyndHome(config: "[speech]\nengine = \"piper\"\npiper_voice = \"xx_XX-nobody-low\"\n")
        let file = home.directory + "/out.wav"
        let result = try home.run(["speak", "--to-file", file, "Still spoken."])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("mynd: speech:") }
        #expect(lines.count == 1 && lines[0].contains("Piper voice xx_XX-nobody-low not found"), "\(result.stderr)")
        #expect(try AudioClip(wav: try Data(contentsOf: URL(fileURLWithPath: file))).duration > 0.5)
    }

    @Test("--engine takes only espeak or piper")
    func validation() throws {
        let home = try MyndHome()
        let result = try home.run(["speak", "--engine", "festival", "hello"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--engine must be espeak or piper"))
    }
}
