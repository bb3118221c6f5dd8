import Foundation
import GRDB
import Testing
@testable import MyndCore

@Suite struct GraphStoreTests {
    @Test func namedEntitiesAreUniqueByNormalisedNameAndKeepAliases() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        // Given a person Alice
        let alice = try t.graph.add(Node(type: .person, content: "Alice"))
        // When the same person is added with other case, spacing and accents
        let again = try t.graph.add(Node(type: .person, content: "  alice "))
        let accented = try t.graph.add(Node(type: .person, content: "Alíce"))
        // Then there is one person, and mere respellings are not recorded as aliases
        #expect(again.id == alice.id && accented.id == alice.id)
        #expect(try t.graph.nodes(ofType: .person).count == 1)
        #expect(try t.graph.node(alice.id)!.aliases.isEmpty)
        // When she is added again with a nickname, the nickname is kept as an alias
        #expect(try t.graph.add(Node(type: .person, content: "ALICE", aliases: ["Ally"])).aliases == ["Ally"])
        #expect(try t.graph.resolve("ally").id == alice.id)
        // And a place called Alice is a different node
        #expect(try t.graph.add(Node(type: .place, content: "Alice")).id != alice.id)
        // And thoughts are never deduplicated
        let t1 = try t.graph.add(Node(type: .thought, content: "same")), t2 = try t.graph.add(Node(type: .thought, content: "same"))
        #expect(t1.id != t2.id)
        // And the entity can be found by an alias
        try t.graph.addAlias("Al", to: alice.id)
        #expect(try t.graph.entity(named: "al")?.id == alice.id)
        #expect(try t.graph.add(Node(type: .person, content: "AL")).id == alice.id)
    }

    @Test func awkwardContentIsStoredVerbatim() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let samples = [
            "Robert'); DROP TABLE nodes;--", "\"quoted\" and 'single'", "line one\nline two\r\n\ttabbed",
            "emoji 🧠✨👩‍👩‍👧 and ñ", String(repeating: "0123456789abcdef", count: 6_400) + "end",
            "NUL-free but \\ backslashes \\n", "   spaces around   ",
        ]
        for text in samples {
            let node = try t.graph.add(Node(type: .thought, content: text))
            #expect(try t.graph.node(node.id)?.content == text)
        }
        #expect(try t.graph.stats().nodes == samples.count)
        // And the 100 KB one is searchable and exportable unchanged
        let export = try t.graph.export()
        #expect(export.nodes.map(\.content) == samples)
    }

    @Test func referencesResolveByIDPrefixAndName() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let goal = try t.graph.add(Node(type: .goal, content: "Plant the Garden"))
        #expect(try t.graph.resolve(goal.id.rawValue).id == goal.id)
        #expect(try t.graph.resolve(String(goal.id.rawValue.prefix(6))).id == goal.id)
        #expect(try t.graph.resolve("plant THE garden").id == goal.id)
        #expect(throws: GraphError.unknownReference("nothing like it")) { try t.graph.resolve("nothing like it") }
        // Two nodes with the same content are ambiguous, and the error lists both
        let a = try t.graph.add(Node(type: .thought, content: "twice")), b = try t.graph.add(Node(type: .thought, content: "Twice"))
        do {
            _ = try t.graph.resolve("twice")
            Issue.record("expected ambiguity")
        } catch GraphError.ambiguousReference(_, let candidates) {
            #expect(Set(candidates.map(\.id)) == [a.id, b.id])
        }
    }

    @Test func goalsActionsBlockersAndStaleness() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let now = Date()
        let old = now.addingTimeInterval(-10 * 86_400)
        let goal = try t.graph.add(Node(type: .goal, content: "Ship v1", createdAt: old))
        let fresh = try t.graph.add(Node(type: .goal, content: "Learn Swift"))
        let done = try t.graph.add(Node(type: .goal, content: "Old done goal", createdAt: old))
        try t.graph.complete(done.id)
        let a1 = try t.graph.add(Node(type: .action, content: "Write tests")), a2 = try t.graph.add(Node(type: .action, content: "Tag release"))
        let blocker = try t.graph.add(Node(type: .thought, content: "CI is red"))
        // Linking would touch the goal; link with the goal first touched long ago, then check staleness on a copy
        #expect(try t.graph.staleGoals(olderThan: 3, now: now).map(\.id) == [goal.id])
        #expect(Set(try t.graph.activeGoals().map(\.id)) == [goal.id, fresh.id])
        try t.graph.link(Edge(source: goal.id, target: a1.id, type: .hasAction))
        try t.graph.link(Edge(source: goal.id, target: a2.id, type: .hasAction))
        try t.graph.link(Edge(source: blocker.id, target: goal.id, type: .blocks))
        try t.graph.complete(a2.id)
        #expect(try t.graph.nextActions(of: goal.id).map(\.id) == [a1.id])
        #expect(try t.graph.blockers(of: goal.id).map(\.id) == [blocker.id])
        // Linking touched the goal, so it is no longer stale
        #expect(try t.graph.staleGoals(olderThan: 3, now: now).isEmpty)
        #expect(throws: GraphError.self) { try t.graph.complete(blocker.id) }
    }

    @Test func forgetRemovesNodeEdgesAndSearchEntry() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let a = try t.graph.add(Node(type: .thought, content: "zebra crossing idea"))
        let b = try t.graph.add(Node(type: .person, content: "Zed"))
        try t.graph.link(Edge(source: a.id, target: b.id, type: .mentions))
        #expect(try t.graph.search("zebr").map(\.id) == [a.id])
        #expect(try t.graph.forget(a.id))
        #expect(try t.graph.search("zebra").isEmpty)
        #expect(try t.graph.node(a.id) == nil)
        #expect(try t.graph.neighbours(of: b.id).isEmpty)
        #expect(try t.graph.stats().edges == 0)
        #expect(try t.graph.forget(a.id) == false)
    }

    @Test func searchPrefersBetterMatchesThenWellConnectedNodes() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let lonely = try t.graph.add(Node(type: .thought, content: "garden plans"))
        let hub = try t.graph.add(Node(type: .project, content: "garden makeover"))
        for i in 0..<8 {
            let n = try t.graph.add(Node(type: .action, content: "task \(i)"))
            try t.graph.link(Edge(source: hub.id, target: n.id, type: .hasAction))
        }
        let results = try t.graph.search("gard")
        #expect(results.map(\.id) == [hub.id, lonely.id])
        #expect(try t.graph.search("garden plans").map(\.id) == [lonely.id])
        #expect(try t.graph.search("\" OR 1=1 --").isEmpty)
        #expect(try t.graph.search("GÁRDEN").count == 2)
    }

    @Test func mergeMovesEdgesAndKeepsAliases() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        let bob = try t.graph.add(Node(type: .person, content: "Bob"))
        let robert = try t.graph.add(Node(type: .person, content: "Robert Smith"))
        let note = try t.graph.add(Node(type: .thought, content: "Lunch with Robert"))
        let other = try t.graph.add(Node(type: .thought, content: "Bob's bike"))
        try t.graph.link(Edge(source: note.id, target: robert.id, type: .mentions))
        try t.graph.link(Edge(source: other.id, target: bob.id, type: .mentions))
        try t.graph.link(Edge(source: bob.id, target: robert.id))  // becomes a self-loop: dropped
        let merged = try t.graph.merge(keep: bob.id, fold: robert.id)
        #expect(merged.aliases == ["Robert Smith"])
        #expect(try t.graph.node(robert.id) == nil)
        #expect(Set(try t.graph.neighbours(of: bob.id).map(\.node.id)) == [note.id, other.id])
        #expect(try t.graph.resolve("robert smith").id == bob.id)
        #expect(try t.graph.add(Node(type: .person, content: "robert  smith")).id == bob.id)
    }

    @Test func notADatabaseIsRefusedAndLeftUntouched() throws {
        let dir = NSTemporaryDirectory() + "mynd-notdb-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/mynd.sqlite"
        let bytes = Data("this is my diary, not a database\n".utf8 + (0..<4000).map { UInt8($0 % 251) })
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: GraphError.notADatabase(path: path)) { try KnowledgeGraph(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["mynd.sqlite"])
        // A file with SQLite's header but garbage after it is refused too, and not rewritten
        let corrupt = Data("SQLite format 3\0".utf8) + Data(repeating: 0xAB, count: 8192)
        try corrupt.write(to: URL(fileURLWithPath: path))
        #expect(throws: GraphError.self) { try KnowledgeGraph(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == corrupt)
    }

    @Test func newerSchemaIsRefused() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        try t.graph.add(Node(type: .thought, content: "before the future"))
        try t.graph.writer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('graph-v99-from-the-future')")
        }
        #expect(throws: GraphError.newerSchema(path: t.path)) { try t.reopen(mode: .onDemand) }
        // Still readable through the open handle: nothing was rewritten
        #expect(try t.graph.stats().nodes == 1)
    }
}
