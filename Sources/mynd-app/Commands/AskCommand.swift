import ArgumentParser
import Foundation
import MyndAssembly
import MyndCLI
import MyndCore
import MyndDaemon
import MyndVoice

/// `mynd ask "<text>"`: one exchange with Axel, printed as it streams (and spoken unless `--no-speak`).
struct AskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.ask.rawValue,
        abstract: AppCommand.ask.abstract,
        discussion: """
            The utterance is stored before any network call. With no API key configured the embedded offline Axel \
            answers. Exit 0 on success; 69 when the model failed (the utterance is kept, the reason is on stderr).
            """
    )

    @OptionGroup var global: GlobalOptions
    @Argument(help: "What you want to tell Axel.") var text: [String]
    @Flag(help: "Print {\"reply\", \"nodes\", \"usage\"} as one JSON document at the end instead of streaming text.")
    var json = false
    @Flag(name: .customLong("no-speak"), help: "Do not speak the reply.") var noSpeak = false

    func run() async throws {
        let config = try global.loadConfig()
        let runtime = try global.openRuntime(config: config)
        let speaking = noSpeak ? nil : await global.openSpeaker(config: config)
        defer { speaking?.1.close() }
        let conversation = runtime.conversation(speaker: speaking?.0)
        let outcome = await TerminalReply.show(conversation.respond(to: text.joined(separator: " "), source: .typed), printing: !json)
        if json {
            Terminal.write(String(decoding: try GraphJSON.encoder().encode(outcome.report), as: UTF8.self) + "\n")
        }
        if let failure = outcome.failure {
            FileHandle.standardError.write(Data("mynd: \(failure) (your words are saved as \(outcome.utterance.id.short))\n".utf8))
            throw ExitCode(69)
        }
    }
}
