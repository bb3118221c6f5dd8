import Foundation
import MyndCore
import MyndTesting
import Testing

/// Long-term facts: repeated → reinforced, contradicted → superseded (kept), forgotten with their sources.
struct FactMemoryTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func repeatedFactBumpsMentionsAndConfidenceInsteadOfDuplicating() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        let first = try memory.recordFact(FactCandidate(category: .identity, subject: "user", attribute: "lives in", value: "Lisbon", confidence: 0.6), source: nil, now: t0)
        // Same fact, different case and spacing
        let again = try memory.recordFact(FactCandidate(category: .identity, subject: "User", attribute: "Lives  in", value: "lisbon", confidence: 0.5), source: nil, now: t0 + 60)
        guard case .inserted = first, case let .reinforced(fact) = again else {
            Issue.record("expected insert then reinforce, got \(first) then \(again)")
            return
        }
        #expect(fact.mentionCount == 2)
        #expect(abs(fact.confidence - 0.8) < 1e-9)  // 1 − 0.4 × 0.5
        #expect(fact.firstSeenAt == t0)
        #expect(fact.lastSeenAt == t0 + 60)
        #expect(try memory.allFacts().count == 1)
    }

    @Test func contradictingFactSupersedesTheOldOneWhichIsKept() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        try memory.recordFact(FactCandidate(category: .identity, subject: "user", attribute: "lives in", value: "Lisbon", confidence: 0.7), source: nil, now: t0)
        let outcome = try memory.recordFact(FactCandidate(category: .identity, subject: "user", attribute: "lives in", value: "Porto", confidence: 0.7), source: nil, now: t0 + 86_400)
        guard case let .superseded(old, new) = outcome else {
            Issue.record("expected supersede, got \(outcome)")
            return
        }
        #expect(old.value == "Lisbon")
        #expect(old.validUntil == t0 + 86_400)
        #expect(old.supersededBy == new.id)
        #expect(try memory.currentFacts().map(\.value) == ["Porto"])
        #expect(try memory.allFacts().map(\.value).sorted() == ["Lisbon", "Porto"])
    }

    @Test func nonExclusiveAttributesAccumulate() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        try memory.recordFact(FactCandidate(category: .preference, subject: "user", attribute: "likes", value: "hiking", confidence: 0.6), source: nil, now: t0)
        let second = try memory.recordFact(FactCandidate(category: .preference, subject: "user", attribute: "likes", value: "tea", confidence: 0.6), source: nil, now: t0)
        guard case .inserted = second else {
            Issue.record("liking tea must not contradict liking hiking: \(second)")
            return
        }
        #expect(Set(try memory.currentFacts().map(\.value)) == ["hiking", "tea"])
    }

    @Test func currentFactsAreOrderedByConfidence() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        for (value, confidence) in [("a", 0.5), ("b", 0.9), ("c", 0.7)] {
            try memory.recordFact(FactCandidate(category: .other, subject: "user", attribute: nil, value: value, confidence: confidence), source: nil, now: t0)
        }
        #expect(try memory.currentFacts().map(\.value) == ["b", "c", "a"])
    }

    @Test func forgettingTheOnlySourceNodeForgetsTheFactAndRevivesWhatItSuperseded() async throws {
        // Given "lives in Lisbon" (from node A, also said in node B) then "lives in Porto" (from node C only)
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let graph = InMemoryGraph(mirror: db)
        let a = try await graph.add(Node(type: .thought, content: "I live in Lisbon"))
        let b = try await graph.add(Node(type: .thought, content: "Still in Lisbon"))
        let c = try await graph.add(Node(type: .thought, content: "I moved to Porto"))
        let lisbon = FactCandidate(category: .identity, subject: "user", attribute: "lives in", value: "Lisbon", confidence: 0.7)
        try memory.recordFact(lisbon, source: a.id, now: t0)
        try memory.recordFact(lisbon, source: b.id, now: t0 + 1)
        try memory.recordFact(FactCandidate(category: .identity, subject: "user", attribute: "lives in", value: "Porto", confidence: 0.7), source: c.id, now: t0 + 2)
        #expect(try memory.currentFacts().map(\.value) == ["Porto"])

        // When node A is forgotten, Lisbon still has source B: nothing changes
        try await graph.remove(a.id)
        #expect(try memory.allFacts().count == 2)
        // When node C is forgotten, Porto had no other source: it goes, and Lisbon is current again
        try await graph.remove(c.id)
        #expect(try memory.currentFacts().map(\.value) == ["Lisbon"])
        #expect(try memory.allFacts().count == 1)
        let remaining = try #require(try memory.allFacts().first)
        #expect(try memory.sources(ofFact: try #require(remaining.id)) == [b.id])
    }

    @Test func userCanForgetAFactById() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        let fact = try memory.recordFact(FactCandidate(category: .other, subject: "user", attribute: nil, value: "x", confidence: 0.5), source: nil, now: t0).fact
        try memory.forgetFact(try #require(fact.id))
        #expect(try memory.allFacts().isEmpty)
        #expect(throws: MemoryError.self) { try memory.forgetFact(999) }
    }
}
