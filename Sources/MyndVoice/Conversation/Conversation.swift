import MyndCore

/// One exchange with Axel as every entry runs it — `ask`, `chat`, `listen`, push-to-talk, `say`, a follow-up's
/// Talk and the morning briefing: the reply streams as events, is spoken while it streams (the speaker reads the
/// exchange's own reply stream; there is no relay between them), and the events end only once the reply is
/// stored and the utterance filed, so a caller that reads to the end may exit or answer.
///
/// Cancelling the consumer (a barge-in, or a task that stops iterating) silences the speech at once and stops the
/// model; the partial reply is stored marked interrupted and filed in the background.
public struct Conversation: Sendable {
    /// What answers: Axel's engine (the current one, so a configuration reload applies from the next exchange),
    /// or a scripted reply that is spoken and streamed but neither stored nor filed (benchmarks and tests of the
    /// voice loop that measure speech, not Axel).
    enum Replies: Sendable {
        case engine(@Sendable () -> AxelEngine)
        case scripted(@Sendable (String) -> AsyncThrowingStream<String, any Error>)
    }

    /// Speaks the replies; nil: text only (`--no-speak`, no audio server).
    public let speaker: SentenceSpeaker?
    let replies: Replies

    public init(engine: @escaping @Sendable () -> AxelEngine, speaker: SentenceSpeaker?) {
        self.replies = .engine(engine)
        self.speaker = speaker
    }

    /// A conversation whose replies come from `replies` instead of Axel: nothing is stored or filed, so no
    /// `.filed` event comes; everything else (speech, text, failures, barge-in) is the same.
    public init(speaker: SentenceSpeaker?, replies: @escaping @Sendable (String) -> AsyncThrowingStream<String, any Error>) {
        self.replies = .scripted(replies)
        self.speaker = speaker
    }

    /// Files `text` (with `metadata` on its node) and streams Axel's reply to it.
    public func respond(to text: String, source: NodeSource, metadata: [String: String] = [:]) -> AsyncStream<ConversationEvent> {
        switch replies {
        case let .engine(engine): exchange { try await engine().respond(to: text, source: source, metadata: metadata) }
        case let .scripted(replies): scripted { replies(text) }
        }
    }

    /// A conversation about an existing goal (a notification's Talk); the caller touches the goal.
    public func talk(about goal: Node) -> AsyncStream<ConversationEvent> {
        switch replies {
        case let .engine(engine): exchange { try await engine().talk(about: goal) }
        case let .scripted(replies): scripted { replies(goal.content) }
        }
    }

    /// Says `text` as it is (the morning briefing): no exchange, nothing filed; the events end once it is heard.
    public func speak(_ text: String) -> AsyncStream<ConversationEvent> {
        scripted { AsyncThrowingStream { $0.yield(text); $0.finish() } }
    }

    /// Silences whatever this conversation's speaker is saying (a press of the push-to-talk key).
    public func stopSpeaking() async { await speaker?.stop() }

    private func exchange(_ start: @escaping @Sendable () async throws -> AxelExchange) -> AsyncStream<ConversationEvent> {
        let speaker = speaker
        return Self.events { events in
            let exchange: AxelExchange
            do {
                exchange = try await start()
            } catch {
                events.yield(.failed(.notStarted(error)))
                return
            }
            do {
                try await withTaskCancellationHandler {
                    try await Self.say(exchange.reply, speaker: speaker, events: events)
                } onCancel: {
                    exchange.cancel()
                }
                events.yield(.replyDone)
            } catch is CancellationError {
                exchange.cancel()
            } catch {
                exchange.cancel()
                events.yield(.failed(.speech(error)))
            }
            events.yield(.filed(await exchange.outcome()))
        }
    }

    private func scripted(_ pieces: @escaping @Sendable () -> AsyncThrowingStream<String, any Error>) -> AsyncStream<ConversationEvent> {
        let speaker = speaker
        return Self.events { events in
            do {
                try await Self.say(ReplyFailures(base: pieces()), speaker: speaker, events: events)
                events.yield(.replyDone)
            } catch is CancellationError {
                return
            } catch let failure as ConversationFailure {
                events.yield(.failed(failure))
            } catch {
                events.yield(.failed(.speech(error)))
            }
        }
    }

    /// The reply's pieces go straight to the speaker; each is reported as text as the speaker reads it.
    private static func say<Pieces: AsyncSequence & Sendable>(
        _ pieces: Pieces, speaker: SentenceSpeaker?, events: AsyncStream<ConversationEvent>.Continuation
    ) async throws where Pieces.Element == String {
        let reported = pieces.map { @Sendable piece in
            events.yield(.text(piece))
            return piece
        }
        if let speaker {
            try await speaker.speak(reported, spoken: { events.yield(.spoken($0)) })
        } else {
            for try await _ in reported {}
        }
    }

    /// Runs `body` in a task tied to the returned stream: the stream ends when `body` returns, and a consumer
    /// that stops listening cancels the task.
    private static func events(
        _ body: @escaping @Sendable (AsyncStream<ConversationEvent>.Continuation) async -> Void
    ) -> AsyncStream<ConversationEvent> {
        let (events, continuation) = AsyncStream.makeStream(of: ConversationEvent.self)
        let task = Task {
            await body(continuation)
            continuation.finish()
        }
        continuation.onTermination = { termination in
            if case .cancelled = termination { task.cancel() }
        }
        return events
    }
}

/// A scripted reply's pieces, its failures marked as the reply's (not the speaker's).
struct ReplyFailures<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element == String {
    let base: Base

    struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator

        mutating func next() async throws -> String? {
            do {
                return try await base.next()
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw ConversationFailure.reply(error)
            }
        }
    }

    func makeAsyncIterator() -> Iterator { Iterator(base: base.makeAsyncIterator()) }
}
