import Foundation
import MyndCore
import MyndNet
#if canImport(Glibc)
import Glibc
#endif

// mynd-bench-net: client overhead from the fixture writing a text delta to the stream yielding it.
//
// The fixture stamps each delta with CLOCK_MONOTONIC (ns) just before encoding and writing it; the reader takes the
// same clock when the text reaches it. Rows: a raw-socket Python reader (the baseline: no HTTP, SSE or JSON work),
// MyndNet's HTTPClient + SSEParser, and the full AnthropicModel / OpenAICompatibleModel streams.
// Run: swift run -c release mynd-bench-net [deltas]

let deltas = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures")

func monotonicNanos() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
}

/// A fixture process writing `count` stamped deltas, `delayMs` apart, for each request.
final class Fixture {
    let port: Int
    private let process = Process()
    private let stdin = Pipe()

    init(_ script: String, count: Int, delayMs: Double = 0.2) throws {
        let json = #"{"responses": [{"timestamps": \#(count), "delay_ms": \#(delayMs)}]}"#
        let stdout = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", fixtures.appendingPathComponent(script).path, "--port", "0", "--script-json", json]
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        var line: [UInt8] = []
        while let byte = stdout.fileHandleForReading.readData(ofLength: 1).first, byte != 0x0A { line.append(byte) }
        guard let port = Int(String(decoding: line, as: UTF8.self).dropFirst(5)) else { fatalError("fixture gave no port") }
        self.port = port
    }

    func stop() {
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// Latencies (ns) from the stamp inside each text piece to now.
struct Samples {
    var values: [Int] = []
    mutating func record(_ text: String) {
        let now = monotonicNanos()
        for stamp in text.split(separator: ";") { if let written = Int(stamp) { values.append(now - written) } }
    }
    func percentile(_ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return Double(sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]) / 1000
    }
}

func baseline(_ script: String, path: String) throws -> Samples {
    let fixture = try Fixture(script, count: deltas)
    defer { fixture.stop() }
    let reader = Process()
    let output = Pipe()
    reader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    reader.arguments = ["python3", fixtures.appendingPathComponent("sse_baseline_reader.py").path, String(fixture.port), path, String(deltas)]
    reader.standardOutput = output
    try reader.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    reader.waitUntilExit()
    return Samples(values: (try JSONSerialization.jsonObject(with: data) as? [Int]) ?? [])
}

func rawSSE(_ script: String, path: String) async throws -> Samples {
    let fixture = try Fixture(script, count: deltas)
    defer { fixture.stop() }
    var samples = Samples()
    let response = try await HTTPClient().stream(HTTPRequest(
        method: "POST", url: "http://127.0.0.1:\(fixture.port)\(path)", headers: [("content-type", "application/json")],
        body: Array(#"{"model":"bench","stream":true,"messages":[]}"#.utf8)))
    var parser = SSEParser()
    for try await chunk in response.body {
        for event in parser.feed(chunk) {
            // The stamp sits in the JSON text; find it without decoding to isolate transport + SSE cost.
            guard let range = event.data.range(of: #""text":""#) ?? event.data.range(of: #""content":""#) else { continue }
            samples.record(String(event.data[range.upperBound...].prefix { $0 != "\"" }))
        }
    }
    return samples
}

func model(_ script: String, make: (String) -> any LanguageModel) async throws -> Samples {
    let fixture = try Fixture(script, count: deltas)
    defer { fixture.stop() }
    var samples = Samples()
    let model = make("http://127.0.0.1:\(fixture.port)")
    for try await event in model.stream(ModelRequest(system: "bench", messages: [ChatMessage(role: .user, content: "go")])) {
        if case let .text(text) = event { samples.record(text) }
    }
    return samples
}

/// Cancel → the fixture sees the connection closed, `trials` times. The fixture writes a delta every ~1 ms and
/// notices the close at its next write, so figures are upper bounds with ~1 ms resolution.
func cancellation(trials: Int) async throws -> Samples {
    let fixture = try Fixture("anthropic_fixture.py", count: 100_000, delayMs: 1)
    defer { fixture.stop() }
    let model = anthropic("http://127.0.0.1:\(fixture.port)")
    var samples = Samples()
    for trial in 0..<trials {
        let stream = model.stream(ModelRequest(system: "bench", messages: [ChatMessage(role: .user, content: "go")]))
        let started = AsyncStream.makeStream(of: Void.self)
        let consumer = Task {
            var seen = 0
            for try await event in stream {
                guard case .text = event else { continue }
                seen += 1
                if seen == 5 { started.continuation.yield() }
            }
        }
        for await _ in started.stream { break }
        let cancelledAt = monotonicNanos()
        consumer.cancel()
        _ = try? await consumer.value
        while true {
            let response = try await HTTPClient().send(HTTPRequest(url: "http://127.0.0.1:\(fixture.port)/__requests"))
            let records = (try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]]) ?? []
            if records.count > trial, let ended = records[trial]["ended_at_ns"] as? Int {
                samples.values.append(ended - cancelledAt)
                break
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
    return samples
}

func row(_ name: String, _ samples: Samples) {
    let cells = [samples.percentile(0.5), samples.percentile(0.99), samples.percentile(1)].map { String(format: "%9.1f", $0) }
    print("\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%6d", samples.values.count))  \(cells.joined(separator: "  "))")
}

let anthropic: (String) -> any LanguageModel = { AnthropicModel(configuration: .init(apiKey: APIKey("bench"), baseURL: $0)) }
let openAI: (String) -> any LanguageModel = { OpenAICompatibleModel(configuration: .init(baseURL: $0 + "/v1")) }

_ = try await model("anthropic_fixture.py", make: anthropic)  // warm-up: page in code, start the interpreter caches
let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
print("mynd-bench-net: fixture write → text yielded, \(deltas) deltas each, latency in µs (load average \(load), \(ProcessInfo.processInfo.activeProcessorCount) cores)")
print("\("reader".padding(toLength: 44, withPad: " ", startingAt: 0))  count     median        p99        max")
row("baseline: python raw socket (anthropic)", try baseline("anthropic_fixture.py", path: "/v1/messages"))
row("HTTPClient + SSEParser (anthropic stream)", try await rawSSE("anthropic_fixture.py", path: "/v1/messages"))
row("AnthropicModel.stream", try await model("anthropic_fixture.py", make: anthropic))
row("baseline: python raw socket (openai)", try baseline("openai_fixture.py", path: "/v1/chat/completions"))
row("OpenAICompatibleModel.stream", try await model("openai_fixture.py", make: openAI))

let cancels = try await cancellation(trials: 30)
print("cancel → fixture sees the connection closed, 30 trials: median \(String(format: "%.2f", cancels.percentile(0.5) / 1000)) ms, max \(String(format: "%.2f", cancels.percentile(1) / 1000)) ms")
