import Foundation
import MyndCore
import Testing

/// The store's full-text search and name lookups as a context build uses them, and the merging of the full-text
/// indexes that keeps them quick — on real SQLite, in the daemon's mode (loaded adjacency) and on demand.
@Suite(.timeLimit(.minutes(1)))
struct SearchIndexTests {
    let now = Date()

    func temporaryStore(loaded: Bool) throws -> (KnowledgeGraph, String) {
        let directory = NSTemporaryDirectory() + "mynd-fts-" + UUID().uuidString
        return (try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: loaded ? .inMemory : .onDemand), directory)
    }

    @Test("A word said in many notes finds its newest notes; a rare word also finds longer words it starts", arguments: [false, true])
    func commonAndRareWords(loaded: Bool) async throws {
        let (graph, directory) = try temporaryStore(loaded: loaded)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // 60 notes say "walk" (more than the 50 a word looks at), the oldest of them "walks" too.
        var walks: [Node] = []
        for index in 0..<60 {
            walks.append(try graph.add(Node(type: .thought, content: index == 0 ? "walks by the river" : "walk number \(index)",
                                            createdAt: now + Double(index))))
        }
        let gardening = try graph.add(Node(type: .thought, content: "gardening with Maya on Sunday", createdAt: now))
        let access = graph.graphAccess

        let found = try await access.search(relatedTo: "garden", limit: 5)
        #expect(found.map(\.id) == [gardening.id], "a rare word finds the longer word it starts")

        let walked = try await access.search(relatedTo: "walk", limit: 3)
        #expect(walked.map(\.id) == walks.suffix(3).reversed().map(\.id), "the newest notes that say the word itself")

        // Both words: the note sharing two of them comes first.
        let both = try graph.add(Node(type: .thought, content: "a walk to the garden centre", createdAt: now - 86_400))
        let mixed = try await access.search(relatedTo: "walk garden", limit: 2)
        #expect(mixed.first?.id == both.id)
    }

    @Test("Names with a quote or a backslash inside are found by name and by alias; control characters break nothing",
          arguments: [false, true])
    func awkwardNames(loaded: Bool) async throws {
        let (graph, directory) = try temporaryStore(loaded: loaded)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Quotes inside a word (a quote at a word's edge is punctuation, stripped on both sides).
        let quoted = try graph.add(Node(type: .project, content: "Release v2\"beta", createdAt: now))
        let slashed = try graph.add(Node(type: .project, content: "build\\deploy", createdAt: now))
        let aliased = try graph.add(Node(type: .person, content: "Siobhán Ní Bhriain", createdAt: now, aliases: ["Shi\"v"]))
        _ = try graph.add(Node(type: .thought, content: "Release v2\"beta said hello", createdAt: now))
        let access = graph.graphAccess

        #expect(try await access.namedNodes(mentionedIn: "ship Release v2\"beta today", limit: 10).map(\.id) == [quoted.id])
        #expect(try await access.namedNodes(mentionedIn: "is build\\deploy done", limit: 10).map(\.id) == [slashed.id])
        #expect(try await access.namedNodes(mentionedIn: "ask Shi\"v tomorrow", limit: 10).map(\.id) == [aliased.id])
        #expect(try await access.namedNodes(mentionedIn: "tab\there and\u{1}there", limit: 10).isEmpty)
        let thoughts = try await access.namedNodes(mentionedIn: "Release v2\"beta said hello", limit: 10)
        #expect(!thoughts.contains { $0.type == .thought }, "only named entities are names")
    }

    @Test("Merging the full-text indexes leaves one segment each and every search's answer unchanged", arguments: [false, true])
    func mergingKeepsAnswers(loaded: Bool) async throws {
        let (graph, directory) = try temporaryStore(loaded: loaded)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let words = ["garden", "kiln", "river", "Maya", "invoice", "ferry", "allotment", "recital"]
        // One transaction per note, as the daemon files them: FTS5 keeps a segment per transaction until it merges.
        for index in 0..<200 {
            _ = try graph.add(Node(type: .thought, content: "\(words[index % 8]) and \(words[(index * 3) % 8]) \(index)",
                                   createdAt: now + Double(index)))
        }
        let memory = MemoryStore(graph.writer)
        for index in 0..<40 {
            try memory.recordFact(FactCandidate(category: .other, subject: "user", attribute: "likes \(index)",
                                                value: words[index % 8], confidence: 0.9), source: nil, now: now)
        }
        let before = try graph.searchIndexSegments()
        #expect((before["nodes_fts"] ?? 0) > 1, "one-note transactions leave several segments: \(before)")
        #expect((before["memory_facts_fts"] ?? 0) > 1, "\(before)")
        let access = graph.graphAccess
        var answers: [[NodeID]] = []
        for query in words + ["gard", "kiln river", "nothing here"] {
            answers.append(try await access.search(relatedTo: query, limit: 16).map(\.id))
        }
        let facts = try memory.facts(mentioning: ["kiln", "ferry"], limit: 10).map(\.id)

        #expect(try graph.tidySearchIndexesFully(pages: 8) > 0)
        let after = try graph.searchIndexSegments()
        #expect(after["nodes_fts"] == 1 && after["memory_facts_fts"] == 1, "\(after)")
        #expect(try graph.tidySearchIndexes() == false, "nothing left to merge")
        var answersAfter: [[NodeID]] = []
        for query in words + ["gard", "kiln river", "nothing here"] {
            answersAfter.append(try await access.search(relatedTo: query, limit: 16).map(\.id))
        }
        #expect(answersAfter == answers)
        #expect(try memory.facts(mentioning: ["kiln", "ferry"], limit: 10).map(\.id) == facts)
        #expect(!facts.isEmpty && answers.contains { !$0.isEmpty })

        // Still writable and searchable after merging.
        let late = try graph.add(Node(type: .thought, content: "the ferry timetable changed", createdAt: now + 1_000))
        #expect(try await access.search(relatedTo: "timetable", limit: 3).map(\.id) == [late.id])
    }

    @Test("A bulk import ends with its full-text index merged")
    func importMerges() throws {
        let (graph, directory) = try temporaryStore(loaded: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let nodes = (0..<3_000).map { Node(type: .thought, content: "note \($0) about the allotment and the kiln", createdAt: now) }
        _ = try graph.importGraph(GraphExport(nodes: nodes, edges: []))
        #expect(try graph.searchIndexSegments()["nodes_fts"] == 1)
        #expect(try graph.search("allotment", limit: 5).count == 5)
    }
}
