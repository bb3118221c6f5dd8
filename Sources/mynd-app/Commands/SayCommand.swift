import ArgumentParser
import Foundation
import MyndCLI
import MyndDaemon

/// `mynd say "<text>"`: text through the running daemon's Axel (and its voice), as if spoken.
struct SayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.say.rawValue,
        abstract: AppCommand.say.abstract,
        discussion: "Exits 69 when the daemon is not running (use `mynd ask` to talk to Axel without it)."
    )

    @Argument(help: "What to tell Axel.") var text: [String]

    func run() throws {
        let reply = try DaemonConnection.request(.say, text: text.joined(separator: " "), timeout: 120)
        print(reply.text ?? "ok")
    }
}
