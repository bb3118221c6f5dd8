import Foundation
import MyndCore
import Synchronization

/// A speaker for fast in-process tests: keeps every sample it is given, in order, and when; `stop` drops nothing
/// already kept (it records that it was called), and everything enqueued counts as heard at once.
public final class FakeAudioSink: AudioSink, Sendable {
    public let sampleRate: Int
    private let state = Mutex<(samples: [Int16], enqueues: [ContinuousClock.Instant], stops: Int, opened: Bool)>(([], [], 0, false))

    public init(sampleRate: Int = 22_050) {
        self.sampleRate = sampleRate
    }

    /// Everything enqueued so far.
    public var samples: [Int16] { state.withLock { $0.samples } }
    /// When each `enqueue` call came.
    public var enqueueTimes: [ContinuousClock.Instant] { state.withLock { $0.enqueues } }
    /// How many times `stop` (barge-in) was called.
    public var stops: Int { state.withLock { $0.stops } }
    public var isOpen: Bool { state.withLock { $0.opened } }

    public func open() async throws { state.withLock { $0.opened = true } }

    public func enqueue(_ samples: [Int16]) {
        guard !samples.isEmpty else { return }
        let now = ContinuousClock.now
        state.withLock {
            $0.samples += samples
            $0.enqueues.append(now)
        }
    }

    public func stop() { state.withLock { $0.stops += 1 } }

    public func drain() async {}
}
