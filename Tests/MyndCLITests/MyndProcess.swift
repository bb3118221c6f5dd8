import Foundation

/// Runs the built `mynd` binary as a real child process against its own temporary database.
struct MyndProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutData: Data
    }

    let directory: String
    var dbPath: String { directory + "/mynd.sqlite" }

    init() throws {
        directory = NSTemporaryDirectory() + "mynd-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func cleanup() { try? FileManager.default.removeItem(atPath: directory) }

    /// The `mynd` built beside this test bundle (`.build/<triple>/debug/mynd`).
    static let binary: String = {
        var candidates: [URL] = []
        if let exe = Bundle.main.executableURL { candidates.append(exe.deletingLastPathComponent().appendingPathComponent("mynd")) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("mynd"))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/mynd"))
        for url in candidates where FileManager.default.isExecutableFile(atPath: url.path) { return url.path }
        fatalError("mynd binary not found (looked in \(candidates.map(\.path))); run `swift build --build-tests` first")
    }()

    /// Runs `mynd args…` with `MYND_DB` pointing at this test's database.
    @discardableResult
    func run(_ args: [String], stdin: Data? = nil, env extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["MYND_DB"] = dbPath
        env.removeValue(forKey: "NO_COLOR")
        for (k, v) in extra { env[k] = v }
        process.environment = env
        return try Self.capture(process, stdin: stdin)
    }

    /// Runs `mynd args…` under a pseudo-terminal (util-linux `script`), as a person at a terminal would.
    func runInTerminal(_ args: [String], env extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = ([Self.binary] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        process.arguments = ["-qec", command, "/dev/null"]
        var env = ProcessInfo.processInfo.environment
        env["MYND_DB"] = dbPath
        env["COLUMNS"] = "120"
        env["TERM"] = "xterm"
        env.removeValue(forKey: "NO_COLOR")
        for (k, v) in extra { env[k] = v }
        process.environment = env
        return try Self.capture(process, stdin: nil)
    }

    private static func capture(_ process: Process, stdin: Data?) throws -> Result {
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Write stdin on another thread so a large input cannot deadlock against a full stdout pipe.
        let writer = Thread {
            if let stdin { input.fileHandleForWriting.write(stdin) }
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let stderrBox = DataBox()
        let reader = Thread { stderrBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !stderrBox.done { usleep(1000) }
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrBox.data, as: UTF8.self), stdoutData: stdoutData)
    }
}

/// Hands stderr bytes back from the reader thread.
final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Data()
    private var finished = false
    var data: Data {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue; finished = true } }
    }
    var done: Bool { lock.withLock { finished } }
}
