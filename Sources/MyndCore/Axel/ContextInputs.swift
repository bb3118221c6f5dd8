import Foundation

/// Everything that may go into one request, gathered from memory and the graph, ranked within each section
/// (most important first). `ContextAssembler` decides what fits.
public struct ContextInputs: Sendable {
    public var systemPrompt: String
    public var safety: String
    public var currentMessage: String
    /// Past messages of the session, oldest first (the newest are kept when cutting).
    public var history: [ChatMessage]
    /// Open goals most recently touched first, each with its open next actions.
    public var activeGoals: [(goal: Node, nextActions: [Node])]
    /// Goals untouched for the stale period, oldest first.
    public var staleGoals: [Node]
    /// Current facts, most confident first.
    public var facts: [Fact]
    /// What the message names, then their neighbours, nearest first.
    public var mentioned: [Node]
    public var neighbourhood: [Node]
    /// Newest first.
    public var summaries: [SessionSummary]
    /// Offline summary of this session's messages older than the history window (seed 000: long sessions
    /// summarise their oldest messages instead of forgetting them). Ranked before the past sessions.
    public var earlierInSession: String?
    /// Strongest first.
    public var patterns: [UserPattern]
    /// Crisis or gentle turn: a protected section, and no goals.
    public var care: ContextCare = .normal
    public var now: Date

    public init(
        systemPrompt: String, safety: String, currentMessage: String, history: [ChatMessage] = [],
        activeGoals: [(goal: Node, nextActions: [Node])] = [], staleGoals: [Node] = [], facts: [Fact] = [],
        mentioned: [Node] = [], neighbourhood: [Node] = [], summaries: [SessionSummary] = [],
        patterns: [UserPattern] = [], now: Date = Date()
    ) {
        self.systemPrompt = systemPrompt
        self.safety = safety
        self.currentMessage = currentMessage
        self.history = history
        self.activeGoals = activeGoals
        self.staleGoals = staleGoals
        self.facts = facts
        self.mentioned = mentioned
        self.neighbourhood = neighbourhood
        self.summaries = summaries
        self.earlierInSession = nil
        self.patterns = patterns
        self.now = now
    }
}

/// The request that was built, with what it cost and what was left out.
public struct BuiltContext: Sendable {
    public var request: ModelRequest
    /// Estimated tokens per section as included (0 when empty or dropped).
    public var tokens: [ContextSection: Int]
    /// How many items of each section were cut to fit.
    public var dropped: [ContextSection: Int]
    public var totalTokens: Int { tokens.values.reduce(0, +) }
}
