import Foundation
import MyndTesting

/// A private world for end-to-end runs of the real `mynd` binary: its own HOME, config, runtime dir (so the
/// control socket is ours), database and PulseAudio server — and none of the caller's keys, endpoints or buses,
/// so a developer's real configuration can never leak into (or be reached by) a test.
final class MyndHome: @unchecked Sendable {
    let directory: String
    /// What every `mynd` process here gets in its environment.
    private(set) var environment: [String: String]

    var dbPath: String { directory + "/mynd.sqlite" }
    var controlSocket: String { directory + "/run/mynd/control.sock" }

    /// `pulse`: the server the processes use; nil points them at a socket where nothing listens.
    /// `config`: the text of `$XDG_CONFIG_HOME/mynd/config.toml`, if any.
    init(pulse: PulseServer? = nil, config: String? = nil) throws {
        directory = NSTemporaryDirectory() + "mynd-e2e-" + UUID().uuidString.prefix(8)
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory + "/run", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try fm.createDirectory(atPath: directory + "/config/mynd", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if let config {
            try config.write(toFile: directory + "/config/mynd/config.toml", atomically: true, encoding: .utf8)
            chmod(directory + "/config/mynd/config.toml", 0o600)
        }
        var env = ProcessInfo.processInfo.environment
        for key in env.keys where key.hasPrefix("ANTHROPIC_") || key.hasPrefix("OPENAI_") || key.hasPrefix("MYND_")
            || ["DBUS_SESSION_BUS_ADDRESS", "NOTIFY_SOCKET", "CREDENTIALS_DIRECTORY", "PULSE_SERVER", "NO_COLOR"].contains(key) {
            env.removeValue(forKey: key)
        }
        env["HOME"] = directory
        env["XDG_RUNTIME_DIR"] = directory + "/run"
        env["XDG_CONFIG_HOME"] = directory + "/config"
        env["XDG_DATA_HOME"] = directory + "/data"
        env["MYND_DB"] = directory + "/mynd.sqlite"
        env["PULSE_SERVER"] = pulse?.server ?? "unix:" + directory + "/no-pulse-here"
        environment = env
    }

    /// Adds (or replaces) environment variables for every later process.
    func set(_ values: [String: String]) { for (key, value) in values { environment[key] = value } }

    /// Runs `mynd args…` to completion, stdout and stderr held in memory.
    func run(_ args: [String]) throws -> MyndProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MyndProcess.binary)
        process.arguments = args
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderrBox = DataBox()
        Thread { stderrBox.data = err.fileHandleForReading.readDataToEndOfFile() }.start()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        // Not `waitUntilExit()`: off the main thread it spins a run loop at full CPU on Linux.
        while process.isRunning || !stderrBox.done { usleep(2_000) }
        return MyndProcess.Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                                  stderr: String(decoding: stderrBox.data, as: UTF8.self), stdoutData: stdoutData)
    }

    /// `mynd list --json` parsed: every node in the graph.
    func nodes() throws -> [[String: Any]] {
        let result = try run(["list", "--json"])
        return (try? JSONSerialization.jsonObject(with: result.stdoutData)) as? [[String: Any]] ?? []
    }

    /// `mynd status --json` parsed, or nil while the daemon does not answer.
    func status() throws -> [String: Any]? {
        let result = try run(["status", "--json"])
        guard result.status == 0 else { return nil }
        return (try? JSONSerialization.jsonObject(with: result.stdoutData)) as? [String: Any]
    }

    /// Polls `condition` every 100 ms until it holds or `seconds` pass; returns whether it held.
    func waitFor(seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(100_000)
        }
        return try condition()
    }

    func cleanup() { try? FileManager.default.removeItem(atPath: directory) }
}
