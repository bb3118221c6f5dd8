import Foundation
import Logging
import MyndCore
import MyndNet
import MyndVoice

/// Piper through mynd's own supervised wyoming-piper: a Wyoming client on the engine's socket.
///
/// When the engine is not ready (starting, restarting after a crash) it fails at once with the reason, so the
/// fallback (espeak-ng) speaks the sentence without waiting.
public struct LocalPiperSynthesizer: SpeechSynthesizer {
    public let engine: LocalEngine
    public let voice: String
    public let volume: Int
    public let sampleRate: Int
    public var makesWholeUnits: Bool { true }

    public init(engine: LocalEngine, voice: String, volume: Int, sampleRate: Int) {
        self.engine = engine
        self.voice = voice
        self.volume = volume
        self.sampleRate = sampleRate
    }

    public func chunks(for text: String) -> AsyncThrowingStream<[Int16], any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Int16].self)
        let (engine, voice, volume, rate) = (engine, voice, volume, sampleRate)
        let task = Task {
            do {
                guard let endpoint = await engine.readyEndpoint() else {
                    throw LocalEngineError.notReady(await engine.health.description)
                }
                let client = WyomingSynthesizer(configuration: .init(endpoint: endpoint, voice: voice, sampleRate: rate, volume: volume))
                for try await chunk in client.chunks(for: text) { continuation.yield(chunk) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
