import Foundation
import MyndCore
import MyndTesting
import Synchronization

/// A model that stamps each piece with the instant it was yielded, so the engine's own latency (model piece →
/// `AxelExchange.reply`) can be measured without a network in between. It waits for the listener's ack before
/// the next piece (as a network paces a real reply), so the figure is the hop, not a queue building up.
final class StampingModel: LanguageModel, Sendable {
    let name = "stamping"
    let count: Int
    let stamps: Mutex<[ContinuousClock.Instant]>
    let acks: AsyncStream<Void>
    let ack: AsyncStream<Void>.Continuation

    init(count: Int) {
        self.count = count
        self.stamps = Mutex([])
        (acks, ack) = AsyncStream<Void>.makeStream()
    }

    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        let count = count
        return AsyncThrowingStream { continuation in
            let task = Task.detached {
                var acks = self.acks.makeAsyncIterator()
                for index in 0..<count {
                    self.stamps.withLock { $0.append(.now) }
                    continuation.yield(.text("\(index) "))
                    _ = await acks.next()
                }
                continuation.yield(.stop(reason: "end_turn"))
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// Milliseconds from each piece leaving the model to the listener receiving it through the engine.
func engineOverhead(pieces: Int) async throws -> [Double] {
    let db = try MemoryTestDatabase.make()
    let graph = InMemoryGraph(mirror: db)
    let model = StampingModel(count: pieces)
    let engine = AxelEngine(model: model, graph: graph, memory: MemoryStore(db), extractor: OfflineExtractor())
    let exchange = try await engine.respond(to: "tell me a long story", source: .typed)
    var samples: [Double] = []
    samples.reserveCapacity(pieces)
    for await piece in exchange.reply {
        let received = ContinuousClock.now
        guard let index = Int(piece.dropLast()) else { continue }
        let sent = model.stamps.withLock { $0[index] }
        let elapsed = sent.duration(to: received)
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        model.ack.yield()
    }
    _ = await exchange.outcome()
    return samples
}
