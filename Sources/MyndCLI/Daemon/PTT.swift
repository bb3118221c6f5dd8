import ArgumentParser
import Foundation
import MyndControl

/// `mynd ptt start|stop|toggle|cancel`: push-to-talk through the running daemon (bind these to desktop keys).
package struct PTTCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "ptt",
        abstract: "Push-to-talk: start, stop, toggle or cancel listening in the running daemon.",
        discussion: "Bind `mynd ptt toggle` to a key in your desktop; for true hold-to-talk bind `start` on press and `stop` on release."
    )

    package enum Action: String, ExpressibleByArgument, CaseIterable {
        case start, stop, toggle, cancel

        var command: ControlCommand {
            switch self {
            case .start: .pttStart
            case .stop: .pttStop
            case .toggle: .pttToggle
            case .cancel: .pttCancel
            }
        }
    }

    @Argument(help: "start, stop, toggle or cancel")
    var action: Action

    package init() {}

    package func run() throws {
        let reply = try DaemonConnection.request(action.command)
        print(reply.text ?? "ok")
    }
}

