/// What a node in the knowledge graph stands for. Raw values are the spelling used on the CLI and in JSON.
public enum NodeType: String, Codable, CaseIterable, Sendable, Comparable {
    case thought, goal, action, project, person, place, event, insight, question

    /// Entities that are unique by normalised name (adding "Alice" twice gives one person).
    public var isNamedEntity: Bool {
        switch self {
        case .person, .place, .project: true
        default: false
        }
    }

    /// Nodes that can be completed (`mynd done`).
    public var isCompletable: Bool { self == .goal || self == .action }

    public static func < (lhs: NodeType, rhs: NodeType) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How two nodes relate. Raw values are the spelling used on the CLI and in JSON.
public enum EdgeType: String, Codable, CaseIterable, Sendable {
    case relatesTo, blocks, enables, partOf, follows, hasAction, mentions, inspiredBy
}

/// Where a node came from.
public enum NodeSource: String, Codable, CaseIterable, Sendable {
    case spoken, typed, inferred, imported
}
