import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fixture server from `Tests/Fixtures` running as a real process on a real socket.
///
/// It is started with its script inline, announces `PORT <n>` on its first stdout line, and exits when its stdin
/// closes — so a crashed test run cannot leave it behind. For example:
/// ```swift
/// let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["Hi"]]])
/// defer { fixture.stop() }
/// let url = fixture.url("/v1/messages")
/// ```
public final class FixtureProcess: @unchecked Sendable {
    public let port: Int
    private let process: Process
    private let stdin: Pipe

    /// `Tests/Fixtures`, found from this file's path so tests run from any working directory.
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures")

    public enum Failure: Error, CustomStringConvertible {
        case didNotStart(String)
        public var description: String {
            switch self { case let .didNotStart(why): "the fixture server did not start: \(why)" }
        }
    }

    private init(port: Int, process: Process, stdin: Pipe) {
        self.port = port
        self.process = process
        self.stdin = stdin
    }

    /// Launches `script` (a file in Tests/Fixtures) with the given scripted responses and waits for its port.
    public static func start(_ script: String, responses: [[String: any Sendable]] = [[:]]) async throws -> FixtureProcess {
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

    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// What the fixture recorded, one entry per request, in arrival order.
    public func requests() async throws -> [RecordedRequest] {
        let body = try await Self.get(port: port, path: "/__requests")
        return try JSONDecoder().decode([RecordedRequest].self, from: body)
    }

    /// A plain HTTP/1.1 GET over a loopback socket (`Connection: close`, read to EOF), on a thread of its own:
    /// the helpers must not depend on the HTTP client they are used to test.
    private static func get(port: Int, path: String) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try blockingGet(port: port, path: path) })
            }.start()
        }
    }

    private static func blockingGet(port: Int, path: String) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure.didNotStart("socket() failed: errno \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure.didNotStart("cannot connect to port \(port): errno \(errno)") }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        guard let end = response.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure.didNotStart("malformed answer to GET \(path)")
        }
        return response.subdata(in: end.upperBound..<response.endIndex)
    }

    /// Closes stdin (the fixture exits on EOF) and sends SIGTERM for good measure. It does not wait: a test's
    /// `defer` runs on the cooperative pool, and Foundation reaps the child on its own thread.
    public func stop() {
        try? stdin.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    deinit { if process.isRunning { process.terminate() } }
}

/// One request as the fixture saw it.
public struct RecordedRequest: Decodable, Sendable {
    public var index: Int
    public var path: String
    public var headers: [String: String]
    public var body: String
    public var form: [String: FormValue]?
    /// "completed", "disconnected" (the client closed the connection mid-response) or "started".
    public var outcome: String
    /// Text deltas written before the response ended.
    public var written: Int

    /// The body parsed as a JSON object.
    public func json() -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    }

    public enum FormValue: Decodable, Sendable {
        case text(String)
        case file(FileSummary)
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .text(text) } else { self = .file(try container.decode(FileSummary.self)) }
        }
        public var text: String? { if case let .text(value) = self { value } else { nil } }
        public var file: FileSummary? { if case let .file(value) = self { value } else { nil } }
    }

    public struct FileSummary: Decodable, Sendable {
        public struct WAV: Decodable, Sendable {
            public var rate: Int
            public var channels: Int
            public var sample_width: Int
            public var frames: Int
        }
        public var filename: String
        public var content_type: String
        public var size: Int
        public var wav: WAV?
    }
}
