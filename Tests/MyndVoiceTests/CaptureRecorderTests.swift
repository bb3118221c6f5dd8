import Foundation
import MyndTesting
import MyndCore
import Testing
@testable import MyndVoice

@Suite("CaptureRecorder on PulseAudio", .serialized, .timeLimit(.minutes(1)))
final class CaptureRecorderTests {
    let pulse: PulseServer
    init() throws { pulse = try PulseServer() }

    func waitUntil(_ recorder: CaptureRecorder, received: Int) async throws {
        let start = ContinuousClock.now
        while await recorder.receivedSamples < received {
            guard ContinuousClock.now - start < .seconds(10) else { throw TestFailure("the microphone stalled") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test("Pre-roll keeps the half second before the press; the tail follows the release")
    func preRollAndTail() async throws {
        let recorder = CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"))
        try await recorder.arm()
        // 1 s of "before" (1000) then 1 s of "during" (2000), in real time
        let feeder = pulse.feedMic([Int16](repeating: 1000, count: 16_000) + [Int16](repeating: 2000, count: 16_000), paced: true)
        try await waitUntil(recorder, received: 16_000)
        try await recorder.begin(suppressing: 0)
        try await waitUntil(recorder, received: 24_000)
        let clip = try #require(try await recorder.end())
        feeder.wait()
        await recorder.disarm()
        // The ring holds the last 8,000 samples before `begin`; on a loaded machine `begin` can run a little after
        // the 16,000th sample arrived, so only the first 4,000 (250 ms of slack) are sure to predate the press.
        #expect(clip.samples.prefix(4_000).allSatisfy { $0 == 1000 }, "pre-roll is the audio before the press")
        #expect(clip.samples.contains(2000))
        // pre-roll (8000) + ~8000 while held + tail (≥ 4000)
        #expect(clip.samples.count >= 19_500 && clip.samples.count <= 21_500, "\(clip.samples.count) samples")
    }

    @Test("The tail stops at the first quiet chunk after release")
    func quietTailEndsEarly() async throws {
        let recorder = CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                       settings: .init(preRoll: 0, tail: 1.0, minClip: 0.1))
        try await recorder.begin(suppressing: 0)
        // Speech-level audio while held, then silence after the release.
        pulse.feedMic([Int16](repeating: 3_000, count: 6_400), paced: false).wait()
        try await waitUntil(recorder, received: 6_400)
        let feeder = pulse.feedMic([Int16](repeating: 0, count: 16_000), paced: true)
        let clip = try #require(try await recorder.end())
        feeder.wait()
        // A full tail would be 16,000 samples (1 s); cut at the first quiet chunk it is at most a few 20 ms chunks
        // (the server may hand over several at once when the machine is busy).
        #expect(clip.samples.count <= 6_400 + 3_200, "\(clip.samples.count) samples: the quiet tail was kept")
    }

    @Test("Released in silence: no tail at all")
    func noTailAfterSilence() async throws {
        let recorder = CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                       settings: .init(preRoll: 0, tail: 1.0, minClip: 0.1))
        try await recorder.begin(suppressing: 0)
        pulse.feedMic([Int16](repeating: 3_000, count: 6_400) + [Int16](repeating: 0, count: 1_600), paced: false).wait()
        try await waitUntil(recorder, received: 8_000)
        // Loud audio after the release must not be taken as a tail.
        let after = pulse.feedMic([Int16](repeating: 3_000, count: 16_000), paced: true)
        let clip = try #require(try await recorder.end())
        after.wait()
        #expect(clip.samples.count <= 8_000 + 320, "\(clip.samples.count) samples")
    }

    @Test("Clips shorter than the minimum are dropped")
    func shortClipDropped() async throws {
        let recorder = CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                       settings: .init(preRoll: 0, tail: 0.05, minClip: 0.3))
        try await recorder.begin(suppressing: 0)
        let feeder = pulse.feedMic([Int16](repeating: 500, count: 1_600), paced: true)
        feeder.wait()
        #expect(try await recorder.end() == nil)
    }

    @Test("The earcon window at the start is silenced and long clips are capped")
    func suppressionAndCap() async throws {
        let recorder = CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                       settings: .init(preRoll: 0, tail: 0.1, minClip: 0.1, maxClip: 0.5))
        try await recorder.begin(suppressing: 0.1)
        let feeder = pulse.feedMic([Int16](repeating: 700, count: 16_000), paced: false)
        try await waitUntil(recorder, received: 16_000)
        let clip = try #require(try await recorder.end())
        feeder.wait()
        #expect(clip.samples.count == 8_000)
        #expect(clip.samples.prefix(1_600).allSatisfy { $0 == 0 })
        #expect(clip.samples.dropFirst(1_600).allSatisfy { $0 == 700 })
    }

    @Test("The server dying mid-recording ends the clip with serverGone, not a crash")
    func serverDiesMidRecording() async throws {
        let recorder = CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                       settings: .init(preRoll: 0, tail: 0.05, minClip: 0.1))
        try await recorder.begin(suppressing: 0)
        let feeder = pulse.feedMic([Int16](repeating: 5_000, count: 3_200), paced: false)
        try await waitUntil(recorder, received: 3_200)
        feeder.wait()
        pulse.stop()
        await #expect(throws: CaptureError.serverGone("Connection terminated")) { _ = try await recorder.end() }
        try pulse.start()
    }

    @Test("A press during the previous tail starts a clean new recording")
    func pressDuringTail() async throws {
        let recorder = CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                       settings: .init(preRoll: 0, tail: 0.3, minClip: 0.1))
        try await recorder.begin(suppressing: 0)
        pulse.feedMic([Int16](repeating: 5_000, count: 3_200), paced: false).wait()
        try await waitUntil(recorder, received: 3_200)
        let first = Task { try await recorder.end() }  // waits for a tail that never comes
        try await Task.sleep(for: .milliseconds(50))
        try await recorder.begin(suppressing: 0)
        #expect(try await first.value == nil)
        pulse.feedMic([Int16](repeating: 6_000, count: 3_200), paced: false).wait()
        try await waitUntil(recorder, received: 6_400)
        let second = try #require(try await recorder.end())
        #expect(second.samples.allSatisfy { $0 == 6_000 })
        #expect(second.samples.count == 3_200)
    }

    @Test("A fallback source skips a backend with no source and uses the next")
    func fallback() async throws {
        let source = FallbackAudioSource([
            PulseCapture(server: "unix:/nonexistent/pulse/native", device: "mic"),
            PulseCapture(server: pulse.server, device: "mic"),
        ])
        let stream = try await source.open()
        let feeder = pulse.feedMic([Int16](repeating: 42, count: 640), paced: false)
        var got: [Int16] = []
        for try await chunk in stream {
            got += chunk
            if got.count >= 640 { break }
        }
        feeder.wait()
        #expect(got == [Int16](repeating: 42, count: 640))
    }

    @Test("With no server, begin throws a CaptureError; after it returns, recording works")
    func serverGone() async throws {
        let recorder = CaptureRecorder(source: PulseCapture(server: pulse.server, device: "mic"),
                                       settings: .init(preRoll: 0, tail: 0.05, minClip: 0.1))
        pulse.stop()
        await #expect(throws: CaptureError.self) { try await recorder.begin(suppressing: 0) }
        try pulse.start()
        try await recorder.begin(suppressing: 0)
        let feeder = pulse.feedMic([Int16](repeating: 300, count: 8_000), paced: false)
        try await waitUntil(recorder, received: 8_000)
        feeder.wait()
        #expect(try await recorder.end()?.samples.count ?? 0 >= 8_000)
    }
}
