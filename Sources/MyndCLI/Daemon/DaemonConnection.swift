import ArgumentParser
import Foundation
import MyndControl

/// Talking to the daemon from a command: exit 69 (EX_UNAVAILABLE) when it is not running.
package enum DaemonConnection {
    package static let unavailable = ExitCode(69)

    package static func client(timeout: Double = 30) throws -> ControlClient {
        do {
            return try ControlClient(socketPath: MyndPaths().controlSocket, timeout: timeout)
        } catch {
            printError("mynd: \(error)")
            throw unavailable
        }
    }

    /// Sends one command; prints the daemon's error and exits 1 when it refuses, 69 when it is gone.
    package static func request(_ command: ControlCommand, text: String? = nil, timeout: Double = 30) throws -> ControlReply {
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

    package static func printError(_ text: String) {
        var standardError = DaemonStandardError()
        print(text, to: &standardError)
    }
}

private struct DaemonStandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
