import Foundation

/// A goal the proactive scheduler may follow up on, as the graph store reports it.
public struct StaleGoal: Hashable, Sendable, Codable {
    public var id: String
    public var content: String
    /// When the goal or anything linked to it last changed.
    public var lastTouched: Date
    /// How many other nodes this goal blocks (edges of kind "blocks" from it).
    public var blocksCount: Int
    /// Whether an open task/next action hangs off it.
    public var hasNextAction: Bool
    /// When the goal is due (from a date the user said), if ever: a goal due soon is followed up even when fresh.
    public var due: Date?

    public init(id: String, content: String, lastTouched: Date, blocksCount: Int = 0, hasNextAction: Bool = false, due: Date? = nil) {
        self.due = due
        self.id = id
        self.content = content
        self.lastTouched = lastTouched
        self.blocksCount = blocksCount
        self.hasNextAction = hasNextAction
    }
}

/// Where goals come from; the integrator adapts the graph store to it.
public protocol FollowupSource: Sendable {
    /// Goals not completed and not touched for at least `olderThanDays` days before `now`.
    func staleGoals(olderThanDays days: Int, now: Date) async throws -> [StaleGoal]
    /// Every active (not completed) goal, for the morning briefing.
    func activeGoals(now: Date) async throws -> [StaleGoal]
}
