import MyndCore

/// Speaks a streamed reply and can be interrupted: what `PushToTalk` needs from `SentenceSpeaker`.
public protocol ReplySpeaker: Sendable {
    func speak(_ pieces: AsyncThrowingStream<String, any Error>) async throws
    func stop() async
}

extension SentenceSpeaker: ReplySpeaker {
    public func speak(_ pieces: AsyncThrowingStream<String, any Error>) async throws {
        try await perform(pieces)
    }
}

/// Plays earcons on a sink (the speech sink, so they never overlap a sentence out of order).
public struct EarconPlayer: Sendable {
    public let sink: any AudioSink
    public init(sink: any AudioSink) { self.sink = sink }
    public func play(_ earcon: Earcon) {
        sink.enqueue(earcon.samples(sampleRate: sink.sampleRate))
    }
}
