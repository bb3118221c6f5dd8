import MyndCore

/// An in-process language model that replies with a fixed script, for unit tests of the engine.
public struct ScriptedLanguageModel: LanguageModel {
    public let name = "scripted"
    public var pieces: [String]
    public var failure: ModelError?

    public init(pieces: [String], failure: ModelError? = nil) {
        self.pieces = pieces
        self.failure = failure
    }

    public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        let pieces = pieces
        let failure = failure
        return AsyncThrowingStream { continuation in
            for piece in pieces { continuation.yield(.text(piece)) }
            if let failure {
                continuation.finish(throwing: failure)
            } else {
                continuation.yield(.stop(reason: "end_turn"))
                continuation.finish()
            }
        }
    }
}
