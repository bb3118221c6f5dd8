import Foundation
import MyndCore
import Synchronization

/// A language model that plays one scripted turn per call and records every request it was sent.
///
/// Turns can fail after some pieces, or hang after them until cancelled (to test barge-in). When the
/// script runs out, the last turn repeats.
public final class ProgrammableLanguageModel: LanguageModel, Sendable {
    public struct Turn: Sendable {
        public var pieces: [String]
        public var usage: TokenUsage?
        public var failure: ModelError?
        /// After the pieces, wait until cancelled instead of finishing.
        public var hang: Bool

        public init(pieces: [String], usage: TokenUsage? = nil, failure: ModelError? = nil, hang: Bool = false) {
            self.pieces = pieces
            self.usage = usage
            self.failure = failure
            self.hang = hang
        }

        /// One text reply, as a single piece.
        public static func text(_ text: String) -> Turn { Turn(pieces: [text]) }
    }

    public let name: String
    private let state: Mutex<(turns: [Turn], requests: [ModelRequest])>

    public init(name: String = "programmed", turns: [Turn]) {
        self.name = name
        self.state = Mutex((turns, []))
    }

    /// Requests received so far, in order.
    public var requests: [ModelRequest] { state.withLock { $0.requests } }

    public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        let turn = state.withLock { state -> Turn in
            state.requests.append(request)
            return state.turns.count > 1 ? state.turns.removeFirst() : state.turns.first ?? Turn(pieces: [])
        }
        return AsyncThrowingStream { continuation in
            let task = Task {
                for piece in turn.pieces {
                    continuation.yield(.text(piece))
                    await Task.yield()
                }
                if let usage = turn.usage { continuation.yield(.usage(usage)) }
                if turn.hang {
                    while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
                    continuation.finish(throwing: CancellationError())
                } else if let failure = turn.failure {
                    continuation.finish(throwing: failure)
                } else {
                    continuation.yield(.stop(reason: "end_turn"))
                    continuation.finish()
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
