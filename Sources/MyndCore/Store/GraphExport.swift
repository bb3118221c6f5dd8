import Foundation

/// The versioned export document: everything mynd keeps about the user, in one JSON file.
///
/// ```
/// {"version": 2, "nodes": [...], "edges": [...], "sessions": [...], "messages": [...], "summaries": [...],
///  "facts": [...], "patterns": [...], "ledger": {...}}
/// ```
/// Version 1 (mynd ≤ 0.1) held only `nodes` and `edges`; it still imports (the other arrays are simply absent).
/// Nodes in creation order; edges ordered by source, then target (creation order), then type; memory records by id.
public struct GraphExport: Hashable, Sendable {
    public static let currentVersion = 2
    /// Every version this mynd can import.
    public static let readableVersions = 1...currentVersion

    public var version: Int
    public var nodes: [Node]
    public var edges: [Edge]
    public var sessions: [ConversationSession]
    public var messages: [StoredMessage]
    public var summaries: [SessionSummary]
    /// Current and superseded facts (`validUntil`, `supersededBy`), each with the nodes it was derived from.
    public var facts: [ExportedFact]
    public var patterns: [UserPattern]
    /// The proactive scheduler's record of what it sent and what was snoozed (nil: none kept).
    public var ledger: FollowupLedger?

    public init(version: Int = GraphExport.currentVersion, nodes: [Node], edges: [Edge],
                sessions: [ConversationSession] = [], messages: [StoredMessage] = [], summaries: [SessionSummary] = [],
                facts: [ExportedFact] = [], patterns: [UserPattern] = [], ledger: FollowupLedger? = nil) {
        self.version = version
        self.nodes = nodes
        self.edges = edges
        self.sessions = sessions
        self.messages = messages
        self.summaries = summaries
        self.facts = facts
        self.patterns = patterns
        self.ledger = ledger
    }

    /// Decodes an export, turning JSON problems into `GraphError.invalidRecord` naming the record.
    public static func decode(_ data: Data) throws -> GraphExport {
        do {
            return try GraphJSON.decoder().decode(GraphExport.self, from: data)
        } catch let error as DecodingError {
            throw GraphError.invalidRecord(record: error.recordName, reason: error.reason)
        }
    }

    public func encoded(pretty: Bool = true) throws -> Data { try GraphJSON.encoder(pretty: pretty).encode(self) }
}

extension GraphExport: Codable {
    enum CodingKeys: String, CodingKey {
        case version, nodes, edges, sessions, messages, summaries, facts, patterns, ledger
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        guard Self.readableVersions.contains(version) else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: c, debugDescription:
                "version \(version) is not supported (this mynd reads versions \(Self.readableVersions.lowerBound)–\(Self.readableVersions.upperBound))")
        }
        nodes = try c.decodeIfPresent([Node].self, forKey: .nodes) ?? []
        edges = try c.decodeIfPresent([Edge].self, forKey: .edges) ?? []
        sessions = try c.decodeIfPresent([ConversationSession].self, forKey: .sessions) ?? []
        messages = try c.decodeIfPresent([StoredMessage].self, forKey: .messages) ?? []
        summaries = try c.decodeIfPresent([SessionSummary].self, forKey: .summaries) ?? []
        facts = try c.decodeIfPresent([ExportedFact].self, forKey: .facts) ?? []
        patterns = try c.decodeIfPresent([UserPattern].self, forKey: .patterns) ?? []
        ledger = try c.decodeIfPresent(FollowupLedger.self, forKey: .ledger)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(nodes, forKey: .nodes)
        try c.encode(edges, forKey: .edges)
        guard version >= 2 else { return }
        try c.encode(sessions, forKey: .sessions)
        try c.encode(messages, forKey: .messages)
        try c.encode(summaries, forKey: .summaries)
        try c.encode(facts, forKey: .facts)
        try c.encode(patterns, forKey: .patterns)
        try c.encodeIfPresent(ledger, forKey: .ledger)
    }
}

/// A fact with the ids of the nodes it was derived from (`sources`; empty for facts the user added).
/// In JSON the fact's own fields and `sources` sit in one object.
public struct ExportedFact: Codable, Hashable, Sendable {
    public var fact: Fact
    public var sources: [NodeID]

    public init(fact: Fact, sources: [NodeID] = []) {
        self.fact = fact
        self.sources = sources
    }

    enum CodingKeys: String, CodingKey { case sources }

    public init(from decoder: any Decoder) throws {
        fact = try Fact(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var sources: [NodeID] = []
        if var list = try? c.nestedUnkeyedContainer(forKey: .sources) {
            while !list.isAtEnd {
                let raw = try list.decode(String.self)
                guard let id = NodeID.parse(raw) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: list.codingPath, debugDescription: "'\(raw)' is not a node id"))
                }
                sources.append(id)
            }
        }
        self.sources = sources
    }

    public func encode(to encoder: any Encoder) throws {
        try fact.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sources, forKey: .sources)
    }
}
