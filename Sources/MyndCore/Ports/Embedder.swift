import Foundation

/// Text to vectors: an OpenAI-compatible `/v1/embeddings` endpoint (`[embeddings] url`), or a fake in tests.
public protocol Embedder: Sendable {
    /// Names the vector space: vectors of different models are never compared.
    var model: String { get }
    /// One vector per text, in order.
    func embed(_ texts: [String]) async throws -> [[Float]]
}
