import MyndCore

/// What one exchange does, in order: the reply's text as it streams, each unit as its audio is queued, the end
/// of the reply, then the outcome once the reply is stored and the utterance filed. A failure comes in place of (or, for speech,
/// before) the outcome.
public enum ConversationEvent: Sendable {
    /// A piece of the reply as the model produced it (after a failed reply, the spoken fallback sentence).
    case text(String)
    /// A unit (sentence or clause) whose audio is all queued on the sink; it is being heard or will be next.
    case spoken(String)
    /// The reply has streamed and been heard to the end (push-to-talk goes back to idle here, without waiting
    /// for the filing). Not sent after a barge-in or a failure.
    case replyDone
    /// The reply is stored, the utterance filed and the session's bookkeeping done: the last event.
    case filed(ExchangeOutcome)
    /// The exchange could not start, the reply's own stream failed, or speech failed (the exchange was then
    /// stopped; `.filed` still follows when an exchange had started).
    case failed(ConversationFailure)
}

/// Why a conversation failed; `underlying` is the error itself, for callers that map it (exit codes, faults).
public enum ConversationFailure: Error, Sendable, CustomStringConvertible {
    /// Nothing was stored: the utterance was empty or could not be committed.
    case notStarted(any Error)
    /// A reply that is not an exchange (a scripted one) failed.
    case reply(any Error)
    /// The synthesizer or the sink failed; the exchange was stopped and its partial reply kept.
    case speech(any Error)

    public var underlying: any Error {
        switch self {
        case let .notStarted(error), let .reply(error), let .speech(error): error
        }
    }

    public var description: String { String(describing: underlying) }
}
