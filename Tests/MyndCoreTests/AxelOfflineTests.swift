import Foundation
import MyndCore
import MyndTesting
import Testing

/// Offline Axel: acknowledges what was filed, asks one question from the graph, streams word pieces.
@Suite(.timeLimit(.minutes(1)))
struct AxelOfflineTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func exchange(_ text: String, seed: [Node] = []) async throws -> (pieces: [String], outcome: ExchangeOutcome) {
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let graph = InMemoryGraph(mirror: db)
        for node in seed { _ = try await graph.add(node) }
        let now = now
        let axel = AxelEngine(model: OfflineAxel(graph: graph, now: { now }), graph: graph, memory: memory, clock: { now })
        let exchange = try await axel.respond(to: text, source: .spoken)
        var pieces: [String] = []
        for await piece in exchange.reply { pieces.append(piece) }
        return (pieces, await exchange.outcome())
    }

    @Test func acknowledgesAGoalWithItsLinksAndAsksForTheNextStep() async throws {
        let (pieces, outcome) = try await exchange("I want to finish the garden plan with Alice")
        #expect(pieces.joined() == "Noted a goal: finish the garden plan — linked to Alice. What's the smallest next step for it?")
        #expect(pieces.count > 5 && pieces.dropLast().allSatisfy { $0.hasSuffix(" ") })
        #expect(outcome.reply == pieces.joined())
        #expect(outcome.filed?.extraction.method == "offline")
    }

    @Test func goalWithItsActionDoesNotAskForAStepButFollowsUpOnAStaleGoal() async throws {
        let stale = Node(type: .goal, content: "learn Spanish", createdAt: now - 10 * 86_400)
        let (pieces, _) = try await exchange("I want to finish the garden plan, so I need to call Bob", seed: [stale])
        #expect(pieces.joined() == "Noted a goal: finish the garden plan — linked to Bob. Next step: call Bob. "
            + "By the way, you haven't touched \u{201C}learn Spanish\u{201D} in 10 days — is it still on your list?")
    }

    @Test func thoughtFollowsUpOnAGoalWithoutNextAction() async throws {
        let goal = Node(type: .goal, content: "write the novel", createdAt: now - 86_400)
        let (pieces, _) = try await exchange("Had coffee with Dana at Blue Door", seed: [goal])
        #expect(pieces.joined() == "Got it, I've saved that thought — linked to Dana and Blue Door. "
            + "Your goal \u{201C}write the novel\u{201D} has no next step yet — want to name one?")
    }

    @Test func questionsAreSavedAndItSaysItIsOffline() async throws {
        let (pieces, _) = try await exchange("How do I prune roses?")
        #expect(pieces.joined() == "I've saved your question: How do I prune roses. I'm offline, so I can't look into it now, but it's in your notes.")
    }

    @Test func factsAreSaidBack() async throws {
        let (pieces, outcome) = try await exchange("Alice is my sister")
        #expect(pieces.joined() == "Got it, I've saved that thought — linked to Alice. I'll remember that Alice is your sister.")
        #expect(outcome.filed?.facts.count == 1)
    }

    @Test func worksAsAPlainModelWithoutGrounding() async throws {
        let axel = OfflineAxel(graph: InMemoryGraph())
        let text = try await ModelText.collect(axel.stream(ModelRequest(system: "", messages: [ChatMessage(role: .user, content: "Call Bob tomorrow")]))).text
        #expect(text == "Added an action: Call Bob tomorrow — linked to Bob.")
    }
}
