import Foundation
import MyndCore
import MyndVoice
import Synchronization

/// The benchmark's simulated world: a 200 ms speech-to-text step and a model that sends its first token after
/// 300 ms, then 30 tokens per second. Token arrival times are recorded to compute the floor.
enum Scenario {
    static let sttLatency = Duration.milliseconds(200)
    static let firstToken = Duration.milliseconds(300)
    static let tokenInterval = Duration.microseconds(33_333)
    /// Two replies: one whose first sentence has no early clause (the floor is the first sentence), and one
    /// whose long first clause can be spoken before its sentence ends.
    static let replies = [
        "Sure, I have noted that you want to call Alice about the garden project tomorrow. "
            + "I will remind you in the morning, and I will check on your other goals too. Is there anything else?",
        "I have noted that you want to call Alice about the garden project, and I will remind you tomorrow "
            + "morning before your first meeting starts. Is there anything else?",
    ]
    static func tokens(_ reply: String) -> [String] {
        reply.split(separator: " ").enumerated().map { $0.offset == 0 ? String($0.element) : " " + $0.element }
    }

    /// Index of the token that completes the first unit the speaker will say (early clause on) and of the one
    /// that completes the first full sentence.
    static func firstUnitToken(_ reply: String) -> Int {
        let tokens = tokens(reply)
        var splitter = SentenceSplitter()
        for (index, token) in tokens.enumerated() where !splitter.feed(token).isEmpty { return index }
        return tokens.count - 1
    }

    static func firstSentenceToken(_ reply: String) -> Int {
        let tokens = tokens(reply)
        let sentence = SentenceSplitter.split(reply)[0]
        var text = ""
        for (index, token) in tokens.enumerated() {
            text += token
            if text.count >= sentence.count { return index }
        }
        return tokens.count - 1
    }

    /// The model's streamed reply; `arrivals` receives each token's arrival time.
    static func stream(_ reply: String, arrivals: Arrivals) -> AsyncThrowingStream<String, any Error> {
        let tokens = tokens(reply)
        return AsyncThrowingStream { continuation in
            let task = Task {
                let start = ContinuousClock.now
                for (index, token) in tokens.enumerated() {
                    try? await Task.sleep(until: start + firstToken + tokenInterval * index, clock: .continuous)
                    if Task.isCancelled { break }
                    arrivals.record(ContinuousClock.now)
                    continuation.yield(token)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    final class Arrivals: Sendable {
        private let times = Mutex<[ContinuousClock.Instant]>([])
        func record(_ time: ContinuousClock.Instant) { times.withLock { $0.append(time) } }
        subscript(index: Int) -> ContinuousClock.Instant? { times.withLock { index < $0.count ? $0[index] : nil } }
    }
}

extension Duration {
    var ms: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
