import Foundation
import Logging
import MyndCore
import Synchronization
@testable import MyndNet

/// Records the waits a retry policy asks for instead of sleeping, so retry tests run in milliseconds.
final class RecordingSleeper: Sendable {
    private let recorded = Mutex<[Double]>([])
    var delays: [Double] { recorded.withLock { $0 } }
    private func record(_ seconds: Double) { recorded.withLock { $0.append(seconds) } }

    func policy(maxAttempts: Int = 4, maxTotalDelay: Double = 30) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, baseDelay: 0.5, maxDelay: 8, maxTotalDelay: maxTotalDelay,
                    jitter: { 1 }, sleep: { [self] seconds in record(seconds) })
    }
}

/// A log handler that keeps every rendered line, to prove secrets never reach a log.
struct CapturingLogHandler: LogHandler {
    /// Shared by every copy of the handler, as swift-log copies handlers freely.
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
    }
    let store: Lines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    init(into store: Lines) { self.store = store }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        store.lines.withLock { $0.append("\(event.level) \(event.message) \(event.metadata ?? [:]) \(metadata)") }
    }
}

/// What a model stream produced: the text pieces, other events, and the error it ended with.
struct StreamOutcome: Sendable {
    var pieces: [String] = []
    var events: [ModelEvent] = []
    var error: (any Error)?
    var text: String { pieces.joined() }
    var modelError: ModelError? { error as? ModelError }
}

/// Drains a model stream, keeping what arrived before any error (as the engine does).
func collect(_ stream: AsyncThrowingStream<ModelEvent, any Error>) async -> StreamOutcome {
    var outcome = StreamOutcome()
    do {
        for try await event in stream {
            outcome.events.append(event)
            if case let .text(piece) = event { outcome.pieces.append(piece) }
        }
    } catch {
        outcome.error = error
    }
    return outcome
}

let sampleRequest = ModelRequest(
    system: "You are Axel. Active goals: finish the garden plan.",
    messages: [
        ChatMessage(role: .user, content: "I talked to Alice."),
        ChatMessage(role: .assistant, content: "Noted."),
        ChatMessage(role: .user, content: "Remind me about the garden."),
    ],
    maxTokens: 300, temperature: 0.4)
