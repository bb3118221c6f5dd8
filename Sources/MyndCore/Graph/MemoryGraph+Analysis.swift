/// Whole-graph algorithms: they touch every edge, so they always run on the loaded adjacency.
extension MemoryGraph {
    /// Weakly connected components (edge direction ignored), largest first; ties by smallest index.
    /// Union–find with path halving and union by size: near-linear, no recursion, no per-vertex sets.
    func components() -> [[Int32]] {
        let n = vertexCount
        var parent = [Int32](0..<Int32(n))
        var size = [Int32](repeating: 1, count: n)
        func find(_ x: Int32) -> Int32 {
            var x = x
            while parent[Int(x)] != x {
                parent[Int(x)] = parent[Int(parent[Int(x)])]
                x = parent[Int(x)]
            }
            return x
        }
        forEachEdge { s, t, _, _ in
            var a = find(s), b = find(t)
            guard a != b else { return }
            if size[Int(a)] < size[Int(b)] { swap(&a, &b) }
            parent[Int(b)] = a
            size[Int(a)] += size[Int(b)]
        }
        var groupOfRoot: [Int32: Int] = [:]
        var groups: [[Int32]] = []
        for v in 0..<Int32(n) where alive[Int(v)] {
            let root = find(v)
            if let g = groupOfRoot[root] {
                groups[g].append(v)
            } else {
                groupOfRoot[root] = groups.count
                groups.append([v])
            }
        }
        // Groups were opened in index order, so a stable sort by size keeps ties by smallest index.
        return groups.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
    }

    /// PageRank over the directed, weighted edges, as networkx computes it: damping `alpha`, edge weights
    /// normalised per source, dangling vertices spreading their rank uniformly, stopping when the L1 change
    /// falls under `vertices × tolerance`. Several typed edges between one pair add their weights.
    /// Returns rank by vertex index (0 for dead vertices); ranks of live vertices sum to 1.
    func pageRank(alpha: Double = 0.85, tolerance: Double = 1e-6, maxIterations: Int = 100) -> [Double] {
        let n = vertexCount
        let live = alive.filter { $0 }.count
        guard live > 0 else { return [Double](repeating: 0, count: n) }
        // Gather edges once into flat arrays (source, target, weight) for tight iterations.
        var src: [Int32] = [], dst: [Int32] = [], w: [Double] = []
        src.reserveCapacity(edgeCount); dst.reserveCapacity(edgeCount); w.reserveCapacity(edgeCount)
        var outWeight = [Double](repeating: 0, count: n)
        forEachEdge { s, t, _, weight in
            src.append(s); dst.append(t); w.append(Double(weight))
            outWeight[Int(s)] += Double(weight)
        }
        for e in 0..<w.count where outWeight[Int(src[e])] > 0 { w[e] /= outWeight[Int(src[e])] }
        let uniform = 1.0 / Double(live)
        var rank = alive.map { $0 ? uniform : 0 }
        var next = [Double](repeating: 0, count: n)
        for _ in 0..<maxIterations {
            var dangling = 0.0
            for v in 0..<n where alive[v] && outWeight[v] == 0 { dangling += rank[v] }
            let base = (alpha * dangling + (1 - alpha)) * uniform
            for v in 0..<n { next[v] = alive[v] ? base : 0 }
            src.withUnsafeBufferPointer { src in
                dst.withUnsafeBufferPointer { dst in
                    w.withUnsafeBufferPointer { w in
                        for e in 0..<w.count { next[Int(dst[e])] += alpha * rank[Int(src[e])] * w[e] }
                    }
                }
            }
            var change = 0.0
            for v in 0..<n { change += abs(next[v] - rank[v]) }
            swap(&rank, &next)
            if change < Double(live) * tolerance { break }
        }
        return rank
    }
}
