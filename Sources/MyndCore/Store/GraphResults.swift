import Foundation

/// A node reached by `related`, with its distance (hops) from the start.
public struct RelatedNode: Hashable, Sendable {
    public var node: Node
    public var distance: Int
}

/// A node id reached by `relatedIDs`, with its distance (hops) from the start.
public struct NodeDistance: Hashable, Sendable {
    public var id: NodeID
    public var distance: Int
}

/// An edge seen from one node: the node at the other end and the edge itself.
public struct Neighbour: Hashable, Sendable {
    public var node: Node
    public var edge: Edge
    /// `.outgoing` when the edge leaves the node asked about, `.incoming` when it arrives.
    public var direction: Direction
}

/// A node with its PageRank.
public struct RankedNode: Hashable, Sendable {
    public var node: Node
    public var rank: Double
}

/// Counts for `mynd stats`.
public struct GraphStats: Hashable, Codable, Sendable {
    public var nodes: Int
    public var edges: Int
    public var nodesByType: [String: Int]
    public var edgesByType: [String: Int]
    public var activeGoals: Int
    public var completed: Int
    public var aliases: Int
    /// Bytes of the database file (without its WAL).
    public var databaseBytes: Int64
    public var path: String
}
