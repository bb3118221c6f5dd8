import Foundation
import Logging

/// Gathers what Axel should know for one reply — from the session, long-term memory and the graph — and hands
/// it to `ContextAssembler` to fit the budget.
public struct ContextBuilder: Sendable {
    public var graph: any GraphAccess
    public var memory: MemoryStore
    public var budget: ContextBudget
    public var staleDays: Int
    public var systemPrompt: String
    public var safety: String
    /// Semantic recall, when `[embeddings]` is configured.
    public var semantic: SemanticIndex?
    public var logger: Logger?

    public init(
        graph: any GraphAccess, memory: MemoryStore, budget: ContextBudget = ContextBudget(), staleDays: Int = 3,
        systemPrompt: String = Prompts.text(.axel), safety: String = Prompts.text(.safety),
        semantic: SemanticIndex? = nil, logger: Logger? = nil
    ) {
        self.semantic = semantic
        self.logger = logger
        self.graph = graph
        self.memory = memory
        self.budget = budget
        self.staleDays = staleDays
        self.systemPrompt = systemPrompt
        self.safety = safety
    }

    /// The context for `message`: history is the session's messages before `beforeMessage` (the current one).
    public func build(for message: String, session: String?, beforeMessage: Int64?, now: Date,
                      maxTokens: Int = 1024, temperature: Double? = nil, care: ContextCare = .normal) async throws -> BuiltContext {
        var inputs = try await gather(for: message, session: session, beforeMessage: beforeMessage, now: now, care: care)
        inputs.care = care
        return ContextAssembler.assemble(inputs, budget: budget, maxTokens: maxTokens, temperature: temperature)
    }

    /// Condenses the session's messages that have slid out of the history window into its digest (seed 000's
    /// in-session summary). Run after a reply, off the reply path; a no-op while the session is short or the
    /// digest is current.
    public func condenseEarlierMessages(inSession session: String, now: Date) throws {
        let window = try memory.messages(inSession: session, limit: budget.maxMessages)
        guard window.count == budget.maxMessages, let oldestKept = window.first?.id else { return }
        let older = try memory.messages(inSession: session, before: oldestKept)
        guard let through = older.last?.id, try memory.sessionDigest(session)?.throughMessageID != through else { return }
        try memory.saveSessionDigest(session, throughMessageID: through, content: SessionSummarizer.offlineSummary(older), now: now)
    }

    /// Reads everything the reply may use: the graph's part on one read transaction (two with `[embeddings]`,
    /// whose network call comes between), memory's on another. At 100k nodes a read's fixed cost (~0.1 ms) times
    /// the fifteen-odd questions asked here was most of the build.
    public func gather(for message: String, session: String?, beforeMessage: Int64?, now: Date,
                       care: ContextCare = .normal) async throws -> ContextInputs {
        let budget = budget, staleDays = staleDays, hasSemantic = semantic != nil
        var part = try await graph.reading { graph in
            var part = try GraphPart(graph, message: message, now: now, care: care, budget: budget, staleDays: staleDays)
            if !hasSemantic { part.recall = try Recall.fromGraph(graph, message: message, mentioned: part.mentioned, close: [], limits: Recall.Limits()) }
            return part
        }
        let words = Recall.words(of: message, mentioned: part.mentioned)
        if hasSemantic, !words.isEmpty {
            // The semantic matches need no names, but are asked for only when recall has words, as full text is.
            let close = await Recall.closeInMeaning(to: message, semantic: semantic, limits: Recall.Limits(), logger: logger)
            let mentioned = part.mentioned
            part.recall = try await graph.reading { try Recall.fromGraph($0, message: message, mentioned: mentioned, close: close, limits: Recall.Limits()) }
        }
        var recall = part.recall ?? Recall()
        return try memory.reading { memory in
            var stored = try session.map { try memory.messages(inSession: $0, limit: budget.maxMessages + 1, before: beforeMessage) } ?? []
            var earlier: String?
            if stored.count > budget.maxMessages, let session {
                // The window is full: what came before it was condensed (after the last reply) rather than forgotten.
                stored.removeFirst()
                earlier = try memory.sessionDigest(session)?.content
            }
            // What is relevant to this message goes ahead of what is merely recent (Recall.swift).
            try recall.readMemory(memory, words: words, limits: Recall.Limits())
            var inputs = ContextInputs(
                systemPrompt: systemPrompt, safety: safety, currentMessage: message,
                history: stored.map { ChatMessage(role: $0.role, content: $0.content) },
                activeGoals: part.activeGoals, staleGoals: part.staleGoals,
                facts: Recall.merge(recall.facts, try memory.currentFacts(limit: budget.maxFacts), by: \.id, limit: budget.maxFacts),
                mentioned: part.mentioned,
                neighbourhood: Recall.merge(recall.nodes, part.neighbourhood + recall.neighbourhood, by: \.id,
                                            limit: budget.maxNeighbours + recall.nodes.count)
                    .filter { !$0.isSensitive },
                summaries: Recall.merge(recall.summaries, try memory.recentSummaries(limit: budget.maxSummaries), by: \.sessionID,
                                        limit: budget.maxSummaries),
                patterns: try memory.patterns(limit: 10), now: now)
            inputs.earlierInSession = earlier
            return inputs
        }
    }
}

/// The graph's part of a context: goals and their next actions, stale goals, what the message names and its
/// neighbourhood (and, without semantic recall, recall's graph part), read on one `GraphReader`.
struct GraphPart: Sendable {
    var activeGoals: [(goal: Node, nextActions: [Node])] = []
    var staleGoals: [Node] = []
    var mentioned: [Node] = []
    var neighbourhood: [Node] = []
    var recall: Recall?

    init(_ graph: any GraphReader, message: String, now: Date, care: ContextCare, budget: ContextBudget, staleDays: Int) throws {
        // Goals stay out of a crisis or gentle turn; sensitive nodes never surface unasked.
        if !care.hidesGoals {
            for goal in try graph.activeGoals(limit: budget.maxActiveGoals) where goal.isSafeToSurface {
                activeGoals.append((goal, try graph.nextActions(of: goal.id)))
            }
            let activeIDs = Set(activeGoals.map(\.goal.id))
            staleGoals = Array(try graph.staleGoals(olderThanDays: staleDays, now: now, limit: budget.maxStaleGoals + activeIDs.count)
                .filter { !activeIDs.contains($0.id) && $0.isSafeToSurface }.prefix(budget.maxStaleGoals))
        }
        mentioned = try graph.namedNodes(mentionedIn: message, limit: 10).filter { !$0.isSensitive }
        neighbourhood = mentioned.isEmpty ? [] : try graph.neighbourhood(of: mentioned.map(\.id), depth: 1, limit: budget.maxNeighbours)
    }
}
