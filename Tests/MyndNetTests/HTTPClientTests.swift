import Foundation
import MyndTesting
import MyndCore
import Testing
@testable import MyndNet

/// The libcurl client on real sockets: streaming, buffered sends, timeouts, stalls and cancellation.
@Suite(.timeLimit(.minutes(1)))
struct HTTPClientTests {
    let client = HTTPClient()

    private func post(_ fixture: FixtureProcess, _ path: String, body: [UInt8] = Array("{}".utf8),
                      headers: [(name: String, value: String)] = [("content-type", "application/json")],
                      stall: Double = 5, total: Double? = nil) -> HTTPRequest {
        HTTPRequest(method: "POST", url: fixture.url(path), headers: headers, body: body, connectTimeout: 2,
                    stallTimeout: stall, totalTimeout: total)
    }

    @Test func streamsHeadThenBody() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["a", "b"], "delay_ms": 20]])
        defer { fixture.stop() }
        let response = try await client.stream(post(fixture, "/v1/messages", headers: [("content-type", "application/json"), ("x-custom", "yes")]))
        #expect(response.head.status == 200)
        #expect(response.head.headers["content-type"] == "text/event-stream; charset=utf-8")
        var chunks = 0
        var body: [UInt8] = []
        for try await chunk in response.body {
            chunks += 1
            body += chunk
        }
        #expect(chunks > 3, "the body arrived as it was written, not all at once")
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.hasPrefix("event: message_start"))
        #expect(text.hasSuffix("event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n"))
        #expect(try await fixture.requests().first?.headers["x-custom"] == "yes")
    }

    @Test func sendReturnsErrorStatusesWithTheirHeaders() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["status": 429, "headers": ["retry-after": "3"]]])
        defer { fixture.stop() }
        let response = try await client.send(post(fixture, "/v1/messages"))
        #expect(response.status == 429)
        #expect(response.head.headers["retry-after"] == "3")
        #expect(response.bodyText.contains("rate_limit_error"))
    }

    @Test func largeInMemoryBodyArrivesIntact() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py")
        defer { fixture.stop() }
        // Two minutes of audio, the capture cap: 3.8 MB, straight from memory.
        let clip = AudioClip(samples: (0..<1_920_000).map { Int16(truncatingIfNeeded: $0 &* 31) })
        var form = MultipartForm()
        form.addFile("file", filename: "audio.wav", contentType: "audio/wav", data: Array(clip.wavData()))
        let response = try await client.send(post(fixture, "/inference", body: form.bytes, headers: [("content-type", form.contentType)]))
        #expect(response.status == 200)
        #expect(try await fixture.requests().first?.form?["file"]?.file?.wav?.frames == 1_920_000)
    }

    @Test func refusedConnectionNamesTheHost() async throws {
        await #expect(throws: HTTPError.connectFailed(host: "127.0.0.1:9", message: "Couldn't connect to server")) {
            _ = try await client.send(HTTPRequest(url: "http://127.0.0.1:9/x", connectTimeout: 1))
        }
    }

    @Test func silenceBeforeTheHeadIsAStall() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py", responses: [["delay_ms": 5000]])
        defer { fixture.stop() }
        var form = MultipartForm()
        form.addFile("file", filename: "a.wav", contentType: "audio/wav", data: Array(AudioClip(samples: [1, 2, 3]).wavData()))
        await #expect(throws: HTTPError.stalled(host: "127.0.0.1:\(fixture.port)", seconds: 0.3)) {
            _ = try await client.send(post(fixture, "/inference", body: form.bytes, headers: [("content-type", form.contentType)], stall: 0.3))
        }
    }

    @Test func silenceMidBodyIsAStall() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["x", "y"], "stall_after": 1, "stall_ms": 10000]])
        defer { fixture.stop() }
        let response = try await client.stream(post(fixture, "/v1/messages", stall: 0.3))
        var received: [UInt8] = []
        do {
            for try await chunk in response.body { received += chunk }
            Issue.record("the stream should have stalled")
        } catch let error as HTTPError {
            #expect(error == .stalled(host: "127.0.0.1:\(fixture.port)", seconds: 0.3))
        }
        #expect(String(decoding: received, as: UTF8.self).contains(#""text":"x""#))
    }

    @Test func totalTimeoutBoundsTheTransfer() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": Array(repeating: "z", count: 100), "delay_ms": 50]])
        defer { fixture.stop() }
        await #expect(throws: HTTPError.timedOut(host: "127.0.0.1:\(fixture.port)", seconds: 0.4)) {
            _ = try await client.send(post(fixture, "/v1/messages", total: 0.4))
        }
    }

    @Test func leavingTheBodyLoopAbortsTheTransfer() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": Array(repeating: "z", count: 400), "delay_ms": 25]])
        defer { fixture.stop() }
        do {
            let response = try await client.stream(post(fixture, "/v1/messages"))
            var chunks = 0
            for try await _ in response.body {
                chunks += 1
                if chunks == 8 { break }
            }
        }
        var request = try #require(try await fixture.requests().first)
        for _ in 0..<250 where request.outcome == "started" {
            try await Task.sleep(for: .milliseconds(20))
            request = try #require(try await fixture.requests().first)
        }
        #expect(request.outcome == "disconnected")
        #expect(request.written < 50)
    }

    @Test func cancellingWhileWaitingForTheHeadThrowsCancelled() async throws {
        let fixture = try await FixtureProcess.start("whisper_fixture.py", responses: [["delay_ms": 20000]])
        defer { fixture.stop() }
        var form = MultipartForm()
        form.addFile("file", filename: "a.wav", contentType: "audio/wav", data: Array(AudioClip(samples: [1, 2, 3]).wavData()))
        let request = post(fixture, "/inference", body: form.bytes, headers: [("content-type", form.contentType)], stall: 30)
        let task = Task { try await HTTPClient().send(request) }
        while try await fixture.requests().isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        task.cancel()
        await #expect(throws: HTTPError.cancelled) { _ = try await task.value }
    }
}
