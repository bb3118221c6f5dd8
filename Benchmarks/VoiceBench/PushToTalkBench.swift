import Foundation
import MyndCore
import MyndVoice

/// The whole push-to-talk path: a real recorder on the virtual microphone, the simulated 200 ms transcriber,
/// the simulated model and the real speaker. Earcons are off so the first sound at the sink is the reply.
struct SimulatedTranscriber: Transcriber {
    let name = "fixture"
    func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        try await Task.sleep(for: Scenario.sttLatency)
        return Transcript(text: "remind me to call alice", transcriber: name)
    }
}

/// Key release → first reply sample at the monitor, minus the floor; medians over `trials`.
func measurePushToTalk(server: String, fifo: String, trials: Int, synthesizer: EspeakSynthesizer,
                       playback: PulsePlayback, monitor: SinkMonitor) async throws {
    let reply = Scenario.replies[0]
    let unitToken = Scenario.firstUnitToken(reply)
    var overheads: [Double] = []
    var ttfas: [Double] = []
    for _ in 0..<trials {
        let arrivals = Scenario.Arrivals()
        let ptt = PushToTalk(
            recorder: CaptureRecorder(source: PulseCapture(server: server, device: "mic")),
            transcriber: SimulatedTranscriber(),
            conversation: Conversation(speaker: SentenceSpeaker(synthesizer: synthesizer, sink: playback, acknowledgeAfter: nil),
                                       replies: { _ in Scenario.stream(reply, arrivals: arrivals) }))
        await ptt.press()
        // 0.6 s of a voice-level tone, then 0.2 s of room noise, written in real time.
        let voice: [Int16] = (0..<9_600).map { (index: Int) -> Int16 in Int16(6_000 * sin(Double(index) * 0.1)) }
        let room: [Int16] = (0..<3_200).map { (index: Int) -> Int16 in Int16(index % 5 - 2) }
        let utterance = voice + room
        feed(utterance, to: fifo)
        let release = ContinuousClock.now
        await ptt.release()
        var heard: ContinuousClock.Instant?
        while heard == nil, ContinuousClock.now - release < .seconds(10) {
            try await Task.sleep(for: .milliseconds(5))
            heard = monitor.firstSound(after: release)
        }
        guard let heard, let unitArrival = arrivals[unitToken] else { throw BenchError("no reply reached the sink") }
        ttfas.append((heard - release).ms)
        overheads.append((heard - release).ms - (unitArrival - release).ms)
        try await Task.sleep(for: .milliseconds(300))
        await ptt.cancel()
        try await Task.sleep(for: .milliseconds(1000))
    }
    print("")
    print("push-to-talk end to end (recorder on the virtual mic → 200 ms transcriber → model → speaker), medians:")
    print(String(format: "  TTFA %.1f ms;  overhead over the floor (arrival of the first unit's last token, after the transcriber) %.1f ms",
                 median(ttfas), median(overheads)))
}

/// Writes samples into the pipe source at 16 kHz real time (20 ms per write).
func feed(_ samples: [Int16], to fifo: String) {
    let fd = open(fifo, O_WRONLY)
    guard fd >= 0 else { return }
    defer { close(fd) }
    let start = Date()
    var index = 0
    while index < samples.count {
        let end = min(samples.count, index + 320)
        samples[index..<end].withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
        index = end
        let wait = start.addingTimeInterval(Double(index) / 16_000).timeIntervalSinceNow
        if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
    }
}
