import Foundation
import Synchronization

/// A fresh private directory per test, removed at the end.
final class TempDir: Sendable {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path + "/mynd-daemon-tests-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        path = base
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ text: String, mode: Int = 0o600) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
        return file
    }
}

enum TestFailure: Error, CustomStringConvertible {
    case message(String)
    var description: String { if case .message(let m) = self { m } else { "" } }
}

/// A child process whose stdout lines the test can wait for; killed when released.
final class TestProcess: @unchecked Sendable {
    let process = Process()
    private let lines = Mutex<[String]>([])
    private let output = Pipe()

    init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard !data.isEmpty else { return }
            let text = String(decoding: data, as: UTF8.self)
            self?.lines.withLock { $0 += text.split(separator: "\n").map(String.init) }
        }
        try process.run()
    }

    deinit { stop() }

    func stop() {
        if process.isRunning {
            // SIGKILL: a child may inherit an ignored SIGTERM from the test runner's signal handling.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        output.fileHandleForReading.readabilityHandler = nil
    }

    var outputLines: [String] { lines.withLock { $0 } }

    /// Waits up to `timeout` seconds for a stdout line satisfying `match`.
    func waitForLine(timeout: Double = 10, _ match: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = outputLines.first(where: match) { return line }
            if !process.isRunning { break }
            usleep(20_000)
        }
        throw TestFailure.message("\(process.executableURL?.lastPathComponent ?? "process") printed no matching line; got \(outputLines)")
    }
}

/// Polls `condition` until it holds or `timeout` passes, without blocking the cooperative pool.
func eventually(timeout: Double = 15, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    } while Date() < deadline
    return try await condition()
}

/// Runs blocking socket code on its own thread, as a separate client process would: blocking the cooperative
/// pool (two threads on this machine) would starve the daemon's async handlers and deadlock the test.
func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.start()
    }
}
