import Testing
@testable import MyndCore

@Suite struct VertexSetTests {
    @Test func agreesWithSetThroughGrowth() {
        var rng = SplitMix(seed: 3)
        var mine = VertexSet<Int64>(capacity: 4)
        var reference = Set<Int64>()
        for _ in 0..<20_000 {
            let v = Int64(rng.next() % 5_000)
            #expect(mine.insert(v) == reference.insert(v).inserted)
        }
        #expect(mine.count == reference.count)
        for v in Int64(0)..<6_000 { #expect(mine.contains(v) == reference.contains(v)) }
    }

    @Test func holdsZeroAndLargeVertexNumbers() {
        var set = VertexSet<Int32>(capacity: 1)
        for v in [Int32(0), .max, 1 << 20, 0] { _ = set.insert(v) }
        #expect(set.count == 3)
        #expect(set.contains(0) && set.contains(.max) && !set.contains(1))
    }
}
