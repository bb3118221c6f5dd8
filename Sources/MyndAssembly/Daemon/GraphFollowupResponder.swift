import Foundation
import MyndCore
import MyndDaemon

/// A follow-up notification's actions on the knowledge graph: Done completes the goal; Talk touches it (the user
/// is on it again) and talks with Axel about it, filing nothing new; Snooze leaves the graph alone.
struct GraphFollowupResponder: FollowupResponder {
    let graph: KnowledgeGraph
    let replies: ConversationReplies

    func done(goalID: String) async throws {
        _ = try graph.complete(NodeID(rawValue: goalID))
    }

    /// The scheduler's ledger holds the snooze (one day); touching the goal would silence it for `stale_days`.
    func snooze(goalID: String, until: Date) async throws {}

    func talk(goalID: String) async throws {
        let goal = try graph.touch(NodeID(rawValue: goalID))
        _ = try await replies.talk(about: goal)
    }
}
