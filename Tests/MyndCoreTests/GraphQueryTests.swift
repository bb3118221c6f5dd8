import Foundation
import Testing
@testable import MyndCore

@Suite struct GraphQueryTests {
    /// a → b → c → d, plus e ← a, and an island f.
    func chain(_ g: KnowledgeGraph) throws -> [String: NodeID] {
        var ids: [String: NodeID] = [:]
        for name in ["a", "b", "c", "d", "e", "f"] { ids[name] = try g.add(Node(type: .thought, content: name)).id }
        for (s, d, type) in [("a", "b", EdgeType.relatesTo), ("b", "c", .enables), ("c", "d", .relatesTo), ("a", "e", .blocks)] {
            try g.link(Edge(source: ids[s]!, target: ids[d]!, type: type))
        }
        return ids
    }

    @Test("recentNodes: newest first, one type only, at most limit")
    func recentNodesAreNewestFirst() throws {
        let t = try TempGraph(mode: .onDemand); defer { t.cleanup() }
        for i in 0..<5 {
            try t.graph.add(Node(type: .thought, content: "thought \(i)"))
            try t.graph.add(Node(type: .goal, content: "goal \(i)"))
        }
        #expect(try t.graph.recentNodes(ofType: .thought, limit: 3).map(\.content) == ["thought 4", "thought 3", "thought 2"])
        #expect(try t.graph.recentNodes(ofType: .goal, limit: 10).count == 5)
        #expect(try t.graph.recentNodes(ofType: .person, limit: 10).isEmpty)
        #expect(try t.graph.recentNodes(ofType: .thought, limit: 0).isEmpty)
    }

    @Test(arguments: [KnowledgeGraph.Mode.onDemand, .inMemory])
    func traversalsFollowDirectionTypeDepthAndLimit(mode: KnowledgeGraph.Mode) throws {
        let t = try TempGraph(mode: mode); defer { t.cleanup() }
        let id = try chain(t.graph)
        func names(_ nodes: [Node]) -> [String] { nodes.map(\.content) }
        // related: both directions by default, nearest first
        let fromB = try t.graph.related(to: id["b"]!, depth: 2)
        #expect(fromB.map(\.node.content) == ["c", "a", "d", "e"])
        #expect(fromB.map(\.distance) == [1, 1, 2, 2])
        #expect(try t.graph.related(to: id["b"]!, depth: 2, direction: .outgoing).map(\.node.content) == ["c", "d"])
        #expect(try t.graph.related(to: id["b"]!, depth: 5, limit: 2).count == 2)
        #expect(try t.graph.related(to: id["a"]!, depth: 3, types: [.relatesTo]).map(\.node.content) == ["b"])
        // neighbours
        #expect(try t.graph.neighbours(of: id["a"]!, direction: .outgoing, types: [.blocks]).map(\.node.content) == ["e"])
        #expect(try t.graph.neighbours(of: id["b"]!).map(\.direction) == [.outgoing, .incoming])
        // path: both directions by default, in order; none to the island
        #expect(names(try t.graph.path(from: id["d"]!, to: id["e"]!)!) == ["d", "c", "b", "a", "e"])
        #expect(try t.graph.path(from: id["d"]!, to: id["a"]!, direction: .outgoing) == nil)
        #expect(names(try t.graph.path(from: id["a"]!, to: id["d"]!, direction: .outgoing)!) == ["a", "b", "c", "d"])
        #expect(try t.graph.path(from: id["a"]!, to: id["f"]!) == nil)
        #expect(names(try t.graph.path(from: id["f"]!, to: id["f"]!)!) == ["f"])
        // clusters: weakly connected, largest first
        #expect(try t.graph.clusters().map { names($0) } == [["a", "b", "c", "d", "e"], ["f"]])
    }

