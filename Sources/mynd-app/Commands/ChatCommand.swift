import ArgumentParser
import Foundation
import MyndAssembly
import MyndCLI
import MyndCore
import MyndDaemon
import MyndVoice

/// `mynd chat`: a text conversation with Axel in the terminal, one line per turn, same sessions as voice.
struct ChatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.chat.rawValue,
        abstract: AppCommand.chat.abstract,
        discussion: "Each line is filed in the graph before Axel answers. `/end` closes the session (it gets a summary)."
    )

    @OptionGroup var global: GlobalOptions
    @Flag(name: .customLong("speak"), help: "Also speak Axel's replies.") var speak = false

    func run() async throws {
        let config = try global.loadConfig()
        let runtime = try global.openRuntime(config: config)
        let speaking = speak ? await global.openSpeaker(config: config) : nil
        defer { speaking?.1.close() }
        let conversation = runtime.conversation(speaker: speaking?.0)
        let interactive = Terminal.isTTY
        while true {
            if interactive { FileHandle.standardError.write(Data(Terminal.paint("you› ", .bold).utf8)) }
            guard let line = readLine()?.trimmingCharacters(in: .whitespacesAndNewlines), !line.isEmpty else { break }
            if line == "/end" {
                if let summary = await runtime.engine.endSession() { global.note("session summary: \(summary.content)") }
                continue
            }
            if interactive { FileHandle.standardError.write(Data(Terminal.paint("axel› ", .bold).utf8)) }
            let outcome = await TerminalReply.show(conversation.respond(to: line, source: .typed), printing: true)
            if let failure = outcome.failure { global.note("mynd: \(failure) (your words are saved)") }
        }
    }
}
