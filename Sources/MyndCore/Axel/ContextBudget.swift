/// Approximate token counting: one token per four characters of English, rounded up.
///
/// Exact counts need the provider's tokenizer; budgets only need to be in the right range, and this is the
/// estimate both seeds use. It over-counts short words slightly, which errs on the side of a smaller prompt.
public enum TokenEstimate {
    public static func count(_ text: String) -> Int { (text.count + 3) / 4 }
}

/// The parts of Axel's context, highest priority first. Truncation removes from the bottom of this list.
public enum ContextSection: Int, CaseIterable, Comparable, Sendable {
    case systemPrompt = 1, safety, currentMessage, history, goals, facts, neighbourhood, summaries, patterns

    /// Never cut, even when they alone exceed the budget.
    public var isProtected: Bool { self <= .currentMessage }

    public static func < (lhs: ContextSection, rhs: ContextSection) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Token budgets: one for the whole context and a cap per section (seed 000: ~4K short-term, ~2K summaries,
/// ~1K facts; seed 001: 1K goals, 500 patterns).
public struct ContextBudget: Hashable, Sendable {
    public var total: Int
    public var history: Int
    public var goals: Int
    public var facts: Int
    public var neighbourhood: Int
    public var summaries: Int
    public var patterns: Int
    /// How many past messages, goals, stale goals, summaries to fetch at most.
    public var maxMessages = 10
    public var maxActiveGoals = 5
    public var maxStaleGoals = 3
    public var maxSummaries = 5
    public var maxFacts = 30
    public var maxNeighbours = 20

    public init(total: Int = 6_000, history: Int = 4_000, goals: Int = 1_000, facts: Int = 1_000,
                neighbourhood: Int = 800, summaries: Int = 2_000, patterns: Int = 500) {
        self.total = total
        self.history = history
        self.goals = goals
        self.facts = facts
        self.neighbourhood = neighbourhood
        self.summaries = summaries
        self.patterns = patterns
    }

    public init(config: MyndConfig.Memory) {
        self.init(total: config.contextTokenBudget)
    }

    /// The cap of a truncatable section (protected sections have none).
    public func cap(_ section: ContextSection) -> Int {
        switch section {
        case .systemPrompt, .safety, .currentMessage: .max
        case .history: history
        case .goals: goals
        case .facts: facts
        case .neighbourhood: neighbourhood
        case .summaries: summaries
        case .patterns: patterns
        }
    }
}
