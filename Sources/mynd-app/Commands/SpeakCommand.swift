import ArgumentParser
import Foundation
import MyndAssembly
import MyndControl
import MyndCLI
import MyndCore
import MyndDaemon
import Logging
import MyndVoice

/// `mynd speak [TEXT]`: text (or stdin, streamed line by line) through the same sentence pipeline Axel's replies use.
struct SpeakCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.speak.rawValue,
        abstract: AppCommand.speak.abstract,
        discussion: """
        Markdown is stripped and code blocks are skipped, exactly as for Axel's spoken replies. The engine, voice,
        rate, pitch, volume and output device come from [speech] and [audio] in the configuration (with Piper, the
        daemon's engine when it runs, else one started for this command); this command speaks
        even when [speech] enabled = false, since you asked it to. `mynd speak --stop` silences the running
        daemon at once (a reply, a Talk, the briefing). Exits with status 69 when there is no audio server (or,
        with --stop, no daemon).
        """
    )

    @Argument(help: "The text to speak; stdin when omitted.")
    var text: [String] = []

    @Flag(help: "Print the units that would be spoken, one per line, and play nothing.")
    var segments = false

    @Option(name: .customLong("to-file"), help: "Write the speech to this WAV file instead of playing it.")
    var toFile: String?

    @Option(help: "espeak-ng voice (e.g. en-us, en-gb, de).")
    var voice: String?

    @Option(help: "Speaking rate in words per minute.")
    var rate: Int?

    @Option(help: "The engine for this once: espeak or piper (default: [speech] engine). Piper falls back to espeak-ng when it is missing or fails, and says so.")
    var engine: String?

    @Flag(help: "Silence the running daemon's speech now, and speak nothing.")
    var stop = false

    func validate() throws {
        if stop, !text.isEmpty || segments || toFile != nil { throw ValidationError("--stop takes no text and no other option") }
        if let engine, !["espeak", "piper"].contains(engine) { throw ValidationError("--engine must be espeak or piper") }
    }

    func run() async throws {
        if stop {
            let reply = try DaemonConnection.request(.speakStop)
            print(reply.text ?? "ok")
            return
        }
        let config = GlobalOptions.loadConfigOrExit()
        var speech = config.speech
        if let voice { speech.voice = voice }
        if let rate { speech.rate = rate }
        if let engine { speech.engine = engine }
        speech.enabled = true

        if segments {
            let input = text.isEmpty ? Self.readAllStdin() : text.joined(separator: " ")
            for unit in SentenceSplitter.split(input).map(SpeechText.clean) where !unit.isEmpty { print(unit) }
            return
        }
        let environment = ProcessInfo.processInfo.environment
        let piper = speech.engine == "piper"
        let (synthesizer, engines) = await SpeechEngines.oneShot(
            speech: speech, paths: MyndPaths(environment: environment), environment: environment,
            logger: Logger(label: "mynd") { _ in SwiftLogNoOpLogHandler() },
            // Only what a person must know: that espeak-ng speaks instead of Piper, and why (once per change).
            report: { line in if piper, !line.hasPrefix("piper") { FileHandle.standardError.write(Data("mynd: speech: \(line)\n".utf8)) } })
        do {
            try await speak(synthesizer: synthesizer, config: config)
        } catch {
            await engines.shutdown()
            throw error
        }
        await engines.shutdown()
    }

    private func speak(synthesizer: any SpeechSynthesizer, config: MyndConfig) async throws {
        if toFile != nil {
            let input = text.isEmpty ? Self.readAllStdin() : text.joined(separator: " ")
            let units = SentenceSplitter.split(input).map(SpeechText.clean).filter { !$0.isEmpty }
            var samples: [Int16] = []
            for unit in units { samples += try await synthesizer.synthesize(unit).samples }
            let clip = AudioClip(samples: samples, sampleRate: synthesizer.sampleRate)
            try clip.wavData().write(to: URL(fileURLWithPath: toFile ?? "out.wav"))
            return
        }

        let playback = PulsePlayback(audio: config.audio)
        defer { playback.close() }
        do {
            try await playback.open()
        } catch {
            FileHandle.standardError.write(Data("mynd: \(error)\n".utf8))
            throw ExitCode(69)
        }
        let speaker = SentenceSpeaker(synthesizer: synthesizer, sink: playback, acknowledgeAfter: nil)
        let pieces = text.isEmpty ? Self.stdinLines() : AsyncThrowingStream { $0.yield(text.joined(separator: " ")); $0.finish() }
        try await speaker.speak(pieces)
    }

    static func readAllStdin() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }

    /// stdin as it arrives, so `some-model | mynd speak` starts talking before the model is done.
    static func stdinLines() -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            Thread.detachNewThread {
                while let line = readLine(strippingNewline: false) { continuation.yield(line) }
                continuation.finish()
            }
        }
    }
}
