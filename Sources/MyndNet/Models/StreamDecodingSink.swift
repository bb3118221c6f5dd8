import MyndCore
import Synchronization

/// Parses and decodes a reply's body on the transfer thread and yields straight to the consumer's stream.
///
/// One per attempt. Running the SSE parser and the provider decoder where the bytes arrive saves a task hop per
/// chunk (fewer wake-ups, a shorter tail latency). The runner reads the outcome once the transfer has ended.
final class StreamDecodingSink<Decoder: ModelStreamDecoder>: Sendable {
    enum Outcome {
        /// The end marker arrived.
        case complete
        /// An `error` event or unreadable data.
        case failed(StreamDecodeError)
    }

    private struct State: ~Copyable {
        var parser = SSEParser()
        var decoder = Decoder()
        var delivered = false
        var outcome: Outcome?
    }

    private let state = Mutex(State())
    private let continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation

    init(continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation) {
        self.continuation = continuation
    }

    /// Whether any text reached the consumer: after that, nothing may be retried.
    var delivered: Bool { state.withLock { $0.delivered } }
    var outcome: Outcome? { state.withLock { $0.outcome } }

    /// Takes the next body chunk; false stops the transfer (the reply is complete, or it cannot go on).
    func consume(_ chunk: [UInt8]) -> Bool {
        state.withLock { state in
            guard state.outcome == nil else { return false }
            for event in state.parser.feed(chunk) {
                do throws(StreamDecodeError) {
                    for output in try state.decoder.decode(event) {
                        if case .text = output { state.delivered = true }
                        continuation.yield(output)
                    }
                } catch {
                    state.outcome = .failed(error)
                    return false
                }
                if state.decoder.isComplete {
                    state.outcome = .complete
                    return false
                }
            }
            return true
        }
    }

    /// The body ended without an end marker: the closing events if the provider allows that, else nil.
    func endOfStream() -> Bool {
        state.withLock { state in
            state.parser.finish()
            guard let closing = state.decoder.endOfStream() else { return false }
            for output in closing { continuation.yield(output) }
            state.outcome = .complete
            return true
        }
    }
}
