import Foundation
import MyndCore
import Synchronization

/// Speaks a streamed reply sentence by sentence, as the sentences form, and stops dead on barge-in.
///
/// Pieces (a model's tokens) go through `SentenceSplitter` and `SpeechText`; each unit is synthesised as soon as
/// it is complete and its chunks are queued on the sink while the previous unit is still playing, so the only
/// delay before the first audio is the splitter's (none at a clause or after a plain word) plus espeak's first
/// chunk. If the first unit is slow to come, a short acknowledgment ("Got it.") fills the silence.
public actor SentenceSpeaker {
    public private(set) var synthesizer: any SpeechSynthesizer
    public let sink: any AudioSink
    /// Say `acknowledgement` when no unit has been queued this long after `speak` started; nil: never.
    public private(set) var acknowledgeAfter: Duration?
    public var acknowledgement: String
    /// Off (`[speech] enabled = false`): replies are consumed and nothing is spoken, on every path.
    public private(set) var enabled = true

    private var current: (task: Task<Void, any Error>, gate: Gate)?
    /// How fast the synthesizer turns text into its first audio, learnt reply by reply (engines that make whole units).
    private var pace = SynthesisPace()

    public init(synthesizer: any SpeechSynthesizer, sink: any AudioSink,
                acknowledgeAfter: Duration? = .seconds(1.5), acknowledgement: String = "Got it.", enabled: Bool = true) {
        self.synthesizer = synthesizer
        self.sink = sink
        self.acknowledgeAfter = acknowledgeAfter
        self.acknowledgement = acknowledgement
        self.enabled = enabled
    }

    /// New voice settings (a configuration reload); they apply from the next reply on.
    public func configure(synthesizer: any SpeechSynthesizer, acknowledgeAfter: Duration?, enabled: Bool) {
        self.synthesizer = synthesizer
        self.acknowledgeAfter = acknowledgeAfter
        self.enabled = enabled
        pace = SynthesisPace()
        if !enabled { stop() }
    }

    /// Readies everything the first reply would otherwise set up on its way to the speaker: the text rules (their
    /// regular expressions compile on first use) and the synthesizer's library and voice. Nothing is played. The
    /// daemon calls it at start and after a reload, so a daemon's first reply starts as fast as its later ones.
    public func warmUp() async {
        var splitter = SentenceSplitter()
        let units = splitter.feed("Warming up: call +1 555 0100 about the **plan** today. ") + splitter.finish()
        for unit in units { _ = SpeechText.clean(unit) }
        if enabled { await synthesizer.warmUp() }
    }

    /// Speaks `pieces` and returns when everything has been heard. Throws `CancellationError` when `stop()` cut it
    /// short, or the pieces' own error (after speaking what came before it). One reply at a time: a new call stops
    /// the previous one. `spoken` hears each unit once all its audio is queued on the sink (what a `Conversation`
    /// reports as spoken); it costs nothing when nil.
    public func speak<Pieces: AsyncSequence & Sendable>(_ pieces: Pieces, spoken: (@Sendable (String) -> Void)? = nil)
        async throws where Pieces.Element == String {
        try await perform(pieces, spoken: spoken)
    }

    func perform<Pieces: AsyncSequence & Sendable>(_ pieces: Pieces, spoken: (@Sendable (String) -> Void)? = nil)
        async throws where Pieces.Element == String {
        stop()
        guard enabled else {
            for try await _ in pieces {}
            return
        }
        let gate = Gate(sink: sink)
        let synthesizer = synthesizer
        let ack = acknowledgeAfter.map { ($0, acknowledgement) }
        let pace = synthesizer.makesWholeUnits ? self.pace : nil
        let task = Task {
            try await Self.run(pieces, synthesizer: synthesizer, gate: gate, acknowledge: ack, pace: pace, spoken: spoken)
        }
        current = (task, gate)
        defer { if current?.task == task { current = nil } }
        try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
            gate.close()
        }
    }

    /// Barge-in: silences the sink at once (server queue flushed), cancels consuming the pieces and drops every
    /// sentence not yet heard. Nothing from the interrupted reply plays afterwards.
    public func stop() {
        guard let (task, gate) = current else { return }
        current = nil
        task.cancel()
        gate.close()
    }

    public var isSpeaking: Bool { current != nil }

    private static func run<Pieces: AsyncSequence & Sendable>(
        _ pieces: Pieces, synthesizer: any SpeechSynthesizer, gate: Gate, acknowledge: (Duration, String)?,
        pace: SynthesisPace?, spoken: (@Sendable (String) -> Void)?
    ) async throws where Pieces.Element == String {
        let (units, continuation) = AsyncStream.makeStream(of: (text: String, listItem: Bool).self)
        let replyError: (any Error)? = try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { continuation.finish() }
                var splitter = SentenceSplitter(shortFirstUnitAbove: pace?.firstUnitCharacters)
                func emit(_ batch: [String]) {
                    for unit in batch {
                        let spoken = SpeechText.clean(unit)
                        if !spoken.isEmpty { continuation.yield((spoken, SentenceSplitter.isListItem(unit))) }
                    }
                }
                for try await piece in pieces { emit(splitter.feed(piece)) }
                emit(splitter.finish())
            }
            if let (delay, text) = acknowledge {
                group.addTask {
                    try await Task.sleep(for: delay)
                    guard gate.claimAcknowledgement() else { return }
                    defer { gate.acknowledgementDone() }
                    for try await chunk in synthesizer.chunks(for: text) { gate.enqueue(chunk) }
                }
            }
            var first = true
            for await (unit, listItem) in units {
                try Task.checkCancellation()
                if first {
                    while !gate.claimFirstUnit() { try await Task.sleep(for: .milliseconds(2)) }
                } else if listItem {
                    gate.enqueue(Self.listPause(rate: synthesizer.sampleRate))
                }
                first = false
                var asked: ContinuousClock.Instant? = pace == nil ? nil : .now
                for try await chunk in synthesizer.chunks(for: unit) {
                    try Task.checkCancellation()
                    if let start = asked {
                        pace?.record(.now - start, characters: unit.count)
                        asked = nil
                    }
                    gate.enqueue(chunk)
                }
                if !gate.isClosed { spoken?(unit) }
            }
            // Only the producer's error matters now; the acknowledgment is moot once the reply is queued.
            group.cancelAll()
            var replyError: (any Error)?
            while let result = await group.nextResult() {
                if case let .failure(error) = result, !(error is CancellationError) { replyError = error }
            }
            return replyError
        }
        try Task.checkCancellation()
        await gate.sink.drain()
        if gate.isClosed || Task.isCancelled { throw CancellationError() }
        if let replyError { throw replyError }
    }

    /// Silence before each item of a list after the first, so "1) call Alice 2) buy milk" is heard as two items.
    static func listPause(rate: Int) -> [Int16] {
        [Int16](repeating: 0, count: rate * listPauseMilliseconds / 1000)
    }

    static let listPauseMilliseconds = 300

    /// Guards the sink for one reply: once closed (barge-in) nothing more from this reply reaches it, even a chunk
    /// that was already on its way. Also orders the acknowledgment before the first sentence.
    final class Gate: Sendable {
        let sink: any AudioSink
        private let state = Mutex<(closed: Bool, acking: Bool, firstQueued: Bool)>((false, false, false))
        init(sink: any AudioSink) { self.sink = sink }

        func enqueue(_ samples: [Int16]) {
            state.withLock { if !$0.closed { sink.enqueue(samples) } }
        }

        var isClosed: Bool { state.withLock { $0.closed } }

        func close() {
            state.withLock { $0.closed = true }
            sink.stop()
        }

        func claimAcknowledgement() -> Bool {
            state.withLock {
                guard !$0.firstQueued, !$0.closed else { return false }
                $0.acking = true
                return true
            }
        }

        func acknowledgementDone() { state.withLock { $0.acking = false } }

        func claimFirstUnit() -> Bool {
            state.withLock {
                guard !$0.acking else { return false }
                $0.firstQueued = true
                return true
            }
        }
    }
}

/// How fast an engine that makes whole units (Piper) turns text into its first audio — time to the first chunk ≈
/// overhead + a cost per character — learnt from the units it made, and so how long a first unit may be for its
/// audio to start within `target`. A faster machine gets whole sentences; a slower or busier one, shorter first
/// units (3–4 ms a character on this 2-core machine: about 55 characters).
final class SynthesisPace: Sendable {
    /// Milliseconds from the text to its first chunk that a first unit should keep within; the sink adds ~20.
    static let target = 230.0
    static let overhead = 35.0
    private let perCharacter = Mutex<Double>(3.5)

    var firstUnitCharacters: Int {
        let perCharacter = perCharacter.withLock { $0 }
        return min(160, max(30, Int((Self.target - Self.overhead) / perCharacter)))
    }

    func record(_ elapsed: Duration, characters: Int) {
        guard characters >= 20 else { return }  // a short unit is mostly overhead
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        let observed = max(0.5, (milliseconds - Self.overhead) / Double(characters))
        perCharacter.withLock { $0 = 0.7 * $0 + 0.3 * observed }
    }
}

