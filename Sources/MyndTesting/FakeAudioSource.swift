import Foundation
import MyndCore
import Synchronization

/// A microphone for fast in-process tests: each `open` delivers the samples queued with `say` in 20 ms chunks, at
/// the pace of a real microphone (or as fast as possible), and quiet while nothing is queued, until the consumer
/// cancels — as a live device does.
public final class FakeAudioSource: AudioSource, Sendable {
    public let name: String
    public let sampleRate: Int
    private let paced: Bool
    private let box = Box()

    /// The state a capture task shares with the source (a reference the task can hold on its own).
    private final class Box: Sendable {
        let state = Mutex<(pending: [Int16], opens: Int, failure: String?)>(([], 0, nil))
    }

    public init(name: String = "fake:mic", sampleRate: Int = 16_000, paced: Bool = true) {
        self.name = name
        self.sampleRate = sampleRate
        self.paced = paced
    }

    /// Queues speech: it is delivered from the next chunk on.
    public func say(_ samples: [Int16]) { box.state.withLock { $0.pending += samples } }

    /// The next `open` fails with `FakeAudioSourceError(reason)`; nil: opens work again.
    public func failOpening(_ reason: String?) { box.state.withLock { $0.failure = reason } }

    /// How many times the device was opened.
    public var opens: Int { box.state.withLock { $0.opens } }

    public func open() async throws -> AsyncThrowingStream<[Int16], any Error> {
        let failure: String? = box.state.withLock { state in
            if state.failure == nil { state.opens += 1 }
            return state.failure
        }
        if let failure { throw FakeAudioSourceError(description: failure) }
        let chunk = sampleRate / 50
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Int16].self)
        let (paced, box) = (paced, box)
        let task = Task {
            let start = ContinuousClock.now
            var sent = 0
            while !Task.isCancelled {
                let piece: [Int16] = box.state.withLock { state in
                    let taken = Array(state.pending.prefix(chunk))
                    state.pending.removeFirst(taken.count)
                    return taken + [Int16](repeating: 0, count: chunk - taken.count)
                }
                continuation.yield(piece)
                sent += 1
                if paced {
                    try? await Task.sleep(until: start + .milliseconds(20 * sent), clock: .continuous)
                } else {
                    await Task.yield()
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}

public struct FakeAudioSourceError: Error, CustomStringConvertible {
    public let description: String
}
