import Foundation
import MCP
import MyndCore

/// `weekly_review`: a prompt that hands the assistant the week's material — open goals, stale ones, and the
/// thoughts captured in the last days — and asks for a short review with a next step per goal.
struct ReviewPrompt: Sendable {
    let graph: KnowledgeGraph
    let staleDays: Int

    static let name = "weekly_review"

    static let prompt = Prompt(
        name: name, title: "Weekly review",
        description: "Review the past days with the user: what moved, which goals went quiet, and one next step for each.",
        arguments: [.init(name: "days", description: "How many days to look back (default 7).", required: false)])

    func messages(_ arguments: [String: String]?) throws -> GetPrompt.Result {
        var days = 7
        if let text = arguments?["days"] {
            guard let parsed = Int(text.trimmingCharacters(in: .whitespaces)), (1...90).contains(parsed) else {
                throw MCPError.invalidParams("weekly_review: 'days' must be a whole number from 1 to 90.")
            }
            days = parsed
        }
        let since = Date().addingTimeInterval(-Double(days) * 86_400)
        let open = try graph.activeGoals().filter { !$0.isSensitive }
        let stale = try graph.staleGoals(olderThan: Double(staleDays)).filter { !$0.isSensitive }
        let thoughts = try graph.recentNodes(ofType: .thought, limit: 200)
            .filter { !$0.isSensitive && $0.createdAt >= since }

        var text = """
            Help me review my last \(days) days from my mynd thought graph. Be brief and concrete: say what moved, \
            name the goals that went quiet, and suggest one small next step for each open goal. Ask before \
            changing anything in mynd.

            """
        text += section("Open goals", open)
        text += section("Goals untouched for \(staleDays)+ days", stale)
        text += section("Thoughts from the last \(days) days", thoughts)
        return GetPrompt.Result(description: "Weekly review of the last \(days) days",
                                messages: [.user(.text(text: text))])
    }

    private func section(_ title: String, _ nodes: [Node]) -> String {
        var out = "\n## \(title)\n"
        if nodes.isEmpty { return out + "(none)\n" }
        for node in nodes.prefix(100) {
            out += "- [\(node.id.short)] \(GraphError.oneLine(node.content, max: 200)) (touched \(Timestamp.iso(node.lastTouchedAt).prefix(10)))\n"
        }
        return out
    }
}
