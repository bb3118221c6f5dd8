import ArgumentParser
import Foundation
import MyndCLI
import MyndDaemon

/// `mynd ptt start|stop|toggle|cancel`: push-to-talk through the running daemon (bind these to desktop keys).
struct PTTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.ptt.rawValue,
        abstract: AppCommand.ptt.abstract,
        discussion: "Bind `mynd ptt toggle` to a key in your desktop; for true hold-to-talk bind `start` on press and `stop` on release."
    )

    enum Action: String, ExpressibleByArgument, CaseIterable {
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

    func run() throws {
        let reply = try DaemonConnection.request(action.command)
        print(reply.text ?? "ok")
    }
}

/// Talking to the daemon from a command: exit 69 (EX_UNAVAILABLE) when it is not running.
enum DaemonConnection {
    static let unavailable = ExitCode(69)

    static func client(timeout: Double = 30) throws -> ControlClient {
        do {
            return try ControlClient(socketPath: MyndPaths().controlSocket, timeout: timeout)
        } catch {
            printError("mynd: \(error)")
            throw unavailable
        }
    }

    /// Sends one command; prints the daemon's error and exits 1 when it refuses, 69 when it is gone.
    static func request(_ command: ControlCommand, text: String? = nil, timeout: Double = 30) throws -> ControlReply {
        let connection = try client(timeout: timeout)
        let reply: ControlReply
        do {
            reply = try connection.request(command, text: text)
        } catch {
            printError("mynd: \(error)")
            throw unavailable
        }
        if reply.ok == false {
            printError("mynd: " + (reply.error?.message ?? "the daemon refused the command"))
            throw ExitCode(1)
        }
        return reply
    }

    static func printError(_ text: String) {
        var standardError = DaemonStandardError()
        print(text, to: &standardError)
    }
}

private struct DaemonStandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
