import Foundation
import GRDB
@testable import MyndCore
import MyndTesting
import Testing

/// Recall's full-text index on facts and session summaries (migration "memory-v2-recall-index"), on real SQLite:
/// words and word starts are found whatever their case or accents, the index follows every change, and a
/// database that had memory before the index gets its old rows indexed.
struct MemoryRecallIndexTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func summary(_ memory: MemoryStore, _ content: String, daysAgo: Double) throws {
        let started = now.addingTimeInterval(-daysAgo * 86_400)
        let session = try memory.openSession(now: started, timeout: 60).session
        _ = try memory.saveSummary(SessionSummary(sessionID: session.id, content: content, createdAt: started,
                                                  sessionStartedAt: started, messageCount: 4, generatedBy: "offline"))
        _ = try memory.endOpenSession(now: started + 10)
    }

    @Test func findsWordsAndWordStartsWhateverTheirCaseOrAccents() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        try memory.recordFact(FactCandidate(category: .preference, subject: "user", attribute: "favourite café",
                                            value: "Kaffeehaus Ödön", confidence: 0.8), source: nil, now: now)
        try memory.recordFact(FactCandidate(category: .relationship, subject: "Siobhán", attribute: "sister",
                                            value: "Niamh", confidence: 0.7), source: nil, now: now)
        try memory.recordFact(FactCandidate(category: .habit, subject: "user", attribute: "morning routine",
                                            value: "starts the day with a run", confidence: 0.9), source: nil, now: now)
        try summary(memory, "**Topics:** gardening, the allotment\n**Follow-ups:** order seeds", daysAgo: 30)
        try summary(memory, "Talked about the new job at Globex.", daysAgo: 3)

        #expect(try memory.facts(mentioning: ["CAFE"], limit: 5).map(\.value) == ["Kaffeehaus Ödön"])
        #expect(try memory.facts(mentioning: ["odon"], limit: 5).map(\.value) == ["Kaffeehaus Ödön"])
        #expect(try memory.facts(mentioning: ["siobhan"], limit: 5).map(\.value) == ["Niamh"])
        #expect(try memory.summaries(mentioning: ["garden"], limit: 3).map(\.content).first?.contains("allotment") == true)
        // A word inside another word is not that word: "art" is not in "starts", "job" matches only the job summary.
        #expect(try memory.facts(mentioning: ["art"], limit: 5).isEmpty)
        #expect(try memory.summaries(mentioning: ["job"], limit: 3).count == 1)
        // Query syntax in a user's word is just text.
        #expect(try memory.facts(mentioning: ["cafe\"", "OR", "NEAR(x"], limit: 5).map(\.value) == ["Kaffeehaus Ödön"])
    }

    @Test func theIndexFollowsCorrectionsAndForgetting() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        let first = try memory.recordFact(FactCandidate(category: .identity, subject: "user", attribute: "home city",
                                                        value: "Lisbon", confidence: 0.8), source: nil, now: now).fact
        #expect(try memory.facts(mentioning: ["lisbon"], limit: 5).count == 1)
        // A correction supersedes the old value: only the current one is recalled.
        let corrected = try memory.recordFact(FactCandidate(category: .identity, subject: "user", attribute: "home city",
                                                            value: "Porto", confidence: 0.9), source: nil, now: now + 60)
        guard case .superseded = corrected else {
            Issue.record("expected a correction, got \(corrected)")
            return
        }
        #expect(try memory.facts(mentioning: ["lisbon"], limit: 5).isEmpty)
        #expect(try memory.facts(mentioning: ["porto"], limit: 5).map(\.value) == ["Porto"])
        // Forgotten at the user's request: gone from recall, and the older value is current again.
        try memory.forgetFact(corrected.fact.id!)
        #expect(try memory.facts(mentioning: ["porto"], limit: 5).isEmpty)
        #expect(try memory.facts(mentioning: ["lisbon"], limit: 5).map(\.id) == [first.id])
    }

    @Test func aDatabaseWithMemoryFromBeforeTheIndexIsIndexedWhenItOpens() throws {
        // Given a database migrated only up to the first memory schema, with a fact and a summary in it
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-recall-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("stand-in-graph-nodes") { db in
            try db.execute(sql: "CREATE TABLE nodes (id TEXT PRIMARY KEY NOT NULL)")
        }
        MemorySchema.register(in: &migrator)
        try migrator.migrate(queue, upTo: "memory-v1")
        let memory = MemoryStore(queue)
        try memory.recordFact(FactCandidate(category: .preference, subject: "user", attribute: "favourite climbing gym",
                                            value: "Boulderhaus", confidence: 0.6), source: nil, now: now)
        try summary(memory, "Talked about the sourdough starter and rye flour.", daysAgo: 40)
        // When the rest of the migrations run (as a newer mynd opening it)
        try migrator.migrate(queue)
        // Then the old rows are found through the index
        #expect(try memory.facts(mentioning: ["climbing"], limit: 5).map(\.value) == ["Boulderhaus"])
        #expect(try memory.summaries(mentioning: ["sourdough"], limit: 3).count == 1)
    }
}
