import Foundation
import Logging

/// Per message, what the graph and memory hold that is about it — so "last time you mentioned…" works for
/// things said weeks ago, not only in the last few sessions.
///
/// Full-text matches of the message's content words and of the names it mentions, their graph neighbourhood, and
/// the facts and past-session summaries that name them. Sensitive nodes are never recalled. `ContextAssembler`
/// still decides what fits the token budget; recall only ranks the relevant ahead of the merely recent.
public struct Recall: Sendable {
    public var nodes: [Node] = []
    public var neighbourhood: [Node] = []
    public var facts: [Fact] = []
    public var summaries: [SessionSummary] = []

    /// How many of each kind to gather at most.
    public struct Limits: Sendable {
        public var nodes = 8
        public var neighbours = 12
        public var facts = 10
        public var summaries = 3
        public init() {}
    }

    /// With `semantic` (`[embeddings]` configured), the nodes closest in meaning to the message come first, then
    /// the full-text matches; an embeddings failure is logged and leaves full text alone.
    public static func gather(for message: String, mentioned: [Node], graph: any GraphAccess, memory: MemoryStore,
                              limits: Limits = Limits(), semantic: SemanticIndex? = nil,
                              logger: Logger? = nil) async throws -> Recall {
        let words = words(of: message, mentioned: mentioned)
        guard !words.isEmpty else { return Recall() }
        let close = await closeInMeaning(to: message, semantic: semantic, limits: limits, logger: logger)
        var recall = try await graph.reading { try Recall.fromGraph($0, message: message, mentioned: mentioned, close: close, limits: limits) }
        try memory.reading { try recall.readMemory($0, words: words, limits: limits) }
        return recall
    }

    /// What recall looks for: the message's content words and those of the names it mentions. Nothing is
    /// recalled when there are none.
    static func words(of message: String, mentioned: [Node]) -> [String] {
        contentWords(message) + mentioned.flatMap { [$0.content] + $0.aliases }.flatMap(contentWords)
    }

    /// The nodes closest in meaning to `message` (none without `[embeddings]`, or when the endpoint fails).
    /// Asked before the graph's transaction opens: a network call never holds one.
    static func closeInMeaning(to message: String, semantic: SemanticIndex?, limits: Limits, logger: Logger?) async -> [Node] {
        guard let semantic else { return [] }
        do {
            return try await semantic.nearest(to: message, limit: limits.nodes).map(\.node)
        } catch {
            logger?.warning("semantic recall failed; full text only", metadata: ["error": "\(error)"])
            return []
        }
    }

    /// The graph's part of recall, on one reader: `close` (semantic matches), then full-text matches of the
    /// message's words and names, and their neighbourhood.
    static func fromGraph(_ graph: any GraphReader, message: String, mentioned: [Node], close: [Node], limits: Limits) throws -> Recall {
        var recall = Recall()
        guard !words(of: message, mentioned: mentioned).isEmpty else { return recall }
        let names = mentioned.flatMap { [$0.content] + $0.aliases }
        let skip = Set(mentioned.map(\.id))
        let query = (contentWords(message) + names).joined(separator: " ")
        let matches = try graph.search(relatedTo: query, limit: limits.nodes * 2)
        recall.nodes = merge(close, matches, by: \.id, limit: limits.nodes * 3)
            .filter { !$0.isSensitive && !skip.contains($0.id) }
            .prefix(limits.nodes).map { $0 }
        if !recall.nodes.isEmpty {
            let seen = skip.union(recall.nodes.map(\.id))
            recall.neighbourhood = try graph.neighbourhood(of: recall.nodes.map(\.id), depth: 1, limit: limits.neighbours * 2)
                .filter { !$0.isSensitive && !seen.contains($0.id) }
                .prefix(limits.neighbours).map { $0 }
        }
        return recall
    }

    /// Memory's part of recall: the facts and past-session summaries that name any of `words`.
    mutating func readMemory(_ memory: MemoryStore.Reader, words: [String], limits: Limits) throws {
        guard !words.isEmpty else { return }
        facts = try memory.facts(mentioning: words, limit: limits.facts)
        summaries = try memory.summaries(mentioning: words, limit: limits.summaries)
    }

    /// `first`, then the items of `rest` not already in it (by `key`), at most `limit`.
    static func merge<T, Key: Hashable>(_ first: [T], _ rest: [T], by key: (T) -> Key, limit: Int) -> [T] {
        var seen = Set<Key>()
        return Array((first + rest).filter { seen.insert(key($0)).inserted }.prefix(limit))
    }

    /// Words of three letters or more that are not stop words, lower case, in order, without repeats.
    static func contentWords(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
            .filter { $0.count >= 3 && !StopWords.english.contains($0) && seen.insert($0).inserted }
    }
}
