import Foundation
import Testing
@testable import MyndCore

@Suite struct GraphExchangeTests {
    func sample(_ g: KnowledgeGraph) throws {
        let alice = try g.add(Node(type: .person, content: "Alice", source: .spoken, confidence: 0.8,
                                   metadata: ["email": "alice@example.org"], aliases: ["Ally"]))
        let goal = try g.add(Node(type: .goal, content: "Plant \"the\" garden\nthis spring 🌱"))
        let action = try g.add(Node(type: .action, content: "Buy seeds"))
        try g.complete(action.id)
        try g.link(Edge(source: goal.id, target: action.id, type: .hasAction, weight: 0.75))
        try g.link(Edge(source: goal.id, target: alice.id, type: .mentions))
    }

    @Test func exportImportExportRoundTrips() throws {
        let source = try TempGraph(); defer { source.cleanup() }
        try sample(source.graph)
        let first = try source.graph.export()
        // JSON round trip of the document itself
        let data = try first.encoded()
        let decoded = try GraphExport.decode(data)
        #expect(decoded == first)
        // Import into an empty database, export again: the same graph
        let target = try TempGraph(); defer { target.cleanup() }
        let summary = try target.graph.importGraph(decoded)
        #expect(summary == ImportSummary(nodes: 3, edges: 2))
        let second = try target.graph.export()
        #expect(second == first)
        #expect(try second.encoded() == data)
        // Importing the same document again changes nothing (ids upsert)
        try target.graph.importGraph(decoded)
        #expect(try target.graph.export() == first)
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect(json["version"] as? Int == 2)
        let node = (json["nodes"] as! [[String: Any]])[0]
        for key in ["id", "type", "content", "createdAt", "completed"] { #expect(node[key] != nil) }
        let edge = (json["edges"] as! [[String: Any]])[0]
        for key in ["source", "target", "type", "weight", "createdAt"] { #expect(edge[key] != nil) }
    }

    @Test(arguments: [
        ("unknown node type", #"{"version":1,"nodes":[{"id":"0123456789abcdef0123456789abcdef","type":"idea","content":"x","createdAt":"2026-01-01T00:00:00.000Z"}],"edges":[]}"#, "nodes[0].type"),
        ("bad id", #"{"version":1,"nodes":[{"id":"alice","type":"person","content":"x","createdAt":"2026-01-01T00:00:00.000Z"}],"edges":[]}"#, "nodes[0].id"),
        ("bad weight", #"{"version":1,"nodes":[],"edges":[{"source":"0123456789abcdef0123456789abcdef","target":"0123456789abcdef0123456789abcdef","type":"blocks","weight":2}]}"#, "edges[0].weight"),
        ("unknown edge type", #"{"version":1,"nodes":[],"edges":[{"source":"0123456789abcdef0123456789abcdef","target":"0123456789abcdef0123456789abcdef","type":"likes"}]}"#, "edges[0].type"),
        ("bad date", #"{"version":1,"nodes":[{"id":"0123456789abcdef0123456789abcdef","type":"goal","content":"x","createdAt":"yesterday"}],"edges":[]}"#, "nodes[0].createdAt"),
        ("not json", "{nodes: [", "document"),
    ])
    func malformedRecordsAreNamed(label: String, json: String, record: String) throws {
        do {
            _ = try GraphExport.decode(Data(json.utf8))
            Issue.record("\(label) was accepted")
        } catch GraphError.invalidRecord(let named, _) {
            #expect(named == record, "\(label)")
        }
    }

    @Test func invalidImportWritesNothing() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        try t.graph.add(Node(type: .thought, content: "already here"))
        let a = Node(type: .thought, content: "a"), b = Node(type: .person, content: "Bob")
        let dangling = NodeID()
        let document = GraphExport(nodes: [a, b], edges: [Edge(source: a.id, target: b.id),
                                                          Edge(source: a.id, target: dangling)])
        #expect(throws: GraphError.invalidRecord(record: "edges[1] (\(a.id) → \(dangling))",
                                                 reason: "node \(dangling) is neither in the file nor in the database")) {
            try t.graph.importGraph(document)
        }
        #expect(try t.graph.stats().nodes == 1)
        #expect(try t.graph.stats().edges == 0)
        // A duplicate person (same normalised name, different id) is refused too
        try t.graph.add(Node(type: .person, content: "bob"))
        #expect(throws: GraphError.self) { try t.graph.importGraph(GraphExport(nodes: [b], edges: [])) }
        #expect(try t.graph.stats().nodes == 2)
        // Unknown version
        #expect(throws: GraphError.self) { try t.graph.importGraph(GraphExport(version: 99, nodes: [], edges: [])) }
    }

    @Test func timestampsFormatAndParseExactly() {
        for ms: Int64 in [0, 1, 999, 1_700_000_000_123, -86_400_001, 4_102_444_800_000] {
            let text = Timestamp.iso(millis: ms)
            #expect(Timestamp.parse(text).map(Timestamp.millis) == ms, "\(text)")
        }
        #expect(Timestamp.iso(millis: 1_700_000_000_123) == "2023-11-14T22:13:20.123Z")
        #expect(Timestamp.parse("2023-11-14T23:13:20.123+01:00").map(Timestamp.millis) == 1_700_000_000_123)
        #expect(Timestamp.parse("2023-11-14") == nil)
    }
}
