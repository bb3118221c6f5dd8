import ArgumentParser
import Foundation
import MyndControl

/// The commands desktop keys run — `ptt start|stop|toggle|cancel` and `speak --stop` — recognised by their exact
/// words and sent to the daemon before ArgumentParser builds the command tree.
///
/// Key release waits on this process: building the tree of every `mynd` command cost ~3 ms of the ~5 ms between
/// `mynd ptt stop` starting and the daemon reading the request. Any other form (`ptt --help`, an unknown action,
/// `speak` with text) goes through ArgumentParser as before, and `speak` with text to `mynd-app`, which holds the
/// speech engines. Replies, messages and exit codes are the same either way (`DaemonConnection`).
package enum HotkeyCommands {
    /// The control command `arguments` (without the program name) ask for, or nil when they are any other form.
    package static func command(for arguments: [String]) -> ControlCommand? {
        if arguments == ["speak", "--stop"] { return .speakStop }
        guard arguments.count == 2, arguments[0] == "ptt", let action = PTTCommand.Action(rawValue: arguments[1]) else {
            return nil
        }
        return action.command
    }

    /// Sends `command`, prints the daemon's answer and exits: 0, 1 when the daemon refuses, 69 when none runs.
    package static func run(_ command: ControlCommand) -> Never {
        do {
            let reply = try DaemonConnection.request(command)
            print(reply.text ?? "ok")
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            DaemonConnection.printError("mynd: \(error)")
            exit(1)
        }
    }
}
