/// One edge seen from a vertex: the vertex at the other end, the edge's type code and weight, and
/// whether the edge leaves (`outgoing`) or enters the vertex we started from.
public struct HalfEdge<Vertex: Hashable & Sendable>: Hashable, Sendable {
    public var other: Vertex
    public var type: UInt8
    public var weight: Float
    public var outgoing: Bool
}

/// Where traversals get neighbours from. Two implementations share every algorithm, so the
/// answers agree whichever one a caller holds: `MemoryGraph` (the daemon's loaded adjacency) and
/// `SQLiteAdjacency` (index lookups for one-shot CLI reads that must not load a million edges).
///
/// Order is part of the contract: outgoing edges first, ordered by the other end's `num` then type;
/// then incoming edges, ordered the same way. That is the order of the store's two covering indexes.
protocol Adjacency {
    /// Vertex numbers are never negative (`MemoryGraph` indices, the store's `nodes.num`).
    associatedtype Vertex: FixedWidthInteger & SignedInteger & Sendable
    func neighbours(of vertex: Vertex, direction: Direction, types: EdgeTypeMask) throws -> [HalfEdge<Vertex>]
    /// The same neighbours in the same order, one at a time, until `body` returns false.
    func forEachNeighbour(of vertex: Vertex, direction: Direction, types: EdgeTypeMask,
                          _ body: (HalfEdge<Vertex>) throws -> Bool) throws
    /// Only the vertex at the other end of each of those edges, same order (for traversals that need no
    /// edge data, so an implementation can skip reading it).
    func forEachNeighbourVertex(of vertex: Vertex, direction: Direction, types: EdgeTypeMask,
                                _ body: (Vertex) throws -> Bool) throws
}

extension Adjacency {
    func forEachNeighbour(of vertex: Vertex, direction: Direction, types: EdgeTypeMask,
                          _ body: (HalfEdge<Vertex>) throws -> Bool) throws {
        for half in try neighbours(of: vertex, direction: direction, types: types) where try !body(half) { return }
    }

    func forEachNeighbourVertex(of vertex: Vertex, direction: Direction, types: EdgeTypeMask,
                                _ body: (Vertex) throws -> Bool) throws {
        try forEachNeighbour(of: vertex, direction: direction, types: types) { try body($0.other) }
    }
}

/// Breadth-first algorithms over any `Adjacency`.
enum Traversal {
    /// Vertices within `depth` hops of `start`, nearest first, at most `limit` of them, `start` excluded.
    static func related<A: Adjacency>(
        _ graph: A, from start: A.Vertex, depth: Int, limit: Int, direction: Direction, types: EdgeTypeMask
    ) throws -> [(vertex: A.Vertex, distance: Int)] {
        guard depth > 0, limit > 0 else { return [] }
        // Every vertex seen is in the result or is the start, so `limit + 1` bounds the set.
        var seen = VertexSet<A.Vertex>(capacity: min(limit, 1 << 16) + 1)
        _ = seen.insert(start)
        var result: [(vertex: A.Vertex, distance: Int)] = []
        result.reserveCapacity(min(limit, 1 << 16))
        var frontier = [start]
        for level in 1...depth {
            var next: [A.Vertex] = []
            for vertex in frontier {
                try graph.forEachNeighbourVertex(of: vertex, direction: direction, types: types) { other in
                    guard seen.insert(other) else { return true }
                    result.append((other, level))
                    next.append(other)
                    return result.count < limit
                }
                if result.count >= limit { return result }
            }
            if next.isEmpty { break }
            frontier = next
        }
        return result
    }

    /// A shortest path from `start` to `goal` (both included), or nil. Bidirectional BFS expanding the
    /// smaller frontier a whole level at a time, as networkx does, so a path across a big graph meets
    /// in the middle instead of flooding it.
    static func shortestPath<A: Adjacency>(
        _ graph: A, from start: A.Vertex, to goal: A.Vertex, direction: Direction, types: EdgeTypeMask
    ) throws -> [A.Vertex]? {
        if start == goal { return [start] }
        var forwardParent: [A.Vertex: A.Vertex] = [:]
        var backwardParent: [A.Vertex: A.Vertex] = [:]
        var forwardSeen: Set<A.Vertex> = [start]
        var backwardSeen: Set<A.Vertex> = [goal]
        var forward = [start]
        var backward = [goal]
        while !forward.isEmpty, !backward.isEmpty {
            let expandForward = forward.count <= backward.count
            var next: [A.Vertex] = []
            for vertex in expandForward ? forward : backward {
                let way = expandForward ? direction : direction.reversed
                var meet: A.Vertex?
                try graph.forEachNeighbour(of: vertex, direction: way, types: types) { half in
                    let other = half.other
                    if expandForward {
                        guard forwardSeen.insert(other).inserted else { return true }
                        forwardParent[other] = vertex
                        if backwardSeen.contains(other) { meet = other; return false }
                    } else {
                        guard backwardSeen.insert(other).inserted else { return true }
                        backwardParent[other] = vertex
                        if forwardSeen.contains(other) { meet = other; return false }
                    }
                    next.append(other)
                    return true
                }
                if let meet { return join(meet, forwardParent, backwardParent, start, goal) }
            }
            if expandForward { forward = next } else { backward = next }
        }
        return nil
    }

    private static func join<V: Hashable>(_ meet: V, _ forward: [V: V], _ backward: [V: V], _ start: V, _ goal: V) -> [V] {
        var head: [V] = [meet]
        var v = meet
        while v != start, let p = forward[v] { head.append(p); v = p }
        head.reverse()
        v = meet
        while v != goal, let p = backward[v] { head.append(p); v = p }
        return head
    }
}

/// The vertices one traversal has seen: open addressing with linear probing and a multiplicative hash over
/// non-negative vertex numbers, grown at half load. Swift's `Set` runs SipHash on every probe, which was a
/// tenth of a depth-2 `related` query on the loaded graph.
struct VertexSet<V: FixedWidthInteger & SignedInteger> {
    private var slots: [V]
    private var shift: UInt64
    private(set) var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [V](repeating: -1, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// Adds `vertex` (non-negative); true when it was not in the set yet.
    mutating func insert(_ vertex: V) -> Bool {
        precondition(vertex >= 0, "vertex numbers are non-negative")
        if (count + 1) * 2 > slots.count { grow() }
        let added = slots.withUnsafeMutableBufferPointer { Self.place(vertex, in: $0, shift: shift) }
        if added { count += 1 }
        return added
    }

    func contains(_ vertex: V) -> Bool {
        slots.withUnsafeBufferPointer { slots in
            var i = Self.home(vertex, shift: shift)
            while true {
                if slots[i] == vertex { return true }
                if slots[i] < 0 { return false }
                i = (i + 1) & (slots.count - 1)
            }
        }
    }

    private static func home(_ vertex: V, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: vertex) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private static func place(_ vertex: V, in slots: UnsafeMutableBufferPointer<V>, shift: UInt64) -> Bool {
        var i = home(vertex, shift: shift)
        while true {
            if slots[i] == vertex { return false }
            if slots[i] < 0 { slots[i] = vertex; return true }
            i = (i + 1) & (slots.count - 1)
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [V](repeating: -1, count: old.count * 2)
        shift -= 1
        slots.withUnsafeMutableBufferPointer { slots in
            for vertex in old where vertex >= 0 { _ = Self.place(vertex, in: slots, shift: shift) }
        }
    }
}
