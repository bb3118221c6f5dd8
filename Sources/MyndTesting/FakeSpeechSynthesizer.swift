import Foundation
import MyndCore
import Synchronization

/// A voice for fast in-process tests: each unit becomes a tone of `millisecondsPerCharacter` per character,
/// delivered in 20 ms chunks after `firstChunkAfter` (a slow engine) — and every unit asked for is kept.
public final class FakeSpeechSynthesizer: SpeechSynthesizer, Sendable {
    public let sampleRate: Int
    public let makesWholeUnits: Bool
    private let millisecondsPerCharacter: Int
    private let firstChunkAfter: Duration
    private let asked = Mutex<[String]>([])
    private let warmed = Mutex(0)

    public init(sampleRate: Int = 22_050, millisecondsPerCharacter: Int = 60, firstChunkAfter: Duration = .zero,
                makesWholeUnits: Bool = false) {
        self.sampleRate = sampleRate
        self.millisecondsPerCharacter = millisecondsPerCharacter
        self.firstChunkAfter = firstChunkAfter
        self.makesWholeUnits = makesWholeUnits
    }

    /// The units synthesised so far, in order.
    public var units: [String] { asked.withLock { $0 } }

    /// How often `warmUp()` was called.
    public var warmUps: Int { warmed.withLock { $0 } }

    public func warmUp() async { warmed.withLock { $0 += 1 } }

    public func chunks(for text: String) -> AsyncThrowingStream<[Int16], any Error> {
        asked.withLock { $0.append(text) }
        let total = sampleRate * millisecondsPerCharacter * text.count / 1000
        let chunk = sampleRate / 50
        let delay = firstChunkAfter
        return AsyncThrowingStream { continuation in
            let task = Task {
                if delay > .zero { try? await Task.sleep(for: delay) }
                var made = 0
                while made < total, !Task.isCancelled {
                    let count = min(chunk, total - made)
                    continuation.yield((0..<count).map { Int16(6000 * sin(Double(made + $0) * 2 * .pi * 220 / Double(sampleRate))) })
                    made += count
                    await Task.yield()
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
