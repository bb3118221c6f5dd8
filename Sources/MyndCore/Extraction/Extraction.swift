/// What an extractor found in one utterance, before it is filed into the graph.
///
/// Mirrors the JSON the model is asked for (see `Resources/prompts/extraction.md`), so the offline rules and
/// the model produce the same shape. Relations refer to entries by their text; `"utterance"` is the utterance.
public struct Extraction: Hashable, Codable, Sendable {
    /// How the utterance node is typed: thought, goal, action or question.
    public var utteranceType: NodeType
    public var people: [String]
    public var places: [String]
    public var projects: [String]
    public var goals: [String]
    public var actions: [String]
    public var questions: [String]
    public var relations: [Relation]
    public var facts: [FactCandidate]
    /// "offline", "model:<name>", or "offline-fallback" when the model's answer was unusable.
    public var method: String
    /// Why the model's answer was not used, when it was not.
    public var notes: [String] = []

    public struct Relation: Hashable, Codable, Sendable {
        public var from: String
        public var to: String
        public var type: EdgeType
        public init(from: String, to: String, type: EdgeType) {
            self.from = from
            self.to = to
            self.type = type
        }
    }

    public init(
        utteranceType: NodeType = .thought, people: [String] = [], places: [String] = [], projects: [String] = [],
        goals: [String] = [], actions: [String] = [], questions: [String] = [], relations: [Relation] = [],
        facts: [FactCandidate] = [], method: String = "offline"
    ) {
        self.utteranceType = utteranceType
        self.people = people
        self.places = places
        self.projects = projects
        self.goals = goals
        self.actions = actions
        self.questions = questions
        self.relations = relations
        self.facts = facts
        self.method = method
    }

    /// The reference relations use for the utterance node.
    public static let utteranceRef = "utterance"

    /// The phrase that stands for the utterance itself (its first goal, action or question), if any.
    public var primaryPhrase: String? {
        switch utteranceType {
        case .goal: goals.first
        case .action: actions.first
        case .question: questions.first
        default: nil
        }
    }
}

/// Turns an utterance into an `Extraction`. The offline rules and the model-backed extractor implement it.
public protocol Extractor: Sendable {
    func extract(_ utterance: String, graph: any GraphAccess) async -> Extraction
}
