import Foundation

/// A node of the knowledge graph: a thought, goal, person, …
public struct Node: Identifiable, Hashable, Sendable {
    public var id: NodeID
    public var type: NodeType
    public var content: String
    public var createdAt: Date
    public var updatedAt: Date
    /// Last time the user (or Axel) touched the node: mentioned, edited, linked. Drives staleness.
    public var lastTouchedAt: Date
    public var completed: Bool
    public var completedAt: Date?
    public var source: NodeSource
    /// 0–1; nil when the node was stated directly rather than inferred.
    public var confidence: Double?
    /// Free-form metadata (string values keep the JSON export simple and stable).
    public var metadata: [String: String]
    /// Other names the node is known by (kept when a duplicate entity is added or a node is merged in).
    public var aliases: [String]

    public init(
        id: NodeID = NodeID(),
        type: NodeType,
        content: String,
        createdAt: Date = Date(),
        updatedAt: Date? = nil,
        lastTouchedAt: Date? = nil,
        completed: Bool = false,
        completedAt: Date? = nil,
        source: NodeSource = .typed,
        confidence: Double? = nil,
        metadata: [String: String] = [:],
        aliases: [String] = []
    ) {
        self.id = id
        self.type = type
        self.content = content
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.lastTouchedAt = lastTouchedAt ?? createdAt
        self.completed = completed
        self.completedAt = completedAt
        self.source = source
        self.confidence = confidence
        self.metadata = metadata
        self.aliases = aliases
    }
}

/// A directed, typed, weighted edge.
public struct Edge: Hashable, Sendable {
    public var source: NodeID
    public var target: NodeID
    public var type: EdgeType
    /// 0–1.
    public var weight: Double
    public var createdAt: Date

    public init(source: NodeID, target: NodeID, type: EdgeType = .relatesTo, weight: Double = 1, createdAt: Date = Date()) {
        self.source = source
        self.target = target
        self.type = type
        self.weight = weight
        self.createdAt = createdAt
    }
}
