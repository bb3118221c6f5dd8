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

/// The real parts the integrator plugs into the daemon. Everything is optional: the daemon runs, serves the
/// socket and says what is missing.
public struct DaemonParts: Sendable {
    /// Nil: voice is unavailable (no audio device); `voiceProblem` says why.
    public var voice: (any VoiceControl)?
    public var voiceProblem: String?
    /// Text through Axel (and speech): the `say` command. Returns Axel's reply text.
    public var say: (@Sendable (String) async throws -> String)?
    /// Stale goals from the graph for proactive follow-ups; nil disables them.
    public var followupSource: (any FollowupSource)?
    /// What Done/Snooze/Talk do.
    public var followupActions: FollowupActions?
    /// Speaks the morning briefing when set.
    public var speakBriefing: (@Sendable (String) async -> Void)?
    /// Overrides the D-Bus notifier (tests, or another desktop).
    public var notifier: (any Notifier)?
    /// Called with the new configuration after a successful reload; returns the keys that changed but take
    /// effect only after a restart (shown in `mynd status` and the reload's answer).
    public var onReload: (@Sendable (MyndConfig) async -> [String])?
    /// Called once at shutdown, before the socket closes: finish the current SQLite write, close the store.
    public var onShutdown: (@Sendable () async -> Void)?
    /// More long-running parts (the graph's write queue, the voice loop) run in the same service group.
    public var services: [any Service]
    /// Parts that report into `mynd status` while the daemon runs.
    public var publishers: [any StatusPublisher]

    public init(voice: (any VoiceControl)? = nil, voiceProblem: String? = nil,
                say: (@Sendable (String) async throws -> String)? = nil, followupSource: (any FollowupSource)? = nil,
                followupActions: FollowupActions? = nil, speakBriefing: (@Sendable (String) async -> Void)? = nil,
                notifier: (any Notifier)? = nil, onReload: (@Sendable (MyndConfig) async -> [String])? = nil,
                onShutdown: (@Sendable () async -> Void)? = nil, services: [any Service] = [],
                publishers: [any StatusPublisher] = []) {
        self.voice = voice
        self.voiceProblem = voiceProblem
        self.say = say
        self.followupSource = followupSource
        self.followupActions = followupActions
        self.speakBriefing = speakBriefing
        self.notifier = notifier
        self.onReload = onReload
        self.onShutdown = onShutdown
        self.services = services
        self.publishers = publishers
    }
}
