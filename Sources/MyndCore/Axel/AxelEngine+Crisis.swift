import Foundation
import Logging

extension AxelEngine {
    /// A person in crisis: what they said is kept verbatim as a private (sensitive) thought — never a goal,
    /// action or question, never extracted or linked — and the reply is the local crisis reply with its
    /// resources, said first so that nothing (a slow or failing model, a dropped stream) can hold it back.
    /// With a language model, the model is told this turn is a crisis and may add a few warm sentences after it.
    func respondToCrisis(_ text: String, kind: CrisisKind, matched: [String], source: NodeSource, now: Date,
                         metadata: [String: String] = [:]) async throws -> AxelExchange {
        let opened: (session: ConversationSession, ended: [ConversationSession])
        let node: Node
        let message: StoredMessage
        do {
            opened = try memory.openSession(now: now, timeout: settings.sessionTimeout)
            var thought = Node(type: .thought, content: text, createdAt: now, source: source, metadata: metadata)
            thought.isSensitive = true
            thought.metadata[Node.safetyKindKey] = kind.rawValue
            node = try await graph.add(thought)
            message = try memory.append(StoredMessage(sessionID: opened.session.id, role: .user, content: text, createdAt: now, nodeID: node.id))
        } catch {
            throw AxelError.commitFailed(String(describing: error))
        }
        // Never the person's words above debug level.
        logger.info("safety: crisis reply given", metadata: ["kind": "\(kind.rawValue)"])
        logger.debug("safety: matched", metadata: ["patterns": "\(matched)"])

        let local = CrisisReply.text(for: kind, resources: settings.crisisResources)
        guard !(model is any GroundedLanguageModel) else {
            return launch(utterance: node, opened: opened, preFiled: nil, preFailure: nil, opening: local, extract: false) { nil }
        }
        let request = await request(for: text, session: opened.session.id, before: message.id, now: now,
                                    care: .crisis(kind: kind, said: local))
        let model = model
        return launch(utterance: node, opened: opened, preFiled: nil, preFailure: nil, opening: local,
                      fallbackOnError: false, extract: false) { model.stream(request) }
    }

    /// Whether a user message of `session` before `message` was a crisis: the rest of the session stays gentle.
    func sessionHadCrisis(_ session: String, before message: Int64?) -> Bool {
        guard let messages = try? memory.messages(inSession: session, before: message) else { return false }
        return messages.contains { $0.role == .user && safety.assess($0.content).isCrisis }
    }

    /// `messages` without the crisis exchanges (the user's words and the reply to them), for summaries and
    /// patterns, which surface later unasked.
    func withoutCrisisExchanges(_ messages: [StoredMessage]) -> [StoredMessage] {
        let privateNodes = Set(messages.filter { $0.role == .user && safety.assess($0.content).isCrisis }.compactMap(\.nodeID))
        guard !privateNodes.isEmpty else { return messages }
        return messages.filter { message in message.nodeID.map { !privateNodes.contains($0) } ?? true }
    }
}

extension Node {
    /// Metadata key naming the kind of crisis a sensitive thought spoke of.
    public static let safetyKindKey = "safety"
}
