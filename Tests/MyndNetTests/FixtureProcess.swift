import Foundation
import MyndNet

/// A fixture server from `Tests/Fixtures` running as a real process on a real socket.
///
/// It is started with its script inline, announces `PORT <n>` on its first stdout line, and exits when its stdin
/// closes — so a crashed test run cannot leave it behind. For example:
/// ```swift
/// let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["Hi"]]])
/// defer { fixture.stop() }
/// let url = fixture.url("/v1/messages")
/// ```
final class FixtureProcess: @unchecked Sendable {
    let port: Int
    private let process: Process
    private let stdin: Pipe

    /// `Tests/Fixtures`, found from this file's path so tests run from any working directory.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    enum Failure: Error, CustomStringConvertible {
        case didNotStart(String)
        var description: String {
            switch self { case let .didNotStart(why): "the fixture server did not start: \(why)" }
        }
    }

    private init(port: Int, process: Process, stdin: Pipe) {
        self.port = port
        self.process = process
        self.stdin = stdin
    }

    /// Launches `script` (a file in Tests/Fixtures) with the given scripted responses and waits for its port.
    static func start(_ script: String, responses: [[String: any Sendable]] = [[:]]) async throws -> FixtureProcess {
        let scriptJSON = String(decoding: try JSONSerialization.data(withJSONObject: ["responses": responses]), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", directory.appendingPathComponent(script).path, "--port", "0",
                             "--script-json", scriptJSON, "--lifetime", "120"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try process.run() } catch { throw Failure.didNotStart("python3 could not be launched: \(error)") }
        do {
            let port = try await readPort(from: stdout.fileHandleForReading)
            return FixtureProcess(port: port, process: process, stdin: stdin)
        } catch {
            process.terminate()
            throw error
        }
    }

    /// Reads the first stdout line on its own thread: a blocking read must not hold a cooperative thread.
    private static func readPort(from handle: FileHandle) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                var line: [UInt8] = []
                while true {
                    let byte = handle.readData(ofLength: 1)
                    guard let first = byte.first else {
                        return continuation.resume(throwing: Failure.didNotStart("it exited before printing its port"))
                    }
                    if first == 0x0A { break }
                    line.append(first)
                }
                let text = String(decoding: line, as: UTF8.self)
                guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
                    return continuation.resume(throwing: Failure.didNotStart("unexpected first line \"\(text)\""))
                }
                continuation.resume(returning: port)
            }.start()
        }
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// What the fixture recorded, one entry per request, in arrival order.
    func requests() async throws -> [RecordedRequest] {
        let response = try await HTTPClient().send(HTTPRequest(url: url("/__requests")))
        return try JSONDecoder().decode([RecordedRequest].self, from: Data(response.body))
    }

    /// Closes stdin (the fixture exits on EOF) and sends SIGTERM for good measure. It does not wait: a test's
    /// `defer` runs on the cooperative pool, and Foundation reaps the child on its own thread.
    func stop() {
        try? stdin.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    deinit { if process.isRunning { process.terminate() } }
}

/// One request as the fixture saw it.
struct RecordedRequest: Decodable, Sendable {
    var index: Int
    var path: String
    var headers: [String: String]
    var body: String
    var form: [String: FormValue]?
    /// "completed", "disconnected" (the client closed the connection mid-response) or "started".
    var outcome: String
    /// Text deltas written before the response ended.
    var written: Int

    /// The body parsed as a JSON object.
    func json() -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    }

    enum FormValue: Decodable, Sendable {
        case text(String)
        case file(FileSummary)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .text(text) } else { self = .file(try container.decode(FileSummary.self)) }
        }
        var text: String? { if case let .text(value) = self { value } else { nil } }
        var file: FileSummary? { if case let .file(value) = self { value } else { nil } }
    }

    struct FileSummary: Decodable, Sendable {
        struct WAV: Decodable, Sendable {
            var rate: Int
            var channels: Int
            var sample_width: Int
            var frames: Int
        }
        var filename: String
        var content_type: String
        var size: Int
        var wav: WAV?
    }
}
