import MyndCore

/// Plays earcons on a sink (the speech sink, so they never overlap a sentence out of order).
public struct EarconPlayer: Sendable {
    public let sink: any AudioSink
    public init(sink: any AudioSink) { self.sink = sink }
    public func play(_ earcon: Earcon) {
        sink.enqueue(earcon.samples(sampleRate: sink.sampleRate))
    }
}
