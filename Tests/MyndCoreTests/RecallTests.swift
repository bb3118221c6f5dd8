import Foundation
@testable import MyndCore
import MyndTesting
import Testing

/// Per-message recall on the real SQLite store: what was said weeks and many sessions ago reaches Axel's
/// context when the message is about it; sensitive nodes never do.
struct RecallTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A store with 40 sessions of filler and, six weeks back, the things the questions ask about.
    func seeded() throws -> (TempGraph, MemoryStore) {
        let temp = try TempGraph()
        let memory = MemoryStore(temp.graph.writer)
        let old = now.addingTimeInterval(-42 * 86_400)
        try temp.graph.add(Node(type: .thought, content: "Tomasz recommended the novel Piranesi", createdAt: old))
        try temp.graph.add(Node(type: .thought, content: "The plumber quoted 400 for the boiler", createdAt: old))
        var secret = Node(type: .thought, content: "the boiler situation makes me want to disappear", createdAt: old)
        secret.isSensitive = true
        try temp.graph.add(secret)
        for index in 0..<300 { try temp.graph.add(Node(type: .thought, content: "filler note number \(index) about groceries", createdAt: old)) }
        try memory.recordFact(FactCandidate(category: .preference, subject: "user", attribute: "favourite climbing gym", value: "Boulderhaus", confidence: 0.4), source: nil, now: old)
        for index in 0..<35 { try memory.recordFact(FactCandidate(category: .preference, subject: "user", attribute: "likes thing \(index)", value: "thing \(index)", confidence: 0.9), source: nil, now: now) }
        for index in 0..<40 {
            let started = old.addingTimeInterval(Double(index) * 3_600)
            let session = try memory.openSession(now: started, timeout: 60).session
            let content = index == 0 ? "Talked about the sourdough starter dying and trying rye flour." : "Chatted about errands \(index)."
            try memory.saveSummary(SessionSummary(sessionID: session.id, content: content, createdAt: started,
                                                  sessionStartedAt: started, messageCount: 4, generatedBy: "offline"))
            _ = try memory.endOpenSession(now: started + 10)
        }
        return (temp, memory)
    }

    func context(_ message: String, _ temp: TempGraph, _ memory: MemoryStore) async throws -> String {
        let builder = ContextBuilder(graph: temp.graph.graphAccess, memory: memory, systemPrompt: "S", safety: "X")
        return try await builder.build(for: message, session: nil, beforeMessage: nil, now: now).request.system
    }

    @Test func recallsOldThoughtsFactsAndSummariesAboutTheMessage() async throws {
        let (temp, memory) = try seeded()
        defer { temp.cleanup() }
        #expect(try await context("What was the book Tomasz told me about?", temp, memory).contains("Piranesi"))
        #expect(try await context("how much was the boiler quote again", temp, memory).contains("quoted 400"))
        #expect(try await context("Where do I usually go climbing?", temp, memory).contains("Boulderhaus"))
        #expect(try await context("my sourdough is sad again", temp, memory).contains("rye flour"))
    }

    @Test func neverRecallsSensitiveNodes() async throws {
        let (temp, memory) = try seeded()
        defer { temp.cleanup() }
        let system = try await context("what about the boiler situation", temp, memory)
        #expect(system.contains("quoted 400"))
        #expect(!system.contains("disappear"))
    }

    @Test func unrelatedMessagesRecallNothingExtra() async throws {
        let (temp, memory) = try seeded()
        defer { temp.cleanup() }
        let system = try await context("hello there", temp, memory)
        #expect(!system.contains("Piranesi"))
        #expect(!system.contains("sourdough"))
    }
}
