import Foundation
import MyndCore
import Synchronization

/// An embedder for fast in-process tests: each word (three letters or more) lights one of 64 dimensions, and
/// `concepts` send several words to the same one ("teeth" and "dentist" → "mouth"), so a test can show a match by
/// meaning without a model. It can be told to fail, and counts the texts it was sent.
public final class FakeEmbedder: Embedder, Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String { "the fake embeddings endpoint is down" }
    }

    public let model: String
    private let concepts: [String: String]
    private let state = Mutex<(failing: Bool, sent: [String])>((false, []))

    public init(model: String = "fake-e5", concepts: [String: String] = [:]) {
        self.model = model
        self.concepts = concepts
    }

    public var sent: [String] { state.withLock { $0.sent } }
    public func fail(_ failing: Bool) { state.withLock { $0.failing = failing } }

    public func embed(_ texts: [String]) async throws -> [[Float]] {
        try state.withLock { state in
            if state.failing { throw Failure() }
            state.sent += texts
        }
        return texts.map(vector)
    }

    private func vector(_ text: String) -> [Float] {
        var vector = [Float](repeating: 0, count: 64)
        for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) where word.count >= 3 {
            let key = concepts[String(word)] ?? String(word)
            vector[Int(key.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 } % 64)] += 1
        }
        return vector
    }
}
