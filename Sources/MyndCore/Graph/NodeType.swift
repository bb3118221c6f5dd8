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

extension EdgeType {
    /// The small integer the store keeps in `edges.type` (stable: never renumber, only append).
    public var code: UInt8 {
        switch self {
        case .relatesTo: 0
        case .blocks: 1
        case .enables: 2
        case .partOf: 3
        case .follows: 4
        case .hasAction: 5
        case .mentions: 6
        case .inspiredBy: 7
        }
    }

    public init?(code: UInt8) {
        guard let type = EdgeType.allCases.first(where: { $0.code == code }) else { return nil }
        self = type
    }
}

/// Which way edges are followed from a node: along them, against them, or both (the default for traversals).
public enum Direction: String, Codable, CaseIterable, Sendable {
    case outgoing, incoming, both

    var reversed: Direction {
        switch self {
        case .outgoing: .incoming
        case .incoming: .outgoing
        case .both: .both
        }
    }
}

/// A set of edge types as a bit mask: the cheap filter traversals test on every edge.
public struct EdgeTypeMask: Hashable, Sendable {
    public var bits: UInt8
    public static let all = EdgeTypeMask(bits: 0xFF)

    public init(bits: UInt8) { self.bits = bits }

    /// nil or empty means every type.
    public init(_ types: Set<EdgeType>?) {
        guard let types, !types.isEmpty else { self = .all; return }
        bits = types.reduce(0) { $0 | (1 << $1.code) }
    }

    @inline(__always) public func contains(code: UInt8) -> Bool { bits & (1 << (code & 7)) != 0 }
}
