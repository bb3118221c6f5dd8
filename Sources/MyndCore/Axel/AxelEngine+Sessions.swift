import Foundation
import Logging

extension AxelEngine {
    /// Ends the open session now and writes its summary (`mynd chat` on exit, "that's all" by voice).
    @discardableResult
    public func endSession() async -> SessionSummary? {
        guard let session = try? memory.endOpenSession(now: clock()) else { return nil }
        let summary = await summarise(session)
        await refreshPatterns()
        return summary
    }

    /// Ends sessions idle past the timeout and summarises every ended session still without a summary.
    /// The daemon calls it periodically; an exchange does the same for the sessions it closes.
    @discardableResult
    public func sweepIdleSessions() async -> [SessionSummary] {
        let now = clock()
        _ = try? memory.endIdleSessions(now: now, timeout: settings.sessionTimeout)
        var written: [SessionSummary] = []
        for session in (try? memory.sessionsNeedingSummary()) ?? [] {
            if let summary = await summarise(session) { written.append(summary) }
        }
        if !written.isEmpty { await refreshPatterns() }
        return written
    }

    /// Writes the medium-term summary of an ended session (model when available, offline otherwise).
    func summarise(_ session: ConversationSession) async -> SessionSummary? {
        do {
            let all = try memory.messages(inSession: session.id)
            guard !all.isEmpty else { return nil }
            // A crisis exchange is never summarised (summaries are recalled later, unasked).
            let messages = withoutCrisisExchanges(all)
            if messages.isEmpty {
                return try memory.saveSummary(SessionSummary(
                    sessionID: session.id, content: "A private conversation.", createdAt: clock(),
                    sessionStartedAt: session.startedAt, messageCount: all.count, generatedBy: "offline"))
            }
            let names = await knownNames(in: messages)
            let (content, by) = await summarizer.summarize(messages, knownNames: names)
            return try memory.saveSummary(SessionSummary(
                sessionID: session.id, content: content, createdAt: clock(), sessionStartedAt: session.startedAt,
                messageCount: messages.count, generatedBy: by))
        } catch {
            logger.error("could not write a session summary", metadata: ["error": "\(error)"])
            return nil
        }
    }

    /// Recomputes user patterns from the last 30 days of messages.
    func refreshPatterns() async {
        let now = clock()
        do {
            let messages = withoutCrisisExchanges(try memory.messages(since: now.addingTimeInterval(-30 * 86_400), role: .user))
            let names = await knownNames(in: messages)
            try memory.replacePatterns(PatternLearner().patterns(from: messages, knownNames: names, now: now))
        } catch {
            logger.error("could not update patterns", metadata: ["error": "\(error)"])
        }
    }

    /// Graph names mentioned in `messages`, normalised key → display name.
    private func knownNames(in messages: [StoredMessage]) async -> [String: String] {
        let text = messages.filter { $0.role == .user }.map(\.content).joined(separator: "\n")
        let nodes = (try? await graph.namedNodes(mentionedIn: text, limit: 200)) ?? []
        var names: [String: String] = [:]
        for node in nodes {
            for name in [node.content] + NameNormalizer.aliases(of: node) { names[NameNormalizer.key(name)] = node.content }
        }
        return names
    }
}
