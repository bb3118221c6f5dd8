import MyndCore
import Foundation
import Synchronization

/// Listens to what a sink actually plays (its `.monitor` source) and timestamps every sample.
///
/// This is how tests and the benchmark prove that audio reached the speaker, and when: time to first audio and
/// barge-in are measured at the sink, not at the point where we handed samples to the server.
public final class SinkMonitor: Sendable {
    public struct Chunk: Sendable {
        /// When the chunk's last sample was read.
        public var arrival: ContinuousClock.Instant
        public var samples: [Int16]
    }

    public let source: PulseCapture
    private let state = Mutex<(chunks: [Chunk], task: Task<Void, Never>?)>(([], nil))

    /// `sink`'s monitor at 16 kHz in 10 ms chunks (low latency matters: with default buffering the monitor
    /// loses most of the audio).
    public init(server: String? = nil, sink: String = "spk") {
        source = PulseCapture(server: server, device: sink + ".monitor", sampleRate: 16_000, chunkMilliseconds: 10)
    }

    public func start() async throws {
        let stream = try await source.open()
        let task = Task { [self] in
            do {
                for try await samples in stream {
                    let now = ContinuousClock.now
                    self.state.withLock { $0.chunks.append(Chunk(arrival: now, samples: samples)) }
                }
            } catch {}
        }
        state.withLock { $0.task = task }
    }

    public func stop() {
        state.withLock { $0.task?.cancel() }
    }

    /// Every sample heard so far.
    public var samples: [Int16] { state.withLock { $0.chunks.flatMap(\.samples) } }

    /// When the first sample louder than `threshold` was played after `instant`.
    public func firstSound(after instant: ContinuousClock.Instant, threshold: Int16 = 200) -> ContinuousClock.Instant? {
        for (time, sample) in timeline(after: instant) where abs(Int(sample)) > Int(threshold) { return time }
        return nil
    }

    /// When the last sample louder than `threshold` was played after `instant` (nil: silence all along).
    public func lastSound(after instant: ContinuousClock.Instant, threshold: Int16 = 200) -> ContinuousClock.Instant? {
        var last: ContinuousClock.Instant?
        for (time, sample) in timeline(after: instant) where abs(Int(sample)) > Int(threshold) { last = time }
        return last
    }

    /// Seconds of audio heard after `instant` between the first and last loud sample, counted in samples: the
    /// monitor delivers a continuous stream, so this holds even when a busy machine delays the reads.
    public func soundingSpan(after instant: ContinuousClock.Instant, threshold: Int16 = 200) -> Double {
        let samples = state.withLock { $0.chunks.filter { $0.arrival > instant }.flatMap(\.samples) }
        guard let first = samples.firstIndex(where: { abs(Int($0)) > Int(threshold) }),
              let last = samples.lastIndex(where: { abs(Int($0)) > Int(threshold) }) else { return 0 }
        return Double(last - first) / Double(source.sampleRate)
    }

    /// (play time, sample) for samples after `instant`; a sample's time is its chunk's arrival minus what follows it.
    private func timeline(after instant: ContinuousClock.Instant) -> [(ContinuousClock.Instant, Int16)] {
        let chunks = state.withLock { $0.chunks }
        var result: [(ContinuousClock.Instant, Int16)] = []
        for chunk in chunks where chunk.arrival > instant {
            let count = chunk.samples.count
            for (index, sample) in chunk.samples.enumerated() {
                let time = chunk.arrival - .microseconds((count - 1 - index) * 1_000_000 / source.sampleRate)
                if time > instant { result.append((time, sample)) }
            }
        }
        return result
    }
}
