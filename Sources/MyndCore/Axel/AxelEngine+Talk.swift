import Foundation

extension AxelEngine {
    /// A conversation about an existing goal (a notification's Talk button). The user's opening line is kept in
    /// the session's memory, linked to the goal, but nothing new is filed: the goal is not said again, so it is
    /// neither duplicated nor extracted. The caller touches the goal.
    public func talk(about goal: Node) async throws -> AxelExchange {
        let now = clock()
        let opener = "Let's talk about my goal: \(goal.content)"
        let opened: (session: ConversationSession, ended: [ConversationSession])
        let message: StoredMessage
        do {
            opened = try memory.openSession(now: now, timeout: settings.sessionTimeout)
            message = try memory.append(StoredMessage(sessionID: opened.session.id, role: .user, content: opener, createdAt: now, nodeID: goal.id))
        } catch {
            throw AxelError.commitFailed(String(describing: error))
        }
        if model is any GroundedLanguageModel {
            let steps = (try? await graph.nextActions(of: goal.id)) ?? []
            var text = "Let's look at \u{201C}\(goal.content)\u{201D}."
            if let step = steps.first {
                text += " Your next step is \u{201C}\(step.content)\u{201D} — is it still the right one?"
            } else {
                text += " What's the smallest next step you could take?"
            }
            return launch(utterance: goal, opened: opened, preFiled: nil, preFailure: nil, opening: text, extract: false) { nil }
        }
        let request = try await context.build(for: opener, session: opened.session.id, beforeMessage: message.id, now: now,
                                              maxTokens: settings.maxTokens, temperature: settings.temperature).request
        let model = model
        return launch(utterance: goal, opened: opened, preFiled: nil, preFailure: nil, extract: false) { model.stream(request) }
    }
}
