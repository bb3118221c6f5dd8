import Foundation
import MyndCore

/// The push-to-talk loop: idle → listening → transcribing → thinking → speaking → idle (and error).
///
/// The daemon drives it from the hotkey (`press`/`release`, or both on each toggle) and shows its state;
/// everything it drives is pluggable: the recorder, the transcriber (usually a `TranscriberChain`) and the
/// `Conversation` that answers and speaks. One utterance at a time: a press while transcribing, thinking or
/// speaking is a barge-in — the reply stops at once and a new recording starts. `cancel()` works from any state.
public actor PushToTalk {
    public enum State: Hashable, Sendable {
        case idle, listening, transcribing, thinking, speaking
        /// A turn failed; the machine is back to idle right after reporting it.
        case error(String)
    }

    public enum Event: Hashable, Sendable {
        case state(State)
        /// What the transcriber heard (and which one answered).
        case heard(Transcript)
        /// A piece of the reply as it streams in.
        case reply(String)
        /// The turn ended without a reply because there was nothing to answer: the recording was shorter than
        /// `[audio] min_clip_seconds`, or the transcriber heard no words. Said aloud (error earcon) and logged, so an
        /// utterance never vanishes without a word.
        case unheard(String)
        /// The turn's exchange is stored and filed (after the turn went idle): the utterance's node.
        case filed(NodeID)
    }

    public let recorder: any UtteranceRecorder
    public let transcriber: any Transcriber
    /// Answers what was heard and speaks the answer.
    public nonisolated let conversation: Conversation
    public let earcons: EarconPlayer?
    private let hints: @Sendable () async -> TranscriptionHints
    /// This turn's hints, asked for at the press.
    private var turnHints: Task<TranscriptionHints, Never>?

    public private(set) var state: State = .idle
    /// Why the last turn failed, for callers that must answer with the reason (`startListening`).
    private var lastFailure: (any Error)?
    private var turn = 0
    private var turnTask: Task<Void, Never>?
    private var beginTask: Task<Void, any Error>?
    /// The current utterance's stream when the transcriber can listen while the user speaks.
    private var stream: (any TranscriptionStream)?
    private var subscribers: [UUID: AsyncStream<Event>.Continuation] = [:]

    public init(
        recorder: any UtteranceRecorder, transcriber: any Transcriber, conversation: Conversation,
        earcons: EarconPlayer? = nil, hints: @escaping @Sendable () async -> TranscriptionHints = { TranscriptionHints() }
    ) {
        self.recorder = recorder
        self.transcriber = transcriber
        self.conversation = conversation
        self.earcons = earcons
        self.hints = hints
    }

    /// Every state change, transcript and reply piece from now on; the stream ends when the subscriber stops.
    public func events() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        let id = UUID()
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in Task { await self?.unsubscribe(id) } }
        return stream
    }

    /// Key down: start listening (after stopping a reply in progress).
    public func press() async {
        switch state {
        case .listening:
            return
        case .transcribing, .thinking, .speaking:
            await abortTurn()
        case .idle, .error:
            break
        }
        turn += 1
        let current = turn
        set(.listening)
        // The listening earcon must not end up in the utterance: the samples captured while it plays (plus the
        // warm stream's ~20 ms latency) are zeroed. People start talking after the beep, so nothing is lost.
        let suppress = earcons == nil ? 0 : Earcon.listening.duration + 0.05
        // Kept so that a release or cancel arriving while the source is still opening waits for it.
        stream?.cancel()
        stream = nil
        // The names for the transcriber come from the graph; asked now, while the user speaks, so key release does
        // not wait for that query before the audio goes out.
        let hinting = Task { [hints] in await hints() }
        turnHints = hinting
        var tap: (@Sendable ([Int16]) -> Void)?
        if let streaming = transcriber as? any StreamingTranscriber,
           let opened = try? await streaming.startStream(sampleRate: recorder.sampleRate, hints: await hinting.value) {
            guard current == turn else { return opened.cancel() }
            stream = opened
            tap = { opened.send($0) }
        }
        let begin = Task { [recorder, tap] in try await recorder.begin(suppressing: suppress, tap: tap) }
        beginTask = begin
        do {
            try await begin.value
        } catch {
            guard current == turn else { return }
            stream?.cancel()
            stream = nil
            turn += 1
            fail(error)
            return
        }
        guard current == turn else { return }
        earcons?.play(.listening)
    }

    /// `press()` for callers that must say why listening could not start (the daemon's `ptt start`, `mynd listen`):
    /// throws the reason the machine reported (it is back to idle by then).
    public func startListening() async throws {
        lastFailure = nil
        await press()
        guard state != .listening else { return }
        throw lastFailure ?? CaptureError.noSource("the source could not be opened")
    }

    /// Key up: transcribe what was said, get the reply and speak it.
    public func release() {
        guard state == .listening else { return }
        let current = turn
        set(.transcribing)
        turnTask = Task { await self.runTurn(current) }
    }

    /// Back to idle from any state: recording dropped, reply silenced and cancelled.
    public func cancel() async {
        await abortTurn()
        _ = try? await beginTask?.value
        await recorder.cancel()
        turn += 1
        set(.idle)
    }

    private func abortTurn() async {
        turn += 1
        stream?.cancel()
        stream = nil
        turnTask?.cancel()
        turnTask = nil
        await conversation.stopSpeaking()
    }

    private func runTurn(_ id: Int) async {
        do {
            _ = try? await beginTask?.value
            guard id == turn else { return }
            let stream = self.stream
            self.stream = nil
            // Harmless after `finish`; closes the stream on every other way out (too short, superseded, failed).
            defer { stream?.cancel() }
            guard let clip = try await recorder.end() else {
                guard id == turn else { return }
                return unheard(id, "the recording was too short or empty (under [audio] min_clip_seconds)")
            }
            guard id == turn else { return }
            earcons?.play(.thinking)
            let transcript: Transcript
            if let stream {
                transcript = try await stream.finish(clip)
            } else {
                let hints = if let turnHints { await turnHints.value } else { await self.hints() }
                transcript = try await transcriber.transcribe(clip, hints: hints)
            }
            try Task.checkCancellation()
            guard id == turn else { return }
            guard !transcript.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                let seconds = String(format: "%.1f", clip.duration)
                return unheard(id, "the \(transcript.transcriber.isEmpty ? "" : transcript.transcriber + " ")transcriber heard no words in \(seconds) s of audio")
            }
            broadcast(.heard(transcript))
            set(.thinking)
            // The reply speaks itself; the turn is over (idle) once it has been heard, and `.filed` follows when the
            // exchange is stored and filed, so a caller that must not exit before that (`mynd listen`) can wait.
            var over = false
            // The thought is the transcript with the known names put back; the transcriber's own words stay with it.
            let heard = transcript.heard.map { [Node.heardKey: $0] } ?? [:]
            for await event in conversation.respond(to: transcript.text, source: .spoken, metadata: heard) {
                switch event {
                case let .text(piece):
                    replyPiece(piece, turn: id)
                case .replyDone:
                    guard id == turn else { return }
                    earcons?.play(.done)
                    finish(id)
                    over = true
                case let .failed(failure):
                    throw failure.underlying
                case let .filed(outcome):
                    broadcast(.filed(outcome.utterance.id))
                case .spoken:
                    continue
                }
            }
            guard !over else { return }
            // Speech stopped from outside (another reply took the speaker): the turn is over all the same.
            try Task.checkCancellation()
            guard id == turn else { return }
            earcons?.play(.done)
            finish(id)
        } catch is CancellationError {
            return
        } catch {
            guard id == turn else { return }
            fail(error)
        }
    }

    private func replyPiece(_ piece: String, turn id: Int) {
        guard id == turn else { return }
        if state == .thinking { set(.speaking) }
        broadcast(.reply(piece))
    }

    private func unheard(_ id: Int, _ reason: String) {
        guard id == turn else { return }
        broadcast(.unheard(reason))
        earcons?.play(.error)
        set(.idle)
    }

    private func finish(_ id: Int) {
        guard id == turn else { return }
        set(.idle)
    }

    private func fail(_ error: any Error) {
        lastFailure = error
        set(.error(String(describing: error)))
        earcons?.play(.error)
        set(.idle)
    }

    private func set(_ new: State) {
        state = new
        broadcast(.state(new))
    }

    private func broadcast(_ event: Event) {
        for continuation in subscribers.values { continuation.yield(event) }
    }

    private func unsubscribe(_ id: UUID) { subscribers[id] = nil }
}
