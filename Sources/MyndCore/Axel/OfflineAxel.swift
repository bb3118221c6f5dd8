import Foundation

/// Axel with no language model: says in a sentence or two what was captured ("Noted a goal: finish the
/// garden plan — linked to Alice."), then asks one useful question from the graph — a next step for a new
/// goal, a stale goal, or a goal without a next action. It never pretends to understand more than the rules
/// found, and says plainly that it is offline when asked a question.
///
/// Streams its text in word pieces, like a real model, so the speech and CLI paths behave the same.
public struct OfflineAxel: GroundedLanguageModel {
    public let name = "offline"
    public var graph: any GraphAccess
    public var staleDays: Int
    public var now: @Sendable () -> Date

    public init(graph: any GraphAccess, staleDays: Int = 3, now: @escaping @Sendable () -> Date = { Date() }) {
        self.graph = graph
        self.staleDays = staleDays
        self.now = now
    }

    public func stream(_ request: ModelRequest, grounding: FiledExtraction, gentle: Bool) -> AsyncThrowingStream<ModelEvent, any Error> {
        pieces { await reply(to: grounding, gentle: gentle) }
    }

    /// Without a grounding (used as a plain model), it extracts from the last user message itself, files nothing.
    public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
        let text = request.messages.last(where: { $0.role == .user })?.content ?? ""
        let graph = graph
        return pieces {
            let extraction = await OfflineExtractor().extract(text, graph: graph)
            let utterance = Node(type: extraction.utteranceType, content: text)
            let names = extraction.people + extraction.places + extraction.projects
            let entities = names.map { FiledExtraction.Filed(node: Node(type: .thought, content: $0), isNew: false) }
            return await reply(to: FiledExtraction(utterance: utterance, extraction: extraction, entities: entities,
                                                   items: [], edges: [], facts: [], unresolved: []))
        }
    }

    /// The whole reply: acknowledgement, then at most one follow-up question — none in a gentle session
    /// (after a crisis), where Axel asks about no goal or step.
    public func reply(to filed: FiledExtraction, gentle: Bool = false) async -> String {
        // Someone telling how they feel is listened to: no filing report, no nudge about goals.
        if FeelingStatement.isStated(in: filed.utterance.content) {
            return OfflineWording.feelingsHeard + (gentle ? " I'm still here with you." : "")
        }
        var sentences = [OfflineWording.acknowledgement(filed)]
        if let fact = filed.facts.first { sentences.append("I'll remember that \(OfflineWording.spoken(fact.fact)).") }
        if gentle {
            sentences.append("I'm still here with you.")
        } else if let question = await followUp(filed) {
            sentences.append(question)
        }
        return sentences.joined(separator: " ")
    }

    /// One question from the graph, most useful first.
    func followUp(_ filed: FiledExtraction) async -> String? {
        let extraction = filed.extraction
        let hasStep = filed.edges.contains { $0.source == filed.utterance.id && $0.type == .hasAction }
        if extraction.utteranceType == .goal, !hasStep {
            return "What's the smallest next step for it?"
        }
        let current = Set(filed.nodes.map(\.id))
        let now = now()
        if let stale = try? await graph.staleGoals(olderThanDays: staleDays, now: now, limit: 5)
            .first(where: { !current.contains($0.id) && $0.isSafeToSurface }) {
            let days = max(staleDays, Int(now.timeIntervalSince(stale.lastTouchedAt) / 86_400))
            return "By the way, you haven't touched \u{201C}\(stale.content)\u{201D} in \(days) days — is it still on your list?"
        }
        if let goals = try? await graph.activeGoals(limit: 5) {
            for goal in goals where !current.contains(goal.id) && goal.isSafeToSurface {
                if let actions = try? await graph.nextActions(of: goal.id), actions.isEmpty {
                    return "Your goal \u{201C}\(goal.content)\u{201D} has no next step yet — want to name one?"
                }
            }
        }
        return nil
    }

    /// Streams `text` as word pieces ("Noted ", "a ", "goal: ", …) followed by a stop.
    private func pieces(_ make: @escaping @Sendable () async -> String) -> AsyncThrowingStream<ModelEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                let text = await make()
                var piece = ""
                for character in text {
                    piece.append(character)
                    if character == " " {
                        continuation.yield(.text(piece))
                        piece = ""
                        await Task.yield()
                        if Task.isCancelled { break }
                    }
                }
                if !piece.isEmpty, !Task.isCancelled { continuation.yield(.text(piece)) }
                continuation.yield(.stop(reason: Task.isCancelled ? "cancelled" : "end_turn"))
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
