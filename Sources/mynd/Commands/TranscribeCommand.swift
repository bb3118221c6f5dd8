import ArgumentParser
import Foundation
import MyndCore
import MyndVoice

/// `mynd transcribe FILE.wav`: a transcriber on a recording, to check what mynd would hear.
struct TranscribeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcribe",
        abstract: "Transcribe a 16-bit PCM WAV file.",
        discussion: "Exits with status 69 when the chosen transcriber is unavailable (e.g. the offline model is missing)."
    )

    @Argument(help: "A 16-bit PCM WAV file (mono or stereo, any sample rate).")
    var file: String

    @Flag(help: "Print the transcript as JSON (text, transcriber, language, seconds).")
    var json = false

    @Option(name: .customLong("with"), help: "Which transcriber to use: offline.")
    var with: String = "offline"

    @Option(help: "Language hint (ISO-639-1).")
    var language: String = "en"

    func run() async throws {
        let clip: AudioClip
        do {
            clip = try AudioClip(wav: try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch let error as AudioClip.WAVError {
            throw ValidationError("\(file): \(error)")
        }
        let transcriber: any Transcriber
        do {
            transcriber = try Self.makeTranscriber(with)
        } catch let error as RecognitionError {
            FileHandle.standardError.write(Data("mynd: \(error)\n".utf8))
            throw ExitCode(69)
        }
        let transcript = try await transcriber.transcribe(clip, hints: TranscriptionHints(language: language))
        if json {
            let output = Output(text: transcript.text, transcriber: transcript.transcriber,
                                language: transcript.language, seconds: clip.duration)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
        } else {
            print(transcript.text)
        }
    }

    struct Output: Encodable {
        var text: String
        var transcriber: String
        var language: String?
        var seconds: Double
    }

    /// The transcriber named by `--with`. Remote kinds (openai, whispercpp) are added where MyndNet is wired in.
    static func makeTranscriber(_ kind: String) throws -> any Transcriber {
        switch kind {
        case "offline": try OfflineTranscriber()
        default: throw ValidationError("unknown transcriber \"\(kind)\" (available here: offline)")
        }
    }
}