    @Test func pageRankMatchesTheClosedForm() throws {
        let t = try TempGraph(); defer { t.cleanup() }
        // Two nodes a → b: b is dangling. Solving the PageRank equations with alpha 0.85 gives
        // a = 0.5 / 1.425 and b = 1 - a.
        let a = try t.graph.add(Node(type: .thought, content: "a")), b = try t.graph.add(Node(type: .thought, content: "b"))
        try t.graph.link(Edge(source: a.id, target: b.id))
        let ranks = Dictionary(uniqueKeysWithValues: try t.graph.importance().map { ($0.node.id, $0.rank) })
        #expect(abs(ranks[a.id]! - 0.5 / 1.425) < 1e-5)
        #expect(abs(ranks[b.id]! - (1 - 0.5 / 1.425)) < 1e-5)
        // A directed 3-cycle plus a feeder: the fed node ranks above the others, and all ranks sum to 1
        let c = try t.graph.add(Node(type: .thought, content: "c")), d = try t.graph.add(Node(type: .thought, content: "d"))
        try t.graph.link(Edge(source: b.id, target: c.id)); try t.graph.link(Edge(source: c.id, target: a.id))
        try t.graph.link(Edge(source: d.id, target: a.id))
        let ranked = try t.graph.importance()
        #expect(ranked.first?.node.id == a.id)
        #expect(abs(ranked.map(\.rank).reduce(0, +) - 1) < 1e-9)
        #expect(ranked.last?.node.id == d.id)
    }

    @Test func bothModesAgreeOnARandomGraphAfterEveryKindOfWrite() throws {
        let t = try TempGraph(mode: .onDemand); defer { t.cleanup() }
        var ids = try t.graph.addRandom(nodes: 150, edges: 400, seed: 42)
        let live = try t.reopen(mode: .inMemory)
        var rng = SplitMix(seed: 7)
        func compare() throws {
            let fresh = try t.reopen(mode: .onDemand)
            for _ in 0..<15 {
                let a = ids[Int(rng.next() % UInt64(ids.count))], b = ids[Int(rng.next() % UInt64(ids.count))]
                let depth = Int(rng.next() % 3) + 1
                #expect(try live.related(to: a, depth: depth, limit: 30) == fresh.related(to: a, depth: depth, limit: 30))
                #expect(try live.related(to: a, depth: 2, types: [.blocks, .relatesTo], direction: .incoming)
                        == fresh.related(to: a, depth: 2, types: [.blocks, .relatesTo], direction: .incoming))
                #expect(try live.path(from: a, to: b) == fresh.path(from: a, to: b))
                #expect(try live.pathIDs(from: a, to: b) == fresh.pathIDs(from: a, to: b))
                #expect(try live.relatedIDs(to: a, depth: depth, limit: 30) == fresh.relatedIDs(to: a, depth: depth, limit: 30))
                #expect(try live.path(from: a, to: b, direction: .outgoing) == fresh.path(from: a, to: b, direction: .outgoing))
                #expect(try live.neighbours(of: a) == fresh.neighbours(of: a))
            }
            #expect(try live.clusters() == fresh.clusters())
            #expect(try live.componentIDs() == fresh.clusters().map { $0.map(\.id) })
            let ranks = try live.pageRank()
            #expect(Set(ranks.keys) == Set(try fresh.nodes().map(\.id)))
            for ranked in try fresh.importance(limit: 10) { #expect(abs(ranks[ranked.node.id]! - ranked.rank) < 1e-12) }
            #expect(try live.loadedEdgeCount == fresh.stats().edges)
        }
        try compare()
        // Writes through the live (in-memory) graph are mirrored incrementally
        for _ in 0..<60 {
            let a = ids[Int(rng.next() % UInt64(ids.count))], b = ids[Int(rng.next() % UInt64(ids.count))]
            try live.link(Edge(source: a, target: b, type: .follows, weight: 0.5))
        }
        let extra = try live.add(Node(type: .insight, content: "new"))
        ids.append(extra.id)
        try live.link(Edge(source: extra.id, target: ids[0], type: .inspiredBy))
        for _ in 0..<10 {
            let victim = ids.remove(at: Int(rng.next() % UInt64(ids.count)))
            try live.forget(victim)
        }
        let neighbour = try live.neighbours(of: ids[3], direction: .outgoing).first
        if let neighbour { try live.unlink(source: ids[3], target: neighbour.node.id, type: neighbour.edge.type) }
        let folded = ids.remove(at: 5)
        try live.merge(keep: ids[4], fold: folded)
        try compare()
    }
}
