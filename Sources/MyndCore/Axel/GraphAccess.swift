import Foundation

/// The part of the knowledge graph Axel needs: file what was said, and read what matters for a reply.
///
/// Kept narrow on purpose so the SQLite store and the in-memory fake (`MyndTesting.InMemoryGraph`) can both
/// implement it exactly. Named entities (person, place, project) are unique by `NameNormalizer.key` of their
/// content or of any alias in `Node.aliases`.
public protocol GraphAccess: Sendable {
    /// Stores `node`. A person, place or project whose normalised name (or alias) matches an existing node of
    /// the same type is not duplicated: the existing node is touched and returned instead.
    func add(_ node: Node) async throws -> Node
    /// Adds an edge; adding the same (source, target, type) twice keeps one edge.
    func link(_ edge: Edge) async throws
    /// The person/place/project named `name` (normalised match on name or alias), optionally of one type.
    func findNamed(_ name: String, type: NodeType?) async throws -> Node?
    /// Named entities whose name or alias occurs in `text` as whole words (probe with
    /// `NameNormalizer.candidateKeys(in:)`), longest names first, at most `limit`.
    func namedNodes(mentionedIn text: String, limit: Int) async throws -> [Node]
    /// Open goals, most recently touched first.
    func activeGoals(limit: Int) async throws -> [Node]
    /// Open goals not touched for `olderThanDays` days before `now`, oldest first.
    func staleGoals(olderThanDays: Int, now: Date, limit: Int) async throws -> [Node]
    /// Nodes within `depth` hops of `ids` (either direction), excluding `ids` themselves, nearest first.
    func neighbourhood(of ids: [NodeID], depth: Int, limit: Int) async throws -> [Node]
    /// Open actions linked from `goal` by `hasAction`.
    func nextActions(of goal: NodeID) async throws -> [Node]
    /// Nodes sharing any content word with `text` (full text, each word as a prefix), best match first: where
    /// recall and re-mention matching start.
    func search(relatedTo text: String, limit: Int) async throws -> [Node]
    /// Merges `metadata` into the node's (nil removes a key), retypes it when `type` is given (a restated goal's
    /// utterance becomes a thought) and, with `touchedAt`, touches it. Nil when unknown.
    func annotate(_ id: NodeID, type: NodeType?, metadata: [String: String?], touchedAt: Date?) async throws -> Node?
    /// Runs `body` with the graph's reads against one consistent state: on the SQLite store one read transaction,
    /// so a caller asking many questions (a context build asks about fifteen) pays a read's fixed cost once.
    func reading<T: Sendable>(_ body: @Sendable (any GraphReader) throws -> T) async throws -> T
}

/// The read side of `GraphAccess`, synchronous, valid only inside `GraphAccess.reading`. Each method answers
/// exactly as its `GraphAccess` namesake does.
public protocol GraphReader {
    func namedNodes(mentionedIn text: String, limit: Int) throws -> [Node]
    func activeGoals(limit: Int) throws -> [Node]
    func staleGoals(olderThanDays: Int, now: Date, limit: Int) throws -> [Node]
    func neighbourhood(of ids: [NodeID], depth: Int, limit: Int) throws -> [Node]
    func nextActions(of goal: NodeID) throws -> [Node]
    func search(relatedTo text: String, limit: Int) throws -> [Node]
}
