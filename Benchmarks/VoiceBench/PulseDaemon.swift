import Foundation

/// A private PulseAudio daemon for the benchmark (null sink `spk`, pipe source `mic`), as in RECIPES.md.
final class PulseDaemon {
    let directory: URL
    let server: String

    init() throws {
        directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("mynd-bench-\(getpid())")
        server = "unix:" + directory.appendingPathComponent("run/pulse/native").path
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("run"), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let fifo = directory.appendingPathComponent("mic.fifo").path
        try """
        load-module module-native-protocol-unix auth-anonymous=1
        load-module module-null-sink sink_name=spk
        load-module module-pipe-source source_name=mic file=\(fifo) format=s16le rate=16000 channels=1
        set-default-sink spk
        set-default-source mic

        """.write(to: directory.appendingPathComponent("ci.pa"), atomically: true, encoding: .utf8)
        guard run(["-n", "-F", directory.appendingPathComponent("ci.pa").path, "--daemonize=yes",
                   "--exit-idle-time=30", "--log-target=file:" + directory.appendingPathComponent("pa.log").path]) == 0
        else { throw BenchError("pulseaudio did not start") }
        let socket = directory.appendingPathComponent("run/pulse/native").path
        for _ in 0..<250 where !FileManager.default.fileExists(atPath: socket) { usleep(20_000) }
        usleep(300_000)  // the last modules load after the socket appears
    }

    func stop() {
        _ = run(["-k"])
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    private func run(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pulseaudio"] + arguments
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("run").path
        env["HOME"] = directory.path
        env.removeValue(forKey: "PULSE_SERVER")
        process.environment = env
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
