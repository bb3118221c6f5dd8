import Foundation
import Testing
@testable import MyndCore

/// The complete export (document version 2): every kind of record out and back in, all or nothing, and the
/// files people write by hand.
@Suite struct FullExportTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// A store holding every record kind: nodes (one sensitive), edges, aliases, sessions, messages with
    /// usage, a summary, a fact superseded by another, a fact the user added (no source), patterns, a ledger.
    func fill(_ g: KnowledgeGraph) throws {
        let alice = try g.add(Node(type: .person, content: "Alice", source: .spoken, confidence: 0.8, aliases: ["Ally"]))
        var said = Node(type: .thought, content: "Alice moved to Porto", createdAt: t0)
        said.isSensitive = true
        let utterance = try g.add(said)
        try g.link(Edge(source: utterance.id, target: alice.id, type: .mentions, createdAt: t0))
        let memory = MemoryStore(g.writer)
        let (session, _) = try memory.openSession(now: t0, timeout: 600)
        try memory.append(StoredMessage(sessionID: session.id, role: .user, content: "Alice moved to Porto", createdAt: t0, nodeID: utterance.id))
        try memory.append(StoredMessage(sessionID: session.id, role: .assistant, content: "Noted.", createdAt: t0 + 2, interrupted: true,
                                        nodeID: utterance.id, usage: TokenUsage(inputTokens: 1200, outputTokens: 80), model: "claude-sonnet-4-5"))
        _ = try memory.endOpenSession(now: t0 + 60)
        try memory.saveSummary(SessionSummary(sessionID: session.id, content: "Talked about Alice.", createdAt: t0 + 61,
                                              sessionStartedAt: t0, messageCount: 2, generatedBy: "offline"))
        try memory.recordFact(FactCandidate(category: .relationship, subject: "Alice", attribute: "lives in", value: "Lisbon", confidence: 0.7),
                              source: utterance.id, now: t0)
        try memory.recordFact(FactCandidate(category: .relationship, subject: "Alice", attribute: "lives in", value: "Porto", confidence: 0.9),
                              source: utterance.id, now: t0 + 30)
        try memory.recordFact(FactCandidate(category: .preference, subject: "user", attribute: nil, value: "Prefers tea", confidence: 1),
                              source: nil, now: t0 + 40)
        try memory.replacePatterns([UserPattern(kind: "topic", key: "alice", summary: "Often talks about Alice", count: 3, firstSeenAt: t0, lastSeenAt: t0 + 30)])
        var ledger = FollowupLedger()
        ledger.sent = [.init(goalID: utterance.id.rawValue, at: t0)]
        ledger.snoozedUntil = ["0123456789abcdef0123456789abcdef": t0 + 86_400]
        ledger.lastBriefing = t0 + 3600
        try FollowupLedgerStore(besideDatabase: g.path).save(ledger)
    }

    @Test func everyRecordKindRoundTripsThroughExportResetImport() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        try fill(t.graph)
        let first = try t.graph.export()
        #expect(first.version == 2)
        #expect(first.nodes.count == 2 && first.edges.count == 1)
        #expect(first.sessions.count == 1 && first.messages.count == 2 && first.summaries.count == 1)
        #expect(first.facts.count == 3 && first.patterns.count == 1)
        #expect(first.facts.contains { $0.fact.supersededBy != nil && $0.fact.validUntil != nil && $0.sources.count == 1 })
        #expect(first.facts.contains { $0.sources.isEmpty })
        #expect(first.messages.contains { $0.inputTokens == 1200 && $0.model == "claude-sonnet-4-5" && $0.interrupted })
        #expect(first.nodes.contains { $0.isSensitive }, "the full export is the user's backup: sensitive nodes are in it")
        #expect(first.ledger?.sent.count == 1 && first.ledger?.lastBriefing != nil)
        let bytes = try first.encoded()
        #expect(try GraphExport.decode(bytes) == first)

        // reset: the database and the ledger go; import into the fresh store at the same path
        let path = t.graph.path
        try KnowledgeGraph.destroy(path: path)
        try FollowupLedgerStore(besideDatabase: path).remove()
        let fresh = try KnowledgeGraph(path: path)
        #expect(try fresh.export().messages.isEmpty)
        #expect(try fresh.export().ledger == nil)
        let summary = try fresh.importGraph(try GraphExport.decode(bytes))
        #expect(summary == ImportSummary(nodes: 2, edges: 1, memoryRecords: 8))
        let second = try fresh.export()
        #expect(second == first)
        #expect(try second.encoded() == bytes)

        // Importing the same file again changes nothing.
        try fresh.importGraph(try GraphExport.decode(bytes))
        #expect(try fresh.export().encoded() == bytes)

        // And the restored memory works: the superseded fact is not current, the usage sums.
        let memory = MemoryStore(fresh.writer)
        #expect(try memory.currentFacts().map(\.value).sorted() == ["Porto", "Prefers tea"])
        #expect(try memory.totalUsage() == TokenUsage(inputTokens: 1200, outputTokens: 80))
    }

    @Test func importIntoAStoreWithOtherMemoryKeepsBothAndRemapsIDs() throws {
        let source = try TempGraph(); defer { source.cleanup() }
        try fill(source.graph)
        let document = try source.graph.export()
        let target = try TempGraph(); defer { target.cleanup() }
        let memory = MemoryStore(target.graph.writer)
        let (other, _) = try memory.openSession(now: t0 - 1000, timeout: 600)
        try memory.append(StoredMessage(sessionID: other.id, role: .user, content: "earlier", createdAt: t0 - 1000))
        try memory.recordFact(FactCandidate(category: .identity, subject: "user", attribute: "works at", value: "Acme", confidence: 0.5), source: nil, now: t0 - 900)
        try target.graph.importGraph(document)
        let after = try target.graph.export()
        #expect(after.messages.count == 3)
        #expect(after.facts.count == 4)
        // The superseded fact points at the imported Porto fact, whatever id it got.
        let lisbon = try #require(after.facts.first { $0.fact.value == "Lisbon" })
        let porto = try #require(after.facts.first { $0.fact.value == "Porto" })
        #expect(lisbon.fact.supersededBy == porto.fact.id)
        #expect(after.facts.contains { $0.fact.value == "Acme" && $0.fact.isCurrent })
    }

    @Test func version1DocumentsStillImport() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let v1 = #"""
            {"version":1,"nodes":[{"aliases":[],"completed":false,"content":"Plant the garden","createdAt":"2026-01-01T10:00:00.000Z",
            "id":"0123456789abcdef0123456789abcdef","lastTouchedAt":"2026-01-01T10:00:00.000Z","metadata":{},"source":"typed",
            "type":"goal","updatedAt":"2026-01-01T10:00:00.000Z"}],"edges":[]}
            """#
        let document = try GraphExport.decode(Data(v1.utf8))
        #expect(document.version == 1)
        try t.graph.importGraph(document)
        let out = try t.graph.export()
        #expect(out.version == 2)
        #expect(out.nodes.map(\.content) == ["Plant the garden"])
        #expect(out.nodes[0].createdAt == Timestamp.parse("2026-01-01T10:00:00.000Z"))
    }

    @Test func handWrittenFilesWithUUIDsAndMinimalRecordsImport() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let json = #"""
            {"version": 2,
             "nodes": [
               {"id": "8A3F2C1E-9B7D-4E6F-A1B2-C3D4E5F60718", "type": "goal", "content": "Run a marathon"},
               {"id": "{0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9}", "type": "Person", "content": "Coach Sam"},
               {"id": "ffeeddccbbaa99887766554433221100", "type": "action", "content": "Buy shoes", "completed": true}
             ],
             "edges": [
               {"source": "8a3f2c1e-9b7d-4e6f-a1b2-c3d4e5f60718", "target": "0B1C2D3E4F5046178293A4B5C6D7E8F9", "type": "mentions"},
               {"source": "8a3f2c1e9b7d4e6fa1b2c3d4e5f60718", "target": "ffeeddcc-bbaa-9988-7766-554433221100", "type": "hasAction"}
             ]}
            """#
        let before = Date()
        let summary = try t.graph.importGraph(try GraphExport.decode(Data(json.utf8)))
        #expect(summary.nodes == 3 && summary.edges == 2)
        let goal = try #require(try t.graph.node(NodeID(rawValue: "8a3f2c1e9b7d4e6fa1b2c3d4e5f60718")))
        #expect(goal.content == "Run a marathon")
        #expect(goal.source == .imported)
        #expect(goal.createdAt >= before.addingTimeInterval(-1) && goal.updatedAt == goal.createdAt && goal.lastTouchedAt == goal.createdAt)
        #expect(goal.metadata.isEmpty && goal.aliases.isEmpty && !goal.completed)
        #expect(try t.graph.node(NodeID(rawValue: "0b1c2d3e4f5046178293a4b5c6d7e8f9"))?.type == .person)
        #expect(try t.graph.node(NodeID(rawValue: "ffeeddccbbaa99887766554433221100"))?.completed == true)
        #expect(try t.graph.stats().edges == 2)
    }

    @Test(arguments: [
        ("missing content", #"{"version":2,"nodes":[{"id":"0123456789abcdef0123456789abcdef","type":"goal"}]}"#, "nodes[0]", "content"),
        ("not a uuid", #"{"version":2,"nodes":[{"id":"8a3f-not-a-uuid","type":"goal","content":"x"}]}"#, "nodes[0].id", "8a3f-not-a-uuid"),
        ("uuid too short", #"{"version":2,"nodes":[{"id":"8A3F2C1E-9B7D-4E6F-A1B2-C3D4E5F6071","type":"goal","content":"x"}]}"#, "nodes[0].id", "not a node id"),
        ("second record bad", #"{"version":2,"nodes":[{"id":"0123456789abcdef0123456789abcdef","type":"goal","content":"x"},{"id":"1123456789abcdef0123456789abcdef","type":"plan","content":"y"}]}"#, "nodes[1].type", "plan"),
        ("bad message role", #"{"version":2,"sessions":[{"id":"s1","startedAt":"2026-01-01T00:00:00.000Z","lastActivityAt":"2026-01-01T00:00:00.000Z"}],"messages":[{"sessionID":"s1","role":"robot","content":"x","createdAt":"2026-01-01T00:00:00.000Z","interrupted":false}]}"#, "messages[0].role", "robot"),
        ("future version", #"{"version":7,"nodes":[]}"#, "version", "version 7"),
    ])
    func badHandWrittenRecordsAreNamed(label: String, json: String, record: String, mention: String) throws {
        do {
            _ = try GraphExport.decode(Data(json.utf8))
            Issue.record("\(label) was accepted")
        } catch GraphError.invalidRecord(let named, let reason) {
            #expect(named == record, "\(label): \(reason)")
            #expect(reason.contains(mention), "\(label): \(reason)")
        }
    }

    @Test func aBadMemoryRecordWritesNothingAtAll() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let json = #"""
            {"version": 2,
             "nodes": [{"id": "0123456789abcdef0123456789abcdef", "type": "thought", "content": "hello"}],
             "sessions": [{"id": "s1", "startedAt": "2026-01-01T00:00:00.000Z", "lastActivityAt": "2026-01-01T00:00:00.000Z"}],
             "messages": [
               {"sessionID": "s1", "role": "user", "content": "hello", "createdAt": "2026-01-01T00:00:00.000Z", "interrupted": false},
               {"sessionID": "nope", "role": "user", "content": "lost", "createdAt": "2026-01-01T00:00:01.000Z", "interrupted": false}
             ]}
            """#
        #expect(throws: GraphError.invalidRecord(record: "messages[1]", reason: "session nope is neither in the file nor in the database")) {
            try t.graph.importGraph(try GraphExport.decode(Data(json.utf8)))
        }
        let after = try t.graph.export()
        #expect(after.nodes.isEmpty && after.sessions.isEmpty && after.messages.isEmpty)
        // A fact pointing at a fact that is not in the file is refused before anything is written.
        let dangling = #"{"version":2,"facts":[{"id":1,"category":"other","subject":"user","value":"x","content":"x","matchKey":"|x","exclusive":false,"confidence":0.5,"mentionCount":1,"firstSeenAt":"2026-01-01T00:00:00.000Z","lastSeenAt":"2026-01-01T00:00:00.000Z","supersededBy":9}]}"#
        #expect(throws: GraphError.self) { try t.graph.importGraph(try GraphExport.decode(Data(dangling.utf8))) }
        #expect(try t.graph.export().facts.isEmpty)
    }
}

/// `[memory] retention_days` at the store: old messages and summaries go, nodes and facts stay.
@Suite struct RetentionTests {
    @Test func sweepDeletesOldConversationsOnly() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let now = Date(timeIntervalSince1970: 1_900_000_000)
        let node = try t.graph.add(Node(type: .thought, content: "kept", createdAt: now - 90 * 86_400))
        let memory = MemoryStore(t.graph.writer)
        let (old, _) = try memory.openSession(now: now - 60 * 86_400, timeout: 600)
        try memory.append(StoredMessage(sessionID: old.id, role: .user, content: "old", createdAt: now - 60 * 86_400, nodeID: node.id))
        _ = try memory.endOpenSession(now: now - 60 * 86_400 + 60)
        try memory.saveSummary(SessionSummary(sessionID: old.id, content: "old talk", createdAt: now - 60 * 86_400 + 61,
                                              sessionStartedAt: now - 60 * 86_400, messageCount: 1, generatedBy: "offline"))
        try memory.recordFact(FactCandidate(category: .other, subject: "user", attribute: nil, value: "likes old things", confidence: 1),
                              source: node.id, now: now - 60 * 86_400)
        let (recent, _) = try memory.openSession(now: now - 3600, timeout: 600)
        try memory.append(StoredMessage(sessionID: recent.id, role: .user, content: "recent", createdAt: now - 3600))

        #expect(try memory.sweep(retentionDays: 0, now: now) == nil, "0 is off")
        #expect(try memory.sweep(retentionDays: 30, now: now) == RetentionSweep(messages: 1, summaries: 0, sessions: 1))
        // (the summary went with its session's last message, through the schema's trigger)
        let left = try t.graph.export()
        #expect(left.messages.map(\.content) == ["recent"])
        #expect(left.summaries.isEmpty)
        #expect(left.sessions.map(\.id) == [recent.id])
        #expect(left.nodes.map(\.content) == ["kept"])
        #expect(left.facts.map(\.fact.value) == ["likes old things"])
    }
}
