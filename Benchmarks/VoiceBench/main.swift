import Foundation
import MyndCore
import MyndVoice

// mynd-bench-voice: time to first audio, barge-in and capture CPU on a real PulseAudio null sink.
// Run: swift build -c release --product mynd-bench-voice && .build/release/mynd-bench-voice
// `--write-earcons DIR` writes the earcons as WAV files instead (Resources/earcons).

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--write-earcons" {
    for earcon in Earcon.allCases {
        let clip = AudioClip(samples: earcon.samples(sampleRate: 22_050), sampleRate: 22_050)
        try clip.wavData().write(to: URL(fileURLWithPath: arguments[2]).appendingPathComponent("\(earcon.rawValue).wav"))
    }
    exit(0)
}

let trials = Int(ProcessInfo.processInfo.environment["MYND_BENCH_TRIALS"] ?? "") ?? 9
let daemon = try PulseDaemon()
do {
    try await runBenchmark(server: daemon.server, fifo: daemon.directory.appendingPathComponent("mic.fifo").path,
                           trials: trials)
} catch {
    print("benchmark failed: \(error)")
}
daemon.stop()

func runBenchmark(server: String, fifo: String, trials: Int) async throws {
    let monitor = SinkMonitor(server: server)
    try await monitor.start()
    let playback = PulsePlayback(server: server)
    try await playback.open()
    let synthesizer = EspeakSynthesizer()
    try await synthesizer.warmUp()
    try await wake(playback, monitor)

    print("mynd-bench-voice — PulseAudio null sink, measured at spk.monitor (10 ms fragments)")
    print("scenario: STT \(Int(Scenario.sttLatency.ms)) ms; first token \(Int(Scenario.firstToken.ms)) ms, then 30 tokens/s; \(trials) trials each")
    var bargeIn: [Double] = []
    for reply in Scenario.replies {
        bargeIn += try await measureTTFA(reply: reply, trials: trials, synthesizer: synthesizer, playback: playback, monitor: monitor)
    }
    try await measurePushToTalk(server: server, fifo: fifo, trials: trials, synthesizer: synthesizer,
                                playback: playback, monitor: monitor)
    print("")
    print(String(format: "barge-in (stop() → last audible sample at the monitor): median %.1f ms, max %.1f ms (n=%d)",
                 median(bargeIn), bargeIn.max() ?? .nan, bargeIn.count))
    monitor.stop()
    try await Task.sleep(for: .milliseconds(300))

    // Release → clip ready: the tail stops at the first quiet chunk (a silent room: the null sink's monitor).
    var endLatencies: [Double] = []
    let tailRecorder = CaptureRecorder(source: PulseCapture(server: server, device: "spk.monitor"))
    for _ in 0..<7 {
        try await tailRecorder.begin(suppressing: 0)
        try await Task.sleep(for: .milliseconds(400))
        let release = ContinuousClock.now
        _ = try await tailRecorder.end()
        endLatencies.append((ContinuousClock.now - release).ms)
    }
    print(String(format: "recorder tail after release in a quiet room (configured max 250 ms): median %.1f ms", median(endLatencies)))

    // CPU: idle (playback stream open, nothing playing), then recording from a source that delivers in real time.
    let idle = try await cpuPercent(for: .seconds(5)) {}
    let recorder = CaptureRecorder(source: PulseCapture(server: server, device: "spk.monitor"))
    try await recorder.begin(suppressing: 0)
    let capturing = try await cpuPercent(for: .seconds(5)) {}
    let received = await recorder.receivedSamples
    await recorder.cancel()
    print(String(format: "CPU idle: %.2f %% of a core;  CPU while recording (16 kHz, %d samples/s received): %.2f %% of a core",
                 idle, received / 5, capturing))
    playback.close()
}

