import Foundation
@testable import MyndCore

/// A graph in a fresh temporary directory, removed when the test's `defer` calls `cleanup()`.
struct TempGraph {
    let graph: KnowledgeGraph
    let directory: String

    init(mode: KnowledgeGraph.Mode = .onDemand) throws {
        directory = NSTemporaryDirectory() + "mynd-test-" + UUID().uuidString
        graph = try KnowledgeGraph(path: directory + "/mynd.sqlite", mode: mode)
    }

    var path: String { graph.path }

    func reopen(mode: KnowledgeGraph.Mode) throws -> KnowledgeGraph { try KnowledgeGraph(path: path, mode: mode) }

    func cleanup() { try? FileManager.default.removeItem(atPath: directory) }
}

/// The people and places the entity recogniser finds in `text`, lower case, as the place suites compare them.
func recognised(_ text: String) -> (people: [String], places: [String]) {
    let found = EntityRecognizer.recognise(text)
    return (found.people.map { $0.lowercased() }, found.places.map { $0.lowercased() })
}

/// `lines` filed as the offline path files them, in a fresh graph: each a thought of its own, two minutes after the one
/// before, from `start`.
func fileOffline(_ lines: [String], from start: Date, timeZone: TimeZone) async throws -> [FiledExtraction] {
    let temp = try TempGraph()
    defer { temp.cleanup() }
    let filer = GraphFiler(graph: temp.graph.graphAccess, memory: MemoryStore(temp.graph.writer), timeZone: timeZone)
    var filed: [FiledExtraction] = []
    for (offset, text) in lines.enumerated() {
        let at = start.addingTimeInterval(Double(offset) * 120)
        let utterance = try temp.graph.add(Node(type: .thought, content: text, createdAt: at))
        filed.append(try await filer.file(OfflineExtractor().extract(text, known: []), utterance: utterance, now: at))
    }
    return filed
}

/// A small deterministic random generator (SplitMix64) so generated graphs are the same every run.
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

extension KnowledgeGraph {
    /// Adds `count` thoughts and `edges` random typed edges; returns the node ids in creation order.
    @discardableResult
    func addRandom(nodes count: Int, edges: Int, seed: UInt64) throws -> [NodeID] {
        var rng = SplitMix(seed: seed)
        var ids: [NodeID] = []
        for i in 0..<count { ids.append(try add(Node(type: .thought, content: "thought \(i)")).id) }
        for _ in 0..<edges {
            let a = ids[Int(rng.next() % UInt64(count))], b = ids[Int(rng.next() % UInt64(count))]
            let type = EdgeType.allCases[Int(rng.next() % 8)]
            try link(Edge(source: a, target: b, type: type, weight: Double(rng.next() % 100) / 100))
        }
        return ids
    }
}
