import Foundation
import MyndCore
import MyndDaemon

/// The knowledge graph as the proactive scheduler's source of goals. Sensitive statements never become a
/// follow-up or a briefing line (`Node.isSafeToSurface`).
public struct GraphFollowupSource: FollowupSource {
    public let graph: KnowledgeGraph

    public init(graph: KnowledgeGraph) { self.graph = graph }

    /// Stale goals, and goals due within two days however fresh (sensitive ones never).
    public func staleGoals(olderThanDays days: Int, now: Date) async throws -> [StaleGoal] {
        let stale = try graph.staleGoals(olderThan: Double(days), now: now)
        let soon = DueDates.day(now.addingTimeInterval(2 * 86_400))
        let dueSoon = try graph.dueItems(through: soon).filter { $0.type == .goal }
        var seen = Set<NodeID>()
        return try (dueSoon + stale).filter { $0.isSafeToSurface && seen.insert($0.id).inserted }.map(describe)
    }

    public func activeGoals(now: Date) async throws -> [StaleGoal] {
        try graph.activeGoals().filter { $0.isSafeToSurface }.map(describe)
    }

    /// What the urgency score needs: how much the goal blocks, and whether it has a next action.
    private func describe(_ goal: Node) throws -> StaleGoal {
        let blocks = try graph.neighbours(of: goal.id, direction: .outgoing, types: [.blocks]).count
        let hasNext = try !graph.nextActions(of: goal.id).isEmpty
        return StaleGoal(id: goal.id.rawValue, content: goal.content, lastTouched: goal.lastTouchedAt,
                         blocksCount: blocks, hasNextAction: hasNext, due: goal.metadata[DueDates.key].flatMap { DueDates.date(of: $0) })
    }
}
