import ArgumentParser
import Foundation
import Logging
import MyndCLI
import MyndCore
import MyndDaemon

/// `mynd transcribe FILE.wav`: a transcriber on a recording, to check what mynd would hear.
struct TranscribeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.transcribe.rawValue,
        abstract: AppCommand.transcribe.abstract,
        discussion: "Exits with status 69 when the chosen transcriber is unavailable (e.g. the offline model is missing)."
    )

    @Argument(help: "A 16-bit PCM WAV file (mono or stereo, any sample rate).")
    var file: String

    @Flag(help: "Print the transcript as JSON (text, transcriber, language, seconds).")
    var json = false

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("with"), help: "Which transcriber: openai, whispercpp or offline (default: the configured chain, offline last).")
    var with: String?

    @Option(help: "Language hint (ISO-639-1); default: [transcriber] language.")
    var language: String?

    func run() async throws {
        let clip: AudioClip
        do {
            clip = try AudioClip(wav: try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch let error as AudioClip.WAVError {
            throw ValidationError("\(file): \(error)")
        }
        if let with, !["openai", "whispercpp", "offline"].contains(with) {
            throw ValidationError("unknown transcriber \"\(with)\" (openai, whispercpp or offline)")
        }
        let runtime = try global.openRuntime(config: try global.loadConfig())
        let transcript: Transcript
        do {
            let transcriber = try runtime.transcriber(preferring: with, environment: ProcessInfo.processInfo.environment,
                                                      logger: Logger(label: "mynd"))
            var hints = runtime.transcriptionHints()
            if let language { hints.language = language }
            transcript = try await transcriber.transcribe(clip, hints: hints)
        } catch {
            FileHandle.standardError.write(Data("mynd: \(error)\n".utf8))
            throw ExitCode(69)
        }
        global.note("transcribed by: \(transcript.transcriber)")
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
}
