import Foundation
import Testing
@testable import MyndCore

@Suite struct NodeIDTests {
    @Test func freshIDsAreWellFormedAndDistinctEarly() {
        // Given a thousand fresh ids
        let ids = (0..<1000).map { _ in NodeID() }
        // Then each has the id shape
        #expect(ids.allSatisfy { NodeID.isWellFormed($0.rawValue) })
        // And their 8-digit short forms (what tables show, what people type) are all different
        #expect(Set(ids.map(\.short)).count == 1000)
    }

    @Test func malformedTextIsNotAnID() {
        #expect(!NodeID.isWellFormed("alice"))
        #expect(!NodeID.isWellFormed(String(repeating: "G", count: 32)))
    }

    @Test func hexDigitsOfTheLoadedGraphMatchPrintf() {
        var rng = SplitMix(seed: 16)
        let samples: [UInt32] = [0, 1, 9, 10, 15, 16, 0xABCDEF01, 0x0F0F0F0F, .max] + (0..<2000).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
        for value in samples {
            let bytes = withUnsafeBytes(of: MemoryGraph.hex(value).littleEndian) { Array($0) }
            #expect(String(decoding: bytes, as: UTF8.self) == String(format: "%08x", value))
        }
    }

    @Test func idsComeBackFromTheVertexIndexUnchanged() throws {
        let t = try TempGraph(mode: .inMemory); defer { t.cleanup() }
        let ids = try t.graph.addRandom(nodes: 300, edges: 900, seed: 5)
        for id in ids {
            let around = try t.graph.relatedIDs(to: id, depth: 1, limit: 1_000).map(\.id)
            let expected = try t.graph.neighbours(of: id).map(\.node.id).filter { $0 != id }  // related leaves out the start (self-loops)
            #expect(Set(around) == Set(expected))
            #expect(around.allSatisfy { NodeID.isWellFormed($0.rawValue) })
        }
    }
}
