import Foundation
import GRDB
import MyndCore

/// An in-memory knowledge graph implementing `GraphAccess` with the store's rules: named entities unique by
/// `NameNormalizer.key` of name or alias, edges unique by (source, target, type).
///
/// With a `mirror` database, every node id is also inserted into its `nodes(id)` table, so memory rows that
/// reference nodes (foreign keys) work against real SQLite, and `remove(_:)` exercises the cascades.
/// Indexed enough to stand in for 100k nodes in the context benchmark.
public actor InMemoryGraph: GraphAccess {
    public private(set) var nodes: [NodeID: Node] = [:]
    public private(set) var edges: [Edge] = []
    private var edgeKeys: Set<String> = []
    private var adjacency: [NodeID: [NodeID]] = [:]
    private var outgoing: [NodeID: [Edge]] = [:]
    private var named: [String: NodeID] = [:]  // "type|key" and "*|key" → id
    private var wordIndex: [String: [NodeID]] = [:]  // lower-case word → nodes whose content has it
    /// Goals ordered by (lastTouchedAt, id), as the store's index on goals orders them.
    private var goalsByTouch: [(touched: Date, id: NodeID)] = []
    private let mirror: (any DatabaseWriter)?

    public init(mirror: (any DatabaseWriter)? = nil) {
        self.mirror = mirror
    }

    public func add(_ node: Node) async throws -> Node {
        if node.type.isNamedEntity {
            for name in [node.content] + NameNormalizer.aliases(of: node) {
                if let id = named["\(node.type.rawValue)|\(NameNormalizer.key(name))"], var existing = nodes[id] {
                    existing.lastTouchedAt = max(existing.lastTouchedAt, node.lastTouchedAt)
                    nodes[id] = existing
                    return existing
                }
            }
        }
        try await mirror?.write { db in try db.execute(sql: "INSERT OR IGNORE INTO nodes(id) VALUES (?)", arguments: [node.id.rawValue]) }
        insert(node)
        return node
    }

    /// Adds without dedup or mirroring, for bulk-populating benchmarks.
    public func load(_ batch: [Node], edges newEdges: [Edge] = []) {
        for node in batch { insert(node) }
        for edge in newEdges { addEdge(edge) }
    }

    public func link(_ edge: Edge) async throws {
        addEdge(edge)
    }

    public func findNamed(_ name: String, type: NodeType?) async throws -> Node? {
        named["\(type?.rawValue ?? "*")|\(NameNormalizer.key(name))"].flatMap { nodes[$0] }
    }

    // The reads: answered by a `Reader` over the current state (copy-on-write: nothing is copied).
    public func namedNodes(mentionedIn text: String, limit: Int) async throws -> [Node] {
        try reader.namedNodes(mentionedIn: text, limit: limit)
    }

    public func activeGoals(limit: Int) async throws -> [Node] {
        try reader.activeGoals(limit: limit)
    }

    public func staleGoals(olderThanDays days: Int, now: Date, limit: Int) async throws -> [Node] {
        try reader.staleGoals(olderThanDays: days, now: now, limit: limit)
    }

    public func neighbourhood(of ids: [NodeID], depth: Int, limit: Int) async throws -> [Node] {
        try reader.neighbourhood(of: ids, depth: depth, limit: limit)
    }

    public func nextActions(of goal: NodeID) async throws -> [Node] {
        try reader.nextActions(of: goal)
    }

    public func search(relatedTo text: String, limit: Int) async throws -> [Node] {
        try reader.search(relatedTo: text, limit: limit)
    }

    public func reading<T: Sendable>(_ body: @Sendable (any GraphReader) throws -> T) async throws -> T {
        try body(reader)
    }

    private var reader: Reader {
        Reader(nodes: nodes, adjacency: adjacency, outgoing: outgoing, named: named, wordIndex: wordIndex, goalsByTouch: goalsByTouch)
    }

    /// The read algorithms, over one state of the graph (the actor's, at the moment it was taken).
    struct Reader: GraphReader {
        let nodes: [NodeID: Node]
        let adjacency: [NodeID: [NodeID]]
        let outgoing: [NodeID: [Edge]]
        let named: [String: NodeID]
        let wordIndex: [String: [NodeID]]
        let goalsByTouch: [(touched: Date, id: NodeID)]

        func namedNodes(mentionedIn text: String, limit: Int) throws -> [Node] {
            var found: [Node] = []
            var seen = Set<NodeID>()
            for key in NameNormalizer.candidateKeys(in: text) {
                guard let id = named["*|\(key)"], !seen.contains(id), let node = nodes[id] else { continue }
                seen.insert(id)
                found.append(node)
            }
            return Array(found.sorted { ($0.content.count, $1.id) > ($1.content.count, $0.id) }.prefix(limit))
        }

        func activeGoals(limit: Int) throws -> [Node] {
            var result: [Node] = []
            for entry in goalsByTouch.reversed() where result.count < limit {
                if let node = nodes[entry.id], !node.completed { result.append(node) }
            }
            return result
        }

        func staleGoals(olderThanDays days: Int, now: Date, limit: Int) throws -> [Node] {
            let cutoff = now.addingTimeInterval(-Double(days) * 86_400)
            var result: [Node] = []
            for entry in goalsByTouch {
                guard entry.touched < cutoff, result.count < limit else { break }
                if let node = nodes[entry.id], !node.completed { result.append(node) }
            }
            return result
        }

        func neighbourhood(of ids: [NodeID], depth: Int, limit: Int) throws -> [Node] {
            var seen = Set(ids)
            var frontier = ids
            var result: [Node] = []
            for _ in 0..<max(depth, 0) {
                var next: [NodeID] = []
                for id in frontier {
                    for neighbour in adjacency[id] ?? [] where !seen.contains(neighbour) {
                        seen.insert(neighbour)
                        next.append(neighbour)
                        if let node = nodes[neighbour] { result.append(node) }
                        if result.count >= limit { return result }
                    }
                }
                frontier = next
            }
            return result
        }

        func nextActions(of goal: NodeID) throws -> [Node] {
            (outgoing[goal] ?? []).filter { $0.type == .hasAction }.compactMap { nodes[$0.target] }.filter { !$0.completed }
        }

        /// An inverted word index instead of FTS5, with the store's rule: each word looks at its 50 newest matches;
        /// nodes sharing the most words first, then the newest (whole words, where the store also matches prefixes).
        func search(relatedTo text: String, limit: Int) throws -> [Node] {
            var scores: [NodeID: (shared: Int, order: Int)] = [:]
            for word in Self.words(text) {
                let postings = wordIndex[word] ?? []
                for offset in max(0, postings.count - 50)..<postings.count {
                    scores[postings[offset], default: (0, offset)].shared += 1
                }
            }
            return scores.sorted { ($0.value.shared, $0.value.order, $1.key) > ($1.value.shared, $1.value.order, $0.key) }
                .prefix(limit).compactMap { nodes[$0.key] }
        }

        static func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init).filter { $0.count > 1 })
        }
    }

    public func annotate(_ id: NodeID, type: NodeType?, metadata: [String: String?], touchedAt: Date?) async throws -> Node? {
        guard var node = nodes[id] else { return nil }
        if let type { node.type = type }
        for (key, value) in metadata { node.metadata[key] = value }
        if let touchedAt { node.lastTouchedAt = max(node.lastTouchedAt, touchedAt) }
        update(node)
        return node
    }

    // MARK: Test helpers beyond the protocol

    /// Forgets a node the way `mynd forget` does: its edges go, and its mirror row (cascading into memory).
    public func remove(_ id: NodeID) throws {
        try mirror?.write { db in try db.execute(sql: "DELETE FROM nodes WHERE id = ?", arguments: [id.rawValue]) }
        guard let node = nodes.removeValue(forKey: id) else { return }
        goalsByTouch.removeAll { $0.id == id }
        named = named.filter { $0.value != id }
        edges.removeAll { $0.source == id || $0.target == id }
        outgoing[id] = nil
        for key in outgoing.keys { outgoing[key]?.removeAll { $0.target == id } }
        adjacency[id] = nil
        for key in adjacency.keys { adjacency[key]?.removeAll { $0 == id } }
        _ = node
    }

    /// Replaces a node (e.g. to complete a goal or age it in a test).
    public func update(_ node: Node) {
        let wasGoal = nodes[node.id]?.type == .goal
        nodes[node.id] = node
        if node.type == .goal || wasGoal {
            goalsByTouch.removeAll { $0.id == node.id }
            if node.type == .goal { indexGoal(node) }
        }
    }

    public func nodes(ofType type: NodeType) -> [Node] {
        nodes.values.filter { $0.type == type }.sorted { $0.id < $1.id }
    }

    public func edges(from id: NodeID) -> [Edge] { outgoing[id] ?? [] }

    private func insert(_ node: Node) {
        nodes[node.id] = node
        for word in Reader.words(node.content) { wordIndex[word, default: []].append(node.id) }
        if node.type == .goal { indexGoal(node) }
        if node.type.isNamedEntity {
            for name in [node.content] + NameNormalizer.aliases(of: node) {
                let key = NameNormalizer.key(name)
                if named["\(node.type.rawValue)|\(key)"] == nil { named["\(node.type.rawValue)|\(key)"] = node.id }
                if named["*|\(key)"] == nil { named["*|\(key)"] = node.id }
            }
        }
    }

    private func indexGoal(_ node: Node) {
        let key = (node.lastTouchedAt, node.id)
        var low = 0, high = goalsByTouch.count
        while low < high {
            let mid = (low + high) / 2
            if (goalsByTouch[mid].touched, goalsByTouch[mid].id) < key { low = mid + 1 } else { high = mid }
        }
        goalsByTouch.insert((node.lastTouchedAt, node.id), at: low)
    }

    private func addEdge(_ edge: Edge) {
        let key = "\(edge.source.rawValue)|\(edge.target.rawValue)|\(edge.type.rawValue)"
        guard edgeKeys.insert(key).inserted else { return }
        edges.append(edge)
        outgoing[edge.source, default: []].append(edge)
        adjacency[edge.source, default: []].append(edge.target)
        adjacency[edge.target, default: []].append(edge.source)
    }
}
