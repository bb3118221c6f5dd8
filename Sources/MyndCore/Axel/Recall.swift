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
        var recall = Recall()
        let names = mentioned.flatMap { [$0.content] + $0.aliases }
        let words = contentWords(message) + names.flatMap(contentWords)
        guard !words.isEmpty else { return recall }
        let skip = Set(mentioned.map(\.id))
        let query = (contentWords(message) + names).joined(separator: " ")
        var close: [Node] = []
        if let semantic {
            do {
                close = try await semantic.nearest(to: message, limit: limits.nodes).map(\.node)
            } catch {
                logger?.warning("semantic recall failed; full text only", metadata: ["error": "\(error)"])
            }
        }
        let matches = try await graph.search(relatedTo: query, limit: limits.nodes * 2)
        recall.nodes = merge(close, matches, by: \.id, limit: limits.nodes * 3)
            .filter { !$0.isSensitive && !skip.contains($0.id) }
            .prefix(limits.nodes).map { $0 }
        if !recall.nodes.isEmpty {
            let seen = skip.union(recall.nodes.map(\.id))
            recall.neighbourhood = try await graph.neighbourhood(of: recall.nodes.map(\.id), depth: 1, limit: limits.neighbours * 2)
                .filter { !$0.isSensitive && !seen.contains($0.id) }
                .prefix(limits.neighbours).map { $0 }
        }
        recall.facts = try memory.facts(mentioning: words, limit: limits.facts)
        recall.summaries = try memory.summaries(mentioning: words, limit: limits.summaries)
        return recall
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