/// Time to first audio for `reply`, streamed and naive, printed as medians; returns the barge-in latencies.
func measureTTFA(
    reply: String, trials: Int, synthesizer: EspeakSynthesizer, playback: PulsePlayback, monitor: SinkMonitor
) async throws -> [Double] {
    // espeak's time to first chunk for the first unit (part of the floor).
    var firstUnit = SentenceSplitter()
    var unitText = ""
    for token in Scenario.tokens(reply) {
        if let unit = firstUnit.feed(token).first {
            unitText = SpeechText.clean(unit)
            break
        }
    }
    var chunkTimes: [Double] = []
    for _ in 0..<21 {
        let start = ContinuousClock.now
        for try await _ in synthesizer.chunks(for: unitText) { break }
        chunkTimes.append((ContinuousClock.now - start).ms)
    }
    let espeakFirstChunk = median(chunkTimes)
    let unitToken = Scenario.firstUnitToken(reply)
    let sentenceToken = Scenario.firstSentenceToken(reply)

    var streamedTTFA: [Double] = [], streamedOverUnit: [Double] = [], streamedOverSentence: [Double] = []
    var naiveTTFA: [Double] = [], naiveOverSentence: [Double] = []
    var bargeIn: [Double] = []
    for _ in 0..<trials {
        for streamed in [true, false] {
            let arrivals = Scenario.Arrivals()
            let speaker = SentenceSpeaker(synthesizer: synthesizer, sink: playback, acknowledgeAfter: nil)
            let release = ContinuousClock.now
            let task = Task {
                try await Task.sleep(for: Scenario.sttLatency)  // the fixture transcriber
                let tokens = Scenario.stream(reply, arrivals: arrivals)
                if streamed {
                    try await speaker.speak(tokens)
                } else {
                    var whole = ""
                    for try await token in tokens { whole += token }
                    try await speaker.speak(AsyncThrowingStream { $0.yield(whole); $0.finish() })
                }
            }
            var heard: ContinuousClock.Instant?
            while heard == nil, ContinuousClock.now - release < .seconds(10) {
                try await Task.sleep(for: .milliseconds(5))
                heard = monitor.firstSound(after: release)
            }
            // With an early first clause, audio starts before the first sentence's last token has arrived.
            while arrivals[sentenceToken] == nil, ContinuousClock.now - release < .seconds(10) {
                try await Task.sleep(for: .milliseconds(5))
            }
            guard let heard, let unitArrival = arrivals[unitToken], let sentenceArrival = arrivals[sentenceToken] else {
                throw BenchError("no audio reached the sink")
            }
            let ttfa = (heard - release).ms
            let floorUnit = (unitArrival - release).ms + espeakFirstChunk
            let floorSentence = (sentenceArrival - release).ms + espeakFirstChunk
            if streamed {
                streamedTTFA.append(ttfa)
                streamedOverUnit.append(ttfa - floorUnit)
                streamedOverSentence.append(ttfa - floorSentence)
            } else {
                naiveTTFA.append(ttfa)
                naiveOverSentence.append(ttfa - floorSentence)
            }
            // Barge-in: interrupt mid-speech, then find the last audible sample after stop().
            try await Task.sleep(for: .milliseconds(600))
            let stop = ContinuousClock.now
            await speaker.stop()
            try await Task.sleep(for: .milliseconds(1200))
            bargeIn.append(monitor.lastSound(after: stop).map { max(0, ($0 - stop).ms) } ?? 0)
            task.cancel()
            _ = try? await task.value
        }
    }
    print("")
    print("reply: \"\(reply.prefix(60))…\"")
    print("  first unit spoken: \"\(unitText)\" (complete at token \(unitToken + 1)); first sentence complete at token \(sentenceToken + 1)")
    print(String(format: "  espeak-ng first chunk: median %.2f ms", espeakFirstChunk))
    print("  time to first audio (key release → first reply sample at the sink monitor), medians:")
    print(String(format: "    streamed sentences: TTFA %7.1f ms   overhead vs first-unit floor %6.1f ms   vs first-sentence floor %7.1f ms",
                 median(streamedTTFA), median(streamedOverUnit), median(streamedOverSentence)))
    print(String(format: "    naive (whole reply, then speak): TTFA %7.1f ms   overhead vs first-sentence floor %7.1f ms",
                 median(naiveTTFA), median(naiveOverSentence)))
    return bargeIn
}

/// A fresh null sink takes ~1 s to play its first sample (RECIPES.md): pay that before measuring.
func wake(_ playback: PulsePlayback, _ monitor: SinkMonitor) async throws {
    let start = ContinuousClock.now
    playback.enqueue(Earcon.thinking.samples())
    while monitor.firstSound(after: start) == nil {
        guard ContinuousClock.now - start < .seconds(5) else { throw BenchError("the sink never played") }
        try await Task.sleep(for: .milliseconds(10))
    }
    await playback.drain()
    try await Task.sleep(for: .milliseconds(300))
}

/// Process CPU time (user + system) over `duration`, as a percentage of one core.
func cpuPercent(for duration: Duration, _ body: () async throws -> Void) async throws -> Double {
    func cpu() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    let before = cpu()
    try await body()
    try await Task.sleep(for: duration)
    return (cpu() - before) / (duration.ms / 1000) * 100
}
