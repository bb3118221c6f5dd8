import ArgumentParser
import Foundation
import MyndControl

/// `mynd status [--json] [--follow]`: what the daemon is doing now, or each change as it happens.
package struct StatusCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the daemon's state (exit 69 when it is not running)."
    )

    @Flag(help: "One JSON object per status (for scripts and status bars).")
    var json = false

    @Flag(help: "Keep printing every state change until interrupted.")
    var follow = false

    package init() {}

    package func run() throws {
        if follow {
            let client = try DaemonConnection.client()
            do {
                try client.follow { status in
                    // Unbuffered, so a status bar reading a pipe sees each change at once.
                    FileHandle.standardOutput.write(Data((render(status) + "\n").utf8))
                    return true
                }
            } catch {
                DaemonConnection.printError("mynd: \(error)")
                throw DaemonConnection.unavailable
            }
            return
        }
        let reply = try DaemonConnection.request(.status)
        guard let status = reply.status else { throw ExitCode(1) }
        print(render(status))
    }

    private func render(_ status: DaemonStatus) -> String {
        if json {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: (try? encoder.encode(status)) ?? Data(), as: UTF8.self)
        }
        let uptime = Int(Date().timeIntervalSince(status.startedAt))
        var lines = [
            "mynd daemon \(status.version) (pid \(status.pid)), up \(uptime / 3600)h \(uptime / 60 % 60)m \(uptime % 60)s",
            "state:         \(status.phase)",
            "voice:         " + (status.voiceAvailable ? "available" : "unavailable — \(status.voiceProblem ?? "unknown")"),
            "notifications: \(status.notifications)",
            "hotkey:        \(status.hotkey)",
            "transcriber:   \(status.transcriber ?? "unknown")",
            "speech:        \(status.speech ?? (status.voiceAvailable ? "unknown" : "off (no voice)"))",
            "config:        \(status.configPath)",
        ]
        if let error = status.lastError { lines.append("last error:    \(error)") }
        if let keys = status.restartNeeded { lines.append("restart for:   \(keys.joined(separator: ", ")) (changed by a reload)") }
        return lines.joined(separator: "\n")
    }
}
