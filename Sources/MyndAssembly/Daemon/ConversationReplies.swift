import MyndControl
import MyndCore
import MyndDaemon
import MyndVoice

/// `mynd say`, the briefing and a notification's Talk on the one conversation the voice loop speaks with (its
/// speaker when there is a voice), so the push-to-talk key silences these replies like its own.
struct ConversationReplies: SpokenReplies {
    let conversation: Conversation
    /// False without a voice loop: the briefing is then shown, not spoken.
    let speaksBriefing: Bool

    func reply(to text: String) async throws -> String {
        try await Self.replyText(conversation.respond(to: text, source: .typed))
    }

    func speak(_ text: String) async {
        guard speaksBriefing else { return }
        for await _ in conversation.speak(text) {}
    }

    /// A talk about an existing goal: Axel's reply, spoken and remembered, with nothing filed.
    func talk(about goal: Node) async throws -> String {
        try await Self.replyText(conversation.talk(about: goal))
    }

    /// Axel's reply text, once it is spoken (when there is a voice) and filed. An exchange that cannot start is the
    /// control fault `axel_failed`.
    static func replyText(_ events: AsyncStream<ConversationEvent>) async throws -> String {
        var reply = ""
        for await event in events {
            switch event {
            case let .text(piece): reply += piece
            case let .failed(.notStarted(error)): throw ControlFault(code: "axel_failed", message: "\(error)")
            case .failed, .spoken, .replyDone, .filed: continue
            }
        }
        return reply
    }
}
