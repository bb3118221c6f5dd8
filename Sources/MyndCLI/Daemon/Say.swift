import ArgumentParser
import Foundation
import MyndControl

/// `mynd say "<text>"`: text through the running daemon's Axel (and its voice), as if spoken.
package struct SayCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Send text to the running daemon: filed, answered by Axel and spoken there.",
        discussion: "Exits 69 when the daemon is not running (use `mynd ask` to talk to Axel without it)."
    )

    @Argument(help: "What to tell Axel.") var text: [String]

    package init() {}

    package func run() throws {
        let reply = try DaemonConnection.request(.say, text: text.joined(separator: " "), timeout: 120)
        print(reply.text ?? "ok")
    }
}
