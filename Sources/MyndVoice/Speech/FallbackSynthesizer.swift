import Foundation
import MyndCore
import Synchronization

/// Speaks through a preferred engine (Piper) and, whenever it is missing or fails, through a dependable one
/// (espeak-ng) instead, so a reply is never silent because of the engine.
///
/// Each unit is tried on the preferred engine first; if it fails — before any audio, or midway because the engine
/// died — the whole unit is spoken again by the fallback (a repeated half sentence beats a lost one). `health`
/// says once when the preferred engine stops answering and once when it is back.
public struct FallbackSynthesizer: SpeechSynthesizer {
    public let primary: any SpeechSynthesizer
    public let fallback: any SpeechSynthesizer
    public let health: SpeechEngineHealth

    /// Both must deliver audio at the same rate (the playback stream's); `WyomingSynthesizer` converts to it.
    public init(primary: any SpeechSynthesizer, fallback: any SpeechSynthesizer, health: SpeechEngineHealth) {
        precondition(primary.sampleRate == fallback.sampleRate, "the engines must share the playback rate")
        self.primary = primary
        self.fallback = fallback
        self.health = health
    }

    public var sampleRate: Int { fallback.sampleRate }
    public var makesWholeUnits: Bool { primary.makesWholeUnits }

    /// Both: the fallback must be as quick as the engine it stands in for.
    public func warmUp() async {
        await primary.warmUp()
        await fallback.warmUp()
    }

    public func chunks(for text: String) -> AsyncThrowingStream<[Int16], any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Int16].self)
        let (primary, fallback, health) = (primary, fallback, health)
        let task = Task {
            do {
                if health.shouldTryPrimary() {
                    do {
                        for try await chunk in primary.chunks(for: text) {
                            try Task.checkCancellation()
                            continuation.yield(chunk)
                        }
                        try Task.checkCancellation()
                        health.succeeded()
                        continuation.finish()
                        return
                    } catch {
                        try Task.checkCancellation()
                        health.failed(error)
                    }
                }
                for try await chunk in fallback.chunks(for: text) {
                    try Task.checkCancellation()
                    continuation.yield(chunk)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}

/// Whether the preferred speech engine is answering; reports each change once (log line, `mynd status`).
public final class SpeechEngineHealth: Sendable {
    /// "piper, voice en_US-joe-medium".
    public let engine: String
    /// "espeak-ng, voice en-us".
    public let fallback: String
    /// After a failure, how long to use the fallback alone before trying the preferred engine again; nil: try on
    /// every unit (the preferred engine fails at once when it is known to be down, as mynd's own engine does).
    public let retryAfter: Duration?
    /// `.failed` when the preferred engine stops answering, `.stillFailing` when only the reason changes,
    /// `.recovered` when it speaks again: log the first and the last, show all three.
    public enum Change: Sendable { case failed, stillFailing, recovered }
    private let onChange: @Sendable (_ status: String, _ change: Change) -> Void
    private let state = Mutex<(failure: String?, at: ContinuousClock.Instant)>((nil, .now))

    public init(engine: String, fallback: String, retryAfter: Duration?,
                onChange: @escaping @Sendable (_ status: String, _ change: Change) -> Void = { _, _ in }) {
        self.engine = engine
        self.fallback = fallback
        self.retryAfter = retryAfter
        self.onChange = onChange
    }

    /// Why the preferred engine is not speaking, or nil while it is.
    public var failure: String? { state.withLock { $0.failure } }

    /// What `mynd status` says: who speaks, and why not the preferred engine when it is not.
    public var status: String {
        guard let failure else { return engine }
        let retry = retryAfter.map { "tried again after \($0.components.seconds) s" } ?? "tried again on each sentence"
        return "\(fallback) speaks: \(engine) is not answering (\(failure)); \(retry)"
    }

    func shouldTryPrimary() -> Bool {
        state.withLock { current in
            guard current.failure != nil, let retryAfter else { return true }
            return ContinuousClock.now - current.at >= retryAfter
        }
    }

    func succeeded() {
        let changed = state.withLock { current in
            defer { current.failure = nil }
            return current.failure != nil
        }
        if changed { onChange(status, .recovered) }
    }

    func failed(_ error: any Error) {
        let reason = "\(error)"
        let previous = state.withLock { current in
            defer { current = (reason, .now) }
            return current.failure
        }
        if previous == nil {
            onChange(status, .failed)
        } else if previous != reason {
            onChange(status, .stillFailing)
        }
    }
}
