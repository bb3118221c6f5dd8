import Foundation
import MyndCore
import MyndTesting
import Testing

/// User patterns: recurring topics across sessions and the hours the user is active.
struct PatternLearnerTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00 UTC

    func message(_ text: String, session: String, at date: Date) -> StoredMessage {
        StoredMessage(sessionID: session, role: .user, content: text, createdAt: date)
    }

    @Test func recurringTopicsNeedSeveralSessionsAndMentions() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let messages = [
            message("Alice and the garden again", session: "s1", at: t0),
            message("talked with alice about seeds", session: "s2", at: t0 + 3600),
            message("Alice says the garden is fine", session: "s3", at: t0 + 7200),
            message("pottery pottery pottery", session: "s1", at: t0 + 60),  // one session only
        ]
        let patterns = PatternLearner(calendar: calendar).patterns(from: messages, knownNames: ["alice": "Alice"], now: t0 + 7200)
        let topics = patterns.filter { $0.kind == "topic" }
        #expect(topics.map(\.key) == ["alice"])
        #expect(topics.first?.summary == "Often brings up Alice (3 times in 3 sessions)")
        let hours = patterns.first { $0.kind == "activeHours" }
        #expect(hours?.key == "08:00–11:00")
        #expect(hours?.count == 4)
    }

    @Test func patternsAreStoredAndKeepTheirFirstSeenDate() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        try memory.replacePatterns([UserPattern(kind: "topic", key: "alice", summary: "a", count: 3, firstSeenAt: t0, lastSeenAt: t0)])
        try memory.replacePatterns([UserPattern(kind: "topic", key: "alice", summary: "b", count: 5, firstSeenAt: t0 + 99, lastSeenAt: t0 + 99),
                                    UserPattern(kind: "topic", key: "bob", summary: "c", count: 4, firstSeenAt: t0 + 9, lastSeenAt: t0 + 9)])
        let stored = try memory.patterns()
        #expect(stored.map(\.key) == ["alice", "bob"])
        #expect(stored.first?.firstSeenAt == t0)
        #expect(stored.first?.summary == "b")
    }
}
