import ArgumentParser
import Foundation
import Logging
import MyndAssembly
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

    @Flag(help: "Print the transcript as JSON (text, transcriber, language, seconds; heard: the transcriber's own words when known names were put back).")
    var json = false

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("with"), help: "Which transcriber: local, wyoming, openai, whispercpp or offline (default: the configured chain, offline last).")
    var with: String?

    @Option(help: "The server for --with wyoming (tcp://host:port or unix:///path), openai or whispercpp; default: [transcriber] url.")
    var url: String?

    @Option(help: "Language hint (ISO-639-1); default: [transcriber] language.")
    var language: String?

    func run() async throws {
        let clip: AudioClip
        do {
            clip = try AudioClip(wav: try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch let error as AudioClip.WAVError {
            throw ValidationError("\(file): \(error)")
        }
        let kinds = ["local", "wyoming", "openai", "whispercpp", "offline"]
        if let with, !kinds.contains(with) {
            throw ValidationError("unknown transcriber \"\(with)\" (" + kinds.joined(separator: ", ") + ")")
        }
        if with == "wyoming", url == nil, (try? global.loadConfig())?.transcriber.url == nil {
            throw ValidationError("--with wyoming needs --url tcp://host:port or unix:///path (or [transcriber] url)")
        }
        let runtime = try global.openRuntime(config: try global.loadConfig())
        let transcript: Transcript
        do {
            let transcriber = try runtime.transcriber(preferring: with, url: url, environment: ProcessInfo.processInfo.environment,
                                                      logger: Logger(label: "mynd"))
            var hints = runtime.transcriptionHints()
            if let language { hints.language = language }
            let result: Result<Transcript, any Error>
            do { result = .success(try await transcriber.transcribe(clip, hints: hints)) } catch { result = .failure(error) }
            await MyndRuntime.close(transcriber)
            transcript = try result.get()
        } catch {
            FileHandle.standardError.write(Data("mynd: \(error)\n".utf8))
            throw ExitCode(69)
        }
        global.note("transcribed by: \(transcript.transcriber)")
        if let raw = transcript.heard, !json { global.note("known names put back; the transcriber wrote: \(raw)") }
        if json {
            let output = Output(text: transcript.text, transcriber: transcript.transcriber,
                                language: transcript.language, seconds: clip.duration, heard: transcript.heard)
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
        /// The transcriber's own words, when known names were put back in `text`.
        var heard: String?
    }
}
