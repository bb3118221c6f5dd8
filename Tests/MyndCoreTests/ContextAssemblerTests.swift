import Foundation
import MyndCore
import Testing

/// Priority order and truncation of Axel's context, item by item.
struct ContextAssemblerTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Each item is exactly `tokens` tokens once rendered as a list line ("- " + text).
    func text(_ tag: String, tokens: Int) -> String {
        let body = tag + String(repeating: ".", count: tokens * 4 - 2 - tag.count)
        return body
    }

    func inputs() -> ContextInputs {
        ContextInputs(
            systemPrompt: String(repeating: "s", count: 400),  // 100 tokens
            safety: String(repeating: "x", count: 38),  // "\n\n" + 38 = 40 chars = 10 tokens
            currentMessage: String(repeating: "c", count: 80),  // 20 tokens
            history: (0..<4).map { ChatMessage(role: $0.isMultiple(of: 2) ? .user : .assistant, content: "h\($0)") },
            activeGoals: [(Node(type: .goal, content: text("goal", tokens: 10)), [])],
            staleGoals: [Node(type: .goal, content: "old goal", lastTouchedAt: now - 9 * 86_400)],
            facts: [],
            mentioned: [Node(type: .person, content: "Alice")],
            neighbourhood: [Node(type: .goal, content: "garden plan")],
            summaries: [SessionSummary(sessionID: "s1", content: "newer", createdAt: now, sessionStartedAt: now, messageCount: 2, generatedBy: "offline"),
                        SessionSummary(sessionID: "s0", content: "older", createdAt: now, sessionStartedAt: now - 86_400, messageCount: 2, generatedBy: "offline")],
            patterns: [UserPattern(kind: "topic", key: "alice", summary: "Often brings up Alice", count: 5, firstSeenAt: now, lastSeenAt: now)],
            now: now)
    }

    @Test func everythingFitsInPriorityOrder() throws {
        let built = ContextAssembler.assemble(inputs(), budget: ContextBudget(total: 10_000))
        let system = built.request.system
        // Sections appear in priority order after the personality and the safety text
        let markers = ["sss", "xxx", "## The user's goals", "## Related in the user's notes", "## Recent sessions", "## Patterns you have noticed"]
        let positions = try markers.map { try #require(system.range(of: $0)).lowerBound }
        #expect(positions == positions.sorted())
        #expect(system.contains("old goal (stale: untouched for 9 days)"))
        #expect(system.contains("(no next action yet)"))
        #expect(system.contains("- Alice (person, mentioned now)\n- garden plan (goal)"))
        #expect(system.range(of: "newer")!.lowerBound < system.range(of: "older")!.lowerBound)
        // History then the current message, alternating, current last
        #expect(built.request.messages.map(\.content) == ["h0", "h1", "h2", "h3", String(repeating: "c", count: 80)])
        #expect(built.dropped.isEmpty)
    }

    @Test func truncatesLowestPriorityFirstAndNeverTheProtectedParts() {
        // Cost of everything, measured with a budget that fits it all
        let full = ContextAssembler.assemble(inputs(), budget: ContextBudget(total: 100_000))
        let patterns = full.tokens[.patterns]!, summaries = full.tokens[.summaries]!, neighbourhood = full.tokens[.neighbourhood]!
        #expect(patterns > 0 && summaries > 0 && neighbourhood > 0)

        // One token short: the (single) pattern goes, nothing else
        var built = ContextAssembler.assemble(inputs(), budget: ContextBudget(total: full.totalTokens - 1))
        #expect(built.dropped == [.patterns: 1])
        #expect(!built.request.system.contains("## Patterns"))

        // Short by patterns + 1: the older summary goes too, the newer stays
        built = ContextAssembler.assemble(inputs(), budget: ContextBudget(total: full.totalTokens - patterns - 1))
        #expect(built.dropped == [.patterns: 1, .summaries: 1])
        #expect(built.request.system.contains("newer") && !built.request.system.contains("older"))

        // Short by patterns + summaries + 1: the neighbourhood loses its last (farthest) item
        built = ContextAssembler.assemble(inputs(), budget: ContextBudget(total: full.totalTokens - patterns - summaries - 1))
        #expect(built.dropped == [.patterns: 1, .summaries: 2, .neighbourhood: 1])
        #expect(built.request.system.contains("Alice") && !built.request.system.contains("garden plan"))

        // Then goals (stale ones last-ranked), then the oldest history
        let protected = full.tokens[.systemPrompt]! + full.tokens[.safety]! + full.tokens[.currentMessage]!
        built = ContextAssembler.assemble(inputs(), budget: ContextBudget(total: protected + full.tokens[.history]! - 1))
        #expect(built.dropped == [.patterns: 1, .summaries: 2, .neighbourhood: 2, .goals: 2, .history: 1])
        #expect(built.request.messages.map(\.content) == ["h2", "h3", String(repeating: "c", count: 80)])

        // A budget below the protected parts keeps exactly them
        built = ContextAssembler.assemble(inputs(), budget: ContextBudget(total: 1))
        #expect(built.request.system == String(repeating: "s", count: 400) + "\n\n" + String(repeating: "x", count: 38))
        #expect(built.request.messages == [ChatMessage(role: .user, content: String(repeating: "c", count: 80))])
        #expect(built.totalTokens == protected)
    }

    @Test func sectionCapsDropTheirLowestRankedItems() {
        var input = inputs()
        input.facts = (0..<5).map { index in
            Fact(id: Int64(index), FactCandidate(category: .other, subject: "user", attribute: nil, value: "fact number \(index)",
                                                 confidence: 0.9 - Double(index) / 10), now: now)
        }
        var budget = ContextBudget(total: 100_000)
        budget.facts = 30
        let built = ContextAssembler.assemble(input, budget: budget)
        #expect(built.tokens[.facts]! <= 30)
        #expect(built.request.system.contains("fact number 0") && !built.request.system.contains("fact number 4"))
        #expect(built.dropped[.facts, default: 0] > 0)
    }

    @Test func conversationStartsWithTheUserAndAlternates() {
        var input = inputs()
        input.history = [ChatMessage(role: .assistant, content: "orphan"), ChatMessage(role: .user, content: "u1"),
                         ChatMessage(role: .user, content: "u2"), ChatMessage(role: .assistant, content: "")]
        let built = ContextAssembler.assemble(input, budget: ContextBudget(total: 100_000))
        #expect(built.request.messages.map(\.role) == [.user])
        #expect(built.request.messages.first?.content == "u1\nu2\n" + String(repeating: "c", count: 80))
    }

    @Test func tokenEstimateIsCharactersOverFourRoundedUp() {
        #expect(TokenEstimate.count("") == 0)
        #expect(TokenEstimate.count("abcd") == 1)
        #expect(TokenEstimate.count("abcde") == 2)
    }
}
