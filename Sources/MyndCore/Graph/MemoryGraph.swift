/// The loaded adjacency of the whole graph, compact enough for a million edges in a few tens of MB.
///
/// Vertices are dense `Int32` indices assigned in the store's `num` order, so index order is num order
/// and traversals here visit neighbours exactly as `SQLiteAdjacency` does. Edges live in two CSR arrays
/// (outgoing and incoming: neighbour index, type byte, Float32 weight) built once on load; later writes
/// go to small sorted per-vertex overlays plus tombstones, folded back into the CSR when they grow.
/// Node content is not held here: it stays in SQLite and is fetched for the few nodes an answer names.
struct MemoryGraph: Sendable {
    struct CSR: Sendable {
        var start: [Int32] = [0]
        var other: [Int32] = []
        var type: [UInt8] = []
        var weight: [Float] = []
    }

    struct Extra: Hashable, Sendable {
        var other: Int32
        var type: UInt8
        var weight: Float
    }

    struct IDKey: Hashable, Sendable {
        var high: UInt64
        var low: UInt64
    }

    struct EdgeKey: Hashable, Sendable {
        var source: Int32
        var target: Int32
        var type: UInt8
    }

    /// index → the store's `nodes.num`.
    private(set) var nums: [Int64] = []
    /// index → the node id as two 64-bit halves (16 bytes, one cache line touch, no heap-allocated string).
    private var ids: [IDKey] = []
    /// id → index, built on first lookup by id and kept current afterwards.
    private var indexOfID: [IDKey: Int32]?
    /// num → index, or -1.
    private var indexOfNum: [Int32] = []
    private(set) var alive: [Bool] = []
    private var out = CSR()
    private var inc = CSR()
    private var extraOut: [Int32: [Extra]] = [:]
    private var extraIn: [Int32: [Extra]] = [:]
    private var removed: Set<EdgeKey> = []
    private var overlaySize = 0
    private(set) var edgeCount = 0
    private(set) var nodeCount = 0

    var vertexCount: Int { nums.count }

    /// Builds from node nums in ascending order (with their ids) and edges given as parallel arrays of indices
    /// (translated with `indexTable(sortedNums)`).
    init(sortedNums: [Int64], ids: [IDKey], indexTable: [Int32],
         sources: [Int32], targets: [Int32], types: [UInt8], weights: [Float]) {
        nums = sortedNums
        self.ids = ids
        nodeCount = sortedNums.count
        alive = Array(repeating: true, count: sortedNums.count)
        indexOfNum = indexTable
        rebuild(sources: sources, targets: targets, types: types, weights: weights)
    }

    /// Builds from an outgoing CSR already grouped by source (the edges table's primary-key order);
    /// the incoming CSR is derived from it with one counting sort.
    init(sortedNums: [Int64], ids: [IDKey], indexTable: [Int32], outgoing: CSR) {
        nums = sortedNums
        self.ids = ids
        nodeCount = sortedNums.count
        alive = Array(repeating: true, count: sortedNums.count)
        indexOfNum = indexTable
        out = outgoing
        inc = Self.transpose(outgoing, n: sortedNums.count)
        edgeCount = outgoing.other.count
    }

