import Foundation
import MyndCore

/// Axel as the daemon asks for it outside push-to-talk: `mynd say` and the morning briefing. The integrator
/// implements it on the one conversation the voice loop speaks with, so the key silences these replies too.
public protocol SpokenReplies: Sendable {
    /// `mynd say`: Axel's reply to `text`, returned once it is spoken (when there is a voice) and filed.
    /// Throws a `ControlFault` the client can show when the exchange cannot start.
    func reply(to text: String) async throws -> String
    /// Speaks `text` as it is (the morning briefing); returns when it is spoken, at once when there is no voice.
    func speak(_ text: String) async
}

/// What a SIGHUP or `mynd reload` does beyond the daemon's own settings (`[proactive]`, which the daemon applies
/// itself): the model, speech, memory and the rest the integrator built from the configuration.
public protocol ConfigurationReloading: Sendable {
    /// Applies the new configuration; returns the keys that changed but take effect only after a restart
    /// (shown in `mynd status` and the reload's answer).
    func apply(_ config: MyndConfig) async -> [String]
}

/// What clicking a follow-up notification's action does to the goal; the integrator routes it to the graph and
/// the conversation.
public protocol FollowupResponder: Sendable {
    /// "Done": mark the goal completed.
    func done(goalID: String) async throws
    /// "Snooze": the scheduler has already recorded the snooze (one day) in its ledger; this lets the graph
    /// note it too. It must not touch the goal, which would silence it for `stale_days` instead of a day.
    func snooze(goalID: String, until: Date) async throws
    /// "Talk": talk with Axel about the goal, filing nothing new.
    func talk(goalID: String) async throws
}
