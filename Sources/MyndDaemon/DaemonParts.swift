import Foundation
import Logging
import MyndCore
import ServiceLifecycle

/// Push-to-talk and speech, as the voice loop offers them to the daemon.
public protocol VoiceControl: Sendable {
    /// Opens the microphone and starts capturing (a press while Axel speaks is a barge-in).
    func startListening() async throws
    /// Stops capturing and hands the clip on (transcribe → graph → Axel → speech); returns when it is handed on.
    func stopListening() async throws
    /// Stops capturing and throws the audio away.
    func cancelListening() async throws
    /// Silences Axel mid-sentence.
    func stopSpeaking() async
    /// True when the voice loop reports its own phases to the status hub (the real one does, from the push-to-talk
    /// machine): the controller then leaves the phase alone, so it has one writer.
    var publishesPhases: Bool { get }
}

extension VoiceControl {
    public var publishesPhases: Bool { false }
}

/// A part that reports into the daemon's status hub for as long as the daemon runs (the voice loop's phases, the
/// engines' health). The daemon runs each in its service group and cancels it at shutdown, so nobody starts or
/// stops a task for it by hand.
public protocol StatusPublisher: Sendable {
    /// Reports into `hub` until cancelled.
    func publish(into hub: StatusHub, logger: Logger) async
}

/// The real parts the integrator plugs into the daemon, each behind a typed port. Everything is optional: the
/// daemon runs, serves the socket and says what is missing.
public struct DaemonParts: Sendable {
    /// Nil: voice is unavailable (no audio device); `voiceProblem` says why.
    public var voice: (any VoiceControl)?
    public var voiceProblem: String?
    /// Axel's replies to `mynd say` and the spoken briefing; nil: `say` answers `axel_unavailable`.
    public var replies: (any SpokenReplies)?
    /// Stale goals from the graph for proactive follow-ups; nil disables them.
    public var followupSource: (any FollowupSource)?
    /// What Done/Snooze/Talk do to the goal; nil: clicks only update the scheduler's ledger.
    public var followupResponder: (any FollowupResponder)?
    /// Overrides the D-Bus notifier (tests, or another desktop).
    public var notifier: (any Notifier)?
    /// Applies a reloaded configuration to the integrator's parts; nil: only `[proactive]` follows a reload.
    public var reloading: (any ConfigurationReloading)?
    /// The store, run first in the service group so that it is told to stop last (the group stops services in
    /// reverse order, each after the one behind it has returned): its graceful shutdown finishes the last write
    /// and closes the database once the socket, the voice loop and every other part have stopped.
    public var store: (any Service)?
    /// More long-running parts (the sweepers, the engines, the voice loop) run in the same service group.
    public var services: [any Service]
    /// Parts that report into `mynd status` while the daemon runs.
    public var publishers: [any StatusPublisher]

    public init(voice: (any VoiceControl)? = nil, voiceProblem: String? = nil, replies: (any SpokenReplies)? = nil,
                followupSource: (any FollowupSource)? = nil, followupResponder: (any FollowupResponder)? = nil,
                notifier: (any Notifier)? = nil, reloading: (any ConfigurationReloading)? = nil,
                store: (any Service)? = nil, services: [any Service] = [], publishers: [any StatusPublisher] = []) {
        self.voice = voice
        self.voiceProblem = voiceProblem
        self.replies = replies
        self.followupSource = followupSource
        self.followupResponder = followupResponder
        self.notifier = notifier
        self.reloading = reloading
        self.store = store
        self.services = services
        self.publishers = publishers
    }
}
