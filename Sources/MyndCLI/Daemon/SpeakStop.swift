import ArgumentParser
import Foundation
import MyndControl

/// `mynd speak --stop`, served by the light binary: silencing Axel is a hotkey path, like `ptt`, and must not pay
/// for starting `mynd-app`. Any other `speak` goes to `mynd-app`, which holds the speech engines.
package enum SpeakStop {
    /// True for exactly `speak --stop` (the only form that takes no text and no other option).
    package static func isAsked(_ arguments: [String]) -> Bool {
        arguments == ["speak", "--stop"]
    }

    /// Sends `speak.stop` and prints the daemon's answer; exits 69 when no daemon runs.
    package static func run() -> Never {
        do {
            let reply = try DaemonConnection.request(.speakStop)
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
