import Foundation
import MyndCore

/// SplitMix64: a tiny deterministic generator, so every run (and the networkx baseline) sees the same graph.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The benchmark graph: `nodes` nodes and `edges` distinct directed (source, target) pairs, uniform at random.
struct BenchGraph {
    let document: GraphExport
    /// Edges as node indices (creation order), for the baselines.
    let sources: [Int32]
    let targets: [Int32]

    static let words = ["garden", "book", "run", "swift", "idea", "call", "plan", "trip", "music", "paint",
                        "budget", "health", "friend", "family", "work", "learn", "write", "cook", "build", "read"]

    init(nodes n: Int, edges m: Int, seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let base = Date(timeIntervalSince1970: 1_750_000_000)
        var nodes: [Node] = []
        nodes.reserveCapacity(n)
        let digits = Array("0123456789abcdef".utf8)
        for i in 0..<n {
            var text = [UInt8]()
            for _ in 0..<2 {
                let r = rng.next()
                for k in 0..<16 { text.append(digits[Int((r >> (4 * UInt64(k))) & 15)]) }
            }
            let words = (0..<3).map { _ in Self.words[Int(rng.next() % UInt64(Self.words.count))] }.joined(separator: " ")
            let type = NodeType.allCases[Int(rng.next() % 9)]
            // Named entities need unique names; the index makes them so.
            nodes.append(Node(id: NodeID(rawValue: String(decoding: text, as: UTF8.self)), type: type,
                              content: "\(type.rawValue) \(i): \(words)", createdAt: base.addingTimeInterval(Double(i))))
        }
        var seen = Set<UInt64>()
        seen.reserveCapacity(m)
        var sources: [Int32] = [], targets: [Int32] = []
        var edges: [Edge] = []
        sources.reserveCapacity(m); targets.reserveCapacity(m); edges.reserveCapacity(m)
        while edges.count < m {
            let s = Int(rng.next() % UInt64(n)), t = Int(rng.next() % UInt64(n))
            guard s != t, seen.insert(UInt64(s) << 32 | UInt64(t)).inserted else { continue }
            let type = EdgeType.allCases[Int(rng.next() % 8)]
            let weight = Double(5 + rng.next() % 96) / 100
            sources.append(Int32(s)); targets.append(Int32(t))
            edges.append(Edge(source: nodes[s].id, target: nodes[t].id, type: type, weight: weight,
                              createdAt: base.addingTimeInterval(Double(n + edges.count))))
        }
        document = GraphExport(nodes: nodes, edges: edges)
        self.sources = sources
        self.targets = targets
    }

    /// "source target weight" lines (node indices), for networkx.
    func writeEdgeList(to path: String) throws {
        var out = ""
        out.reserveCapacity(document.edges.count * 20)
        for (e, edge) in document.edges.enumerated() { out += "\(sources[e]) \(targets[e]) \(edge.weight)\n" }
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