    /// The incoming CSR of an outgoing one: stable counting sort by target, so each target's sources stay in order.
    static func transpose(_ csr: CSR, n: Int) -> CSR {
        let m = csr.other.count
        var start = [Int32](repeating: 0, count: n + 1)
        for t in csr.other { start[Int(t) + 1] += 1 }
        for i in 0..<n { start[i + 1] += start[i] }
        var fill = Array(start.dropLast())
        var other = [Int32](repeating: 0, count: m)
        var type = [UInt8](repeating: 0, count: m)
        var weight = [Float](repeating: 0, count: m)
        csr.start.withUnsafeBufferPointer { from in
            csr.other.withUnsafeBufferPointer { targets in
                fill.withUnsafeMutableBufferPointer { fill in
                    other.withUnsafeMutableBufferPointer { other in
                        type.withUnsafeMutableBufferPointer { type in
                            weight.withUnsafeMutableBufferPointer { weight in
                                for s in 0..<n {
                                    for e in Int(from[s])..<Int(from[s + 1]) {
                                        let t = Int(targets[e])
                                        let p = Int(fill[t])
                                        fill[t] = Int32(p + 1)
                                        other[p] = Int32(s)
                                        type[p] = csr.type[e]
                                        weight[p] = csr.weight[e]
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return CSR(start: start, other: other, type: type, weight: weight)
    }

    /// num → index lookup table for ascending nums (-1 where no node has that num).
    static func indexTable(_ sortedNums: [Int64]) -> [Int32] {
        var table = [Int32](repeating: -1, count: Int(sortedNums.last ?? 0) + 1)
        for (i, num) in sortedNums.enumerated() { table[Int(num)] = Int32(i) }
        return table
    }

    init() {}

    func nodeID(_ index: Int32) -> NodeID { Self.nodeID(ids[Int(index)]) }

    /// The ids of many vertices. Their 16-byte keys are gathered first, in a loop of independent loads the
    /// processor overlaps, before any string is made: on a cold graph each key is a cache miss, and one
    /// miss at a time between allocations cost a third of a `related` query.
    func nodeIDs<S: Sequence>(_ indices: S) -> [NodeID] where S.Element == Int32 {
        let keys = ids.withUnsafeBufferPointer { ids in indices.map { ids[Int($0)] } }
        return keys.map(Self.nodeID)
    }

    private static func nodeID(_ key: IDKey) -> NodeID {
        let text = String(unsafeUninitializedCapacity: 32) { buffer in
            let out = UnsafeMutableRawBufferPointer(buffer)
            out.storeBytes(of: Self.hex(UInt32(truncatingIfNeeded: key.high >> 32)).littleEndian, toByteOffset: 0, as: UInt64.self)
            out.storeBytes(of: Self.hex(UInt32(truncatingIfNeeded: key.high)).littleEndian, toByteOffset: 8, as: UInt64.self)
            out.storeBytes(of: Self.hex(UInt32(truncatingIfNeeded: key.low >> 32)).littleEndian, toByteOffset: 16, as: UInt64.self)
            out.storeBytes(of: Self.hex(UInt32(truncatingIfNeeded: key.low)).littleEndian, toByteOffset: 24, as: UInt64.self)
            return 32
        }
        return NodeID(rawValue: text)
    }

    /// The eight lowercase hex digits of `value`, most significant first, as the bytes of a UInt64 laid out
    /// in memory order (each nibble spread into its own byte, then shifted into ASCII all at once).
    @inline(__always)
    static func hex(_ value: UInt32) -> UInt64 {
        var v = UInt64(value)
        v = (v | (v << 16)) & 0x0000_FFFF_0000_FFFF
        v = (v | (v << 8)) & 0x00FF_00FF_00FF_00FF
        v = (v | (v << 4)) & 0x0F0F_0F0F_0F0F_0F0F
        v = v.byteSwapped  // most significant nibble into the lowest byte
        let letters = ((v &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101  // 1 where the nibble is ≥ 10
        return v &+ 0x3030_3030_3030_3030 &+ letters &* 0x27  // '0' + d, or 'a' + d − 10
    }

    /// The id's 32 hex digits as two integers (ids are validated as 32 lowercase hex digits on the way in).
    static func halves(_ id: NodeID) -> (UInt64, UInt64) {
        var raw = id.rawValue
        return raw.withUTF8 { halves(utf8: $0) }
    }

    static func halves<C: RandomAccessCollection>(utf8 b: C) -> (UInt64, UInt64) where C.Element == UInt8, C.Index == Int {
        func value(_ c: UInt8) -> UInt64 { UInt64(c >= 97 ? c - 87 : c >= 65 ? c - 55 : c - 48) & 15 }
        var high: UInt64 = 0, low: UInt64 = 0
        guard b.count >= 32 else { return (0, 0) }
        let s = b.startIndex
        for i in 0..<16 { high = high << 4 | value(b[s + i]) }
        for i in 16..<32 { low = low << 4 | value(b[s + i]) }
        return (high, low)
    }

    func index(ofNum num: Int64) -> Int32? {
        guard num >= 0, Int(num) < indexOfNum.count else { return nil }
        let i = indexOfNum[Int(num)]
        return i >= 0 && alive[Int(i)] ? i : nil
    }

    // MARK: Reading

    func neighbours(of v: Int32, direction: Direction, types: EdgeTypeMask) -> [HalfEdge<Int32>] {
        var result: [HalfEdge<Int32>] = []
        if direction != .incoming { collect(v, csr: out, extra: extraOut, outgoing: true, types: types, into: &result) }
        if direction != .outgoing { collect(v, csr: inc, extra: extraIn, outgoing: false, types: types, into: &result) }
        return result
    }

    /// Calls `body` for each neighbour in the documented order, without allocating; stops when it returns false.
    func forEachNeighbour(of v: Int32, direction: Direction, types: EdgeTypeMask,
                          _ body: (HalfEdge<Int32>) throws -> Bool) rethrows {
        if direction != .incoming, try !visit(v, csr: out, extra: extraOut, outgoing: true, types: types, body) { return }
        if direction != .outgoing { _ = try visit(v, csr: inc, extra: extraIn, outgoing: false, types: types, body) }
    }

    /// `forEachNeighbour` reading only the other ends: on a graph without pending overlay edits it touches
    /// neither the weights nor, for all types, the type codes, nor, with no vertex removed, the alive flags.
    func forEachNeighbourVertex(of v: Int32, direction: Direction, types: EdgeTypeMask,
                                _ body: (Int32) throws -> Bool) rethrows {
        guard extraOut.isEmpty, extraIn.isEmpty, removed.isEmpty else {
            return try forEachNeighbour(of: v, direction: direction, types: types) { try body($0.other) }
        }
        let everyType = types == .all, everyVertexAlive = nodeCount == nums.count
        if direction != .incoming, try !visitVertices(v, csr: out, types: types, everyType, everyVertexAlive, body) { return }
        if direction != .outgoing { _ = try visitVertices(v, csr: inc, types: types, everyType, everyVertexAlive, body) }
    }

    private func visitVertices(_ v: Int32, csr: CSR, types: EdgeTypeMask, _ everyType: Bool, _ everyVertexAlive: Bool,
                               _ body: (Int32) throws -> Bool) rethrows -> Bool {
        for i in Int(csr.start[Int(v)])..<Int(csr.start[Int(v) + 1]) {
            let other = csr.other[i]
            if !everyType && !types.contains(code: csr.type[i]) { continue }
            if !everyVertexAlive && !alive[Int(other)] { continue }
            if try !body(other) { return false }
        }
        return true
    }

    private func visit(_ v: Int32, csr: CSR, extra: [Int32: [Extra]], outgoing: Bool, types: EdgeTypeMask,
                       _ body: (HalfEdge<Int32>) throws -> Bool) rethrows -> Bool {
        let begin = Int(csr.start[Int(v)]), end = Int(csr.start[Int(v) + 1])
        if extra.isEmpty && removed.isEmpty {
            for i in begin..<end {
                let other = csr.other[i], type = csr.type[i]
                guard alive[Int(other)], types.contains(code: type) else { continue }
                if try !body(HalfEdge(other: other, type: type, weight: csr.weight[i], outgoing: outgoing)) { return false }
            }
            return true
        }
        var halves: [HalfEdge<Int32>] = []
        collect(v, csr: csr, extra: extra, outgoing: outgoing, types: types, into: &halves)
        for half in halves where try !body(half) { return false }
        return true
    }

    private func collect(_ v: Int32, csr: CSR, extra: [Int32: [Extra]], outgoing: Bool, types: EdgeTypeMask,
                         into result: inout [HalfEdge<Int32>]) {
        var i = Int(csr.start[Int(v)])
        let end = Int(csr.start[Int(v) + 1])
        let extras = extra[v] ?? []
        var j = 0
        while i < end || j < extras.count {
            let takeBase: Bool
            if i < end, j < extras.count {
                takeBase = (csr.other[i], csr.type[i]) < (extras[j].other, extras[j].type)
            } else { takeBase = i < end }
            let other: Int32, type: UInt8, weight: Float
            if takeBase {
                (other, type, weight) = (csr.other[i], csr.type[i], csr.weight[i])
                i += 1
                if !removed.isEmpty {
                    let key = outgoing ? EdgeKey(source: v, target: other, type: type) : EdgeKey(source: other, target: v, type: type)
                    if removed.contains(key) { continue }
                }
            } else {
                (other, type, weight) = (extras[j].other, extras[j].type, extras[j].weight)
                j += 1
            }
            guard alive[Int(other)], types.contains(code: type) else { continue }
            result.append(HalfEdge(other: other, type: type, weight: weight, outgoing: outgoing))
        }
    }

    /// Every live edge as (source, target, type, weight), ordered by source then target then type.
    /// Walks the CSR arrays directly; only vertices with overlays or tombstones take the merging path.
    func forEachEdge(_ body: (Int32, Int32, UInt8, Float) -> Void) {
        let clean = removed.isEmpty
        out.start.withUnsafeBufferPointer { start in
            out.other.withUnsafeBufferPointer { other in
                alive.withUnsafeBufferPointer { alive in
                    for v in 0..<nums.count where alive[v] {
                        if clean && extraOut[Int32(v)] == nil {
                            for e in Int(start[v])..<Int(start[v + 1]) where alive[Int(other[e])] {
                                body(Int32(v), other[e], out.type[e], out.weight[e])
                            }
                        } else {
                            for half in neighbours(of: Int32(v), direction: .outgoing, types: .all) {
                                body(Int32(v), half.other, half.type, half.weight)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Looks a node up by id; needs `buildIDIndex()` first (built lazily: cold open does not pay for it).
    func index(of id: NodeID) -> Int32? {
        let h = Self.halves(id)
        guard let i = indexOfID?[IDKey(high: h.0, low: h.1)], alive[Int(i)] else { return nil }
        return i
    }

    var hasIDIndex: Bool { indexOfID != nil }

    mutating func buildIDIndex() {
        var map: [IDKey: Int32] = [:]
        map.reserveCapacity(nums.count)
        for i in 0..<nums.count where alive[i] { map[ids[i]] = Int32(i) }
        indexOfID = map
    }

    // MARK: Writing (mirrors what was just committed to SQLite)

    mutating func addVertex(num: Int64, id: NodeID) {
        if index(ofNum: num) != nil { return }
        let i = Int32(nums.count)
        nums.append(num)
        let halves = Self.halves(id)
        ids.append(IDKey(high: halves.0, low: halves.1))
        indexOfID?[IDKey(high: halves.0, low: halves.1)] = i
        alive.append(true)
        if Int(num) >= indexOfNum.count {
            indexOfNum.append(contentsOf: repeatElement(-1, count: Int(num) + 1 - indexOfNum.count))
        }
        indexOfNum[Int(num)] = i
        out.start.append(out.start.last!)
        inc.start.append(inc.start.last!)
        nodeCount += 1
    }

    /// Marks a vertex gone; its edges disappear with it (SQLite's ON DELETE CASCADE did the same).
    /// Traversals skip dead vertices, and compaction drops their edges.
    mutating func removeVertex(num: Int64) {
        guard let v = index(ofNum: num) else { return }
        let halves = neighbours(of: v, direction: .both, types: .all)
        let selfLoops = halves.filter { $0.other == v && !$0.outgoing }.count
        edgeCount -= halves.count - selfLoops
        alive[Int(v)] = false
        nodeCount -= 1
        overlaySize += halves.count
        compactIfNeeded()
    }

    /// Inserts or updates (same source, target and type) an edge.
    mutating func upsertEdge(sourceNum: Int64, targetNum: Int64, type: UInt8, weight: Float) {
        guard let s = index(ofNum: sourceNum), let t = index(ofNum: targetNum) else { return }
        let key = EdgeKey(source: s, target: t, type: type)
        if let (b, c) = basePositions(key), !removed.contains(key) {
            out.weight[b] = weight
            inc.weight[c] = weight
            return
        }
        if removed.remove(key) != nil, let (b, c) = basePositions(key) {
            out.weight[b] = weight
            inc.weight[c] = weight
            edgeCount += 1
            return
        }
        let inserted = Self.upsert(&extraOut, s, Extra(other: t, type: type, weight: weight))
        _ = Self.upsert(&extraIn, t, Extra(other: s, type: type, weight: weight))
        if inserted {
            edgeCount += 1
            overlaySize += 1
            compactIfNeeded()
        }
    }

    mutating func removeEdge(sourceNum: Int64, targetNum: Int64, type: UInt8) {
        guard let s = index(ofNum: sourceNum), let t = index(ofNum: targetNum) else { return }
        let key = EdgeKey(source: s, target: t, type: type)
        if neighbours(of: s, direction: .outgoing, types: .all).contains(where: { $0.other == t && $0.type == type }) {
            edgeCount -= 1
            removeEdge(key, counted: true)
        }
    }

    private mutating func removeEdge(_ key: EdgeKey, counted: Bool) {
        if var list = extraOut[key.source], let k = list.firstIndex(where: { $0.other == key.target && $0.type == key.type }) {
            list.remove(at: k)
            extraOut[key.source] = list
            if var back = extraIn[key.target], let m = back.firstIndex(where: { $0.other == key.source && $0.type == key.type }) {
                back.remove(at: m)
                extraIn[key.target] = back
            }
            return
        }
        if basePositions(key) != nil {
            removed.insert(key)
            overlaySize += 1
            compactIfNeeded()
        }
    }

    private func basePositions(_ key: EdgeKey) -> (Int, Int)? {
        func find(_ csr: CSR, _ v: Int32, _ other: Int32) -> Int? {
            var lo = Int(csr.start[Int(v)]), hi = Int(csr.start[Int(v) + 1])
            while lo < hi {
                let mid = (lo + hi) / 2
                if (csr.other[mid], csr.type[mid]) < (other, key.type) { lo = mid + 1 } else { hi = mid }
            }
            return lo < Int(csr.start[Int(v) + 1]) && csr.other[lo] == other && csr.type[lo] == key.type ? lo : nil
        }
        guard let b = find(out, key.source, key.target), let c = find(inc, key.target, key.source) else { return nil }
        return (b, c)
    }

    /// Inserts keeping (other, type) order; returns false when it only updated a weight.
    private static func upsert(_ map: inout [Int32: [Extra]], _ v: Int32, _ e: Extra) -> Bool {
        var list = map[v] ?? []
        let at = list.firstIndex { ($0.other, $0.type) >= (e.other, e.type) } ?? list.count
        if at < list.count, list[at].other == e.other, list[at].type == e.type {
            list[at].weight = e.weight
            map[v] = list
            return false
        }
        list.insert(e, at: at)
        map[v] = list
        return true
    }

    /// Folds overlays and tombstones back into the CSR once they are a noticeable share of the graph.
    private mutating func compactIfNeeded() {
        guard overlaySize > 4096 + out.other.count / 8 else { return }
        var s: [Int32] = [], t: [Int32] = [], ty: [UInt8] = [], w: [Float] = []
        s.reserveCapacity(edgeCount); t.reserveCapacity(edgeCount); ty.reserveCapacity(edgeCount); w.reserveCapacity(edgeCount)
        forEachEdge { a, b, c, d in s.append(a); t.append(b); ty.append(c); w.append(d) }
        rebuild(sources: s, targets: t, types: ty, weights: w)
    }

    /// Counting-sorts edge lists (given in source, target, type order) into both CSRs.
    private mutating func rebuild(sources: [Int32], targets: [Int32], types: [UInt8], weights: [Float]) {
        let n = nums.count
        out = Self.csr(n: n, keys: sources, others: targets, types: types, weights: weights)
        inc = Self.csr(n: n, keys: targets, others: sources, types: types, weights: weights)
        extraOut = [:]
        extraIn = [:]
        removed = []
        overlaySize = 0
        edgeCount = sources.count
    }

    private static func csr(n: Int, keys: [Int32], others: [Int32], types: [UInt8], weights: [Float]) -> CSR {
        var start = [Int32](repeating: 0, count: n + 1)
        for k in keys { start[Int(k) + 1] += 1 }
        for i in 0..<n { start[i + 1] += start[i] }
        var fill = start
        let m = keys.count
        var other = [Int32](repeating: 0, count: m)
        var type = [UInt8](repeating: 0, count: m)
        var weight = [Float](repeating: 0, count: m)
        keys.withUnsafeBufferPointer { keys in
            for e in 0..<m {
                let k = Int(keys[e])
                let p = Int(fill[k])
                fill[k] += 1
                other[p] = others[e]
                type[p] = types[e]
                weight[p] = weights[e]
            }
        }
        return CSR(start: start, other: other, type: type, weight: weight)
    }
}

extension MemoryGraph: Adjacency {}
