import Foundation
import GRDB
import MyndCore
import MyndTesting
import Testing

/// Sessions, messages, summaries and the forget cascades, against real SQLite.
struct MemoryStoreTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func sessionContinuesWithinTimeoutAndEndsAfterIt() throws {
        // Given an open session with activity at t0
        let memory = MemoryStore(try MemoryTestDatabase.make())
        let first = try memory.openSession(now: t0, timeout: 1800)
        try memory.append(StoredMessage(sessionID: first.session.id, role: .user, content: "hello", createdAt: t0))
        // When the next utterance comes 29 minutes later, it is the same session
        let second = try memory.openSession(now: t0 + 29 * 60, timeout: 1800)
        #expect(second.session.id == first.session.id)
        #expect(second.ended.isEmpty)
        try memory.append(StoredMessage(sessionID: second.session.id, role: .user, content: "again", createdAt: t0 + 29 * 60))
        // When the next comes 31 minutes after the last activity, the old one ends by timeout and a new one starts
        let third = try memory.openSession(now: t0 + 60 * 60 + 1, timeout: 1800)
        #expect(third.session.id != first.session.id)
        #expect(third.ended.map(\.id) == [first.session.id])
        #expect(third.ended.first?.endReason == "timeout")
        #expect(third.ended.first?.endedAt == t0 + 29 * 60 + 1800)
        #expect(try memory.sessionsNeedingSummary().map(\.id) == [first.session.id])
    }

    @Test func messagesKeepOrderInterruptionAndUsage() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        let session = try memory.openSession(now: t0, timeout: 1800).session
        for index in 0..<12 {
            try memory.append(StoredMessage(
                sessionID: session.id, role: index.isMultiple(of: 2) ? .user : .assistant, content: "m\(index)",
                createdAt: t0 + Double(index), interrupted: index == 11, usage: index == 11 ? TokenUsage(inputTokens: 7, outputTokens: 3) : nil))
        }
        let last10 = try memory.messages(inSession: session.id, limit: 10)
        #expect(last10.map(\.content) == (2..<12).map { "m\($0)" })
        #expect(last10.last?.interrupted == true)
        #expect(last10.last?.usage == TokenUsage(inputTokens: 7, outputTokens: 3))
        #expect(try memory.totalUsage() == TokenUsage(inputTokens: 7, outputTokens: 3))
        #expect(try memory.session(session.id)?.lastActivityAt == t0 + 11)
    }

    @Test func forgettingANodeRemovesItsMessagesAndTheSummaryOfASessionLeftEmpty() async throws {
        // Given a session whose only exchange belongs to one node, summarised
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let graph = InMemoryGraph(mirror: db)
        let node = try await graph.add(Node(type: .thought, content: "secret plan"))
        let session = try memory.openSession(now: t0, timeout: 1800).session
        try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "secret plan", createdAt: t0, nodeID: node.id))
        try memory.append(StoredMessage(sessionID: session.id, role: .assistant, content: "noted", createdAt: t0, nodeID: node.id))
        try memory.saveSummary(SessionSummary(sessionID: session.id, content: "**Topics:** secret plan", createdAt: t0,
                                              sessionStartedAt: t0, messageCount: 2, generatedBy: "offline"))
        // When the node is forgotten
        try await graph.remove(node.id)
        // Then its messages and the summary derived only from them are gone
        #expect(try memory.messages(inSession: session.id).isEmpty)
        #expect(try memory.summary(ofSession: session.id) == nil)
    }

    @Test func summaryOfASessionWithOtherMessagesSurvivesForgettingOneNode() async throws {
        let db = try MemoryTestDatabase.make()
        let memory = MemoryStore(db)
        let graph = InMemoryGraph(mirror: db)
        let a = try await graph.add(Node(type: .thought, content: "a"))
        let b = try await graph.add(Node(type: .thought, content: "b"))
        let session = try memory.openSession(now: t0, timeout: 1800).session
        try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "a", createdAt: t0, nodeID: a.id))
        try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "b", createdAt: t0, nodeID: b.id))
        try memory.saveSummary(SessionSummary(sessionID: session.id, content: "a and b", createdAt: t0, sessionStartedAt: t0,
                                              messageCount: 2, generatedBy: "offline"))
        try await graph.remove(a.id)
        #expect(try memory.messages(inSession: session.id).map(\.content) == ["b"])
        #expect(try memory.summary(ofSession: session.id)?.content == "a and b")
    }

    @Test func recentSummariesAreNewestFirst() throws {
        let memory = MemoryStore(try MemoryTestDatabase.make())
        for day in 0..<7 {
            let start = t0 + Double(day) * 86_400
            let session = try memory.openSession(now: start, timeout: 60).session
            try memory.saveSummary(SessionSummary(sessionID: session.id, content: "day \(day)", createdAt: start,
                                                  sessionStartedAt: start, messageCount: 1, generatedBy: "offline"))
        }
        #expect(try memory.recentSummaries(limit: 5).map(\.content) == ["day 6", "day 5", "day 4", "day 3", "day 2"])
    }
}
