import Foundation
import Logging

/// What filing an extraction did to the graph and memory — returned to the caller (`mynd ask --json` prints
/// it) and used by the offline responder to say what was captured.
public struct FiledExtraction: Sendable {
    public struct Filed: Hashable, Sendable {
        public var node: Node
        /// False when the graph already had this person/place/project.
        public var isNew: Bool
    }
    public var utterance: Node
    public var extraction: Extraction
    /// People, places and projects, deduplicated against the graph.
    public var entities: [Filed]
    /// Goals, actions and questions other than the utterance itself.
    public var items: [Filed]
    public var edges: [Edge]
    public var facts: [FactOutcome]
    /// Relations whose ends matched nothing that was extracted (kept here and logged, not dropped silently).
    public var unresolved: [Extraction.Relation]

    /// Every node the exchange created or touched, utterance first.
    public var nodes: [Node] { [utterance] + entities.map(\.node) + items.map(\.node) }
}

/// Files an `Extraction` into the graph: entities through `GraphAccess.add` (which deduplicates them),
/// extra goals/actions/questions as new nodes, the relations as edges, the facts into long-term memory.
/// Every entity and item not otherwise linked from the utterance gets a `mentions` edge from it.
public struct GraphFiler: Sendable {
    public var graph: any GraphAccess
    public var memory: MemoryStore
    public var logger: Logger

    public init(graph: any GraphAccess, memory: MemoryStore, logger: Logger = Logger(label: "mynd.extraction")) {
        self.graph = graph
        self.memory = memory
        self.logger = logger
    }

    public func file(_ extraction: Extraction, utterance: Node, now: Date) async throws -> FiledExtraction {
        var filed = FiledExtraction(utterance: utterance, extraction: extraction, entities: [], items: [], edges: [], facts: [], unresolved: [])
        var refs: [String: NodeID] = [Extraction.utteranceRef: utterance.id]
        let confidence = extraction.method.hasPrefix("model") ? 0.8 : 0.6

        for (names, type) in [(extraction.people, NodeType.person), (extraction.places, .place), (extraction.projects, .project)] {
            for name in names {
                let proposed = Node(type: type, content: name, createdAt: now, source: .inferred, confidence: confidence)
                let stored = try await graph.add(proposed)
                refs[NameNormalizer.key(name)] = stored.id
                refs[NameNormalizer.key(stored.content)] = stored.id
                if !filed.entities.contains(where: { $0.node.id == stored.id }) {
                    filed.entities.append(.init(node: stored, isNew: stored.id == proposed.id))
                }
            }
        }
        // The utterance node stands for the first goal/action/question only when its stored type agrees; when a
        // model types the utterance differently, that item becomes its own node so nothing is lost.
        if let primary = extraction.primaryPhrase, extraction.utteranceType == utterance.type {
            refs[NameNormalizer.key(primary)] = utterance.id
        }
        for (phrases, type) in [(extraction.goals, NodeType.goal), (extraction.actions, .action), (extraction.questions, .question)] {
            for phrase in phrases where refs[NameNormalizer.key(phrase)] == nil {
                let node = try await graph.add(Node(type: type, content: phrase, createdAt: now, source: .inferred, confidence: confidence))
                refs[NameNormalizer.key(phrase)] = node.id
                filed.items.append(.init(node: node, isNew: true))
            }
        }

        var linked = Set<NodeID>()
        for relation in extraction.relations {
            guard let from = resolve(relation.from, refs), let to = resolve(relation.to, refs), from != to else {
                logger.warning("extraction relation did not match an extracted node", metadata: ["type": "\(relation.type.rawValue)"])
                filed.unresolved.append(relation)
                continue
            }
            let edge = Edge(source: from, target: to, type: relation.type, weight: confidence, createdAt: now)
            try await graph.link(edge)
            filed.edges.append(edge)
            if from == utterance.id { linked.insert(to) }
            if to == utterance.id { linked.insert(from) }
        }
        let targets = filed.entities.map(\.node.id) + filed.items.map(\.node.id)
        for target in targets where !linked.contains(target) && target != utterance.id {
            // An action already attached to a goal of this utterance is reached through that goal.
            if filed.edges.contains(where: { $0.target == target && $0.type == .hasAction }) { continue }
            let edge = Edge(source: utterance.id, target: target, type: .mentions, weight: confidence, createdAt: now)
            try await graph.link(edge)
            filed.edges.append(edge)
        }
        for fact in extraction.facts {
            filed.facts.append(try memory.recordFact(fact, source: utterance.id, now: now))
        }
        return filed
    }

    private func resolve(_ ref: String, _ refs: [String: NodeID]) -> NodeID? {
        let key = NameNormalizer.key(ref)
        if let id = refs[key] { return id }
        if key == "user" || key == "i" || key == "me" { return nil }
        // "the garden project" for a project filed as "garden".
        if key.hasPrefix("the ") { return refs[String(key.dropFirst(4))] ?? refs[String(key.dropFirst(4)).replacingOccurrences(of: " project", with: "")] }
        return refs[key.replacingOccurrences(of: " project", with: "")]
    }
}
