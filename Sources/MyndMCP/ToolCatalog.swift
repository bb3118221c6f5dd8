import MCP
import MyndCore

/// The tools `mynd mcp` offers: name, description and JSON schema, in the order clients list them.
/// The write tools are listed only when writes are allowed (`[mcp] allow_writes` or `--allow-writes`).
enum ToolName: String, CaseIterable, Sendable {
    case search, related, path, goals, nextActions = "next_actions", blockers, show
    case addThought = "add_thought", link, complete

    var writes: Bool { self == .addThought || self == .link || self == .complete }
}

enum ToolCatalog {
    static func tools(allowWrites: Bool) -> [Tool] {
        ToolName.allCases.filter { allowWrites || !$0.writes }.map(tool)
    }

    /// The argument names each tool accepts (the schema's properties), for `ToolArguments`.
    static func accepted(_ name: ToolName) -> Set<String> {
        Set(schema(name).objectValue?["properties"]?.objectValue?.keys.map { $0 } ?? [])
    }

    static func tool(_ name: ToolName) -> Tool {
        Tool(name: name.rawValue, title: title(name), description: description(name), inputSchema: schema(name),
             annotations: .init(title: title(name), readOnlyHint: !name.writes, destructiveHint: false,
                                idempotentHint: name != .addThought, openWorldHint: false))
    }

    static func title(_ name: ToolName) -> String {
        switch name {
        case .search: "Search thoughts"
        case .related: "Related nodes"
        case .path: "Path between nodes"
        case .goals: "Goals"
        case .nextActions: "Next actions of a goal"
        case .blockers: "Blockers of a goal"
        case .show: "Show a node"
        case .addThought: "Add a thought"
        case .link: "Link two nodes"
        case .complete: "Complete a goal or action"
        }
    }

    static let refHelp = "A node: its id, a unique id prefix (4+ hex characters), or its exact name (case-insensitive)."

    static func description(_ name: ToolName) -> String {
        switch name {
        case .search:
            "Full-text search over the user's thought graph (thoughts, goals, actions, people, projects, places, "
                + "events, insights, questions). Every word must match, as a word prefix; best matches first, "
                + "well-connected nodes ranked a little higher. When mynd has an embeddings endpoint configured, the "
                + "nodes closest in meaning come first. Returns nodes with their ids."
        case .related:
            "The neighbourhood of one node: nodes within a few hops, nearest first, with their distance. "
                + "Use it to answer 'what do I know about X?'."
        case .path:
            "A shortest chain of links between two nodes, in order from the first to the last (empty when "
                + "they are not connected)."
        case .goals:
            "The user's goals that are not done. 'open': every open goal, newest first. 'stale': open goals "
                + "nobody has touched for 'days' days, stalest first. 'due': open goals with a due date within 'days' "
                + "days (default 7; overdue ones included), soonest first."
        case .nextActions:
            "The next actions of a goal: actions linked from it (hasAction) that are not done."
        case .blockers:
            "What blocks a goal: nodes with a 'blocks' link to it."
        case .show:
            "One node with every field and its links (direction, type, weight and the node at the other end)."
        case .addThought:
            "Tell mynd something, as if the user had said it: the text is stored as a thought, checked for safety, "
                + "and filed into goals, actions, people and links by Axel, mynd's assistant, whose reply is returned "
                + "with the nodes it filed."
        case .link:
            "Link two nodes (from → to) with a typed, weighted edge; linking again updates the weight."
        case .complete:
            "Mark a goal or action done."
        }
    }

    static func schema(_ name: ToolName) -> Value {
        switch name {
        case .search:
            object(["query": string("Words to look for."),
                    "limit": integer("At most this many nodes.", default: 20, range: 1...100)],
                   required: ["query"])
        case .related:
            object(["node": string(refHelp),
                    "depth": integer("Maximum hops from the node.", default: 2, range: 1...4),
                    "limit": integer("At most this many nodes.", default: 25, range: 1...200),
                    "edge_types": edgeTypes, "direction": direction],
                   required: ["node"])
        case .path:
            object(["from": string("First node. " + refHelp), "to": string("Last node. " + refHelp),
                    "edge_types": edgeTypes, "direction": direction],
                   required: ["from", "to"])
        case .goals:
            object(["filter": .object(["type": "string", "enum": ["open", "stale", "due"], "default": "open",
                                       "description": "'open' for every open goal, 'stale' for the neglected ones, 'due' for those due soon."]),
                    "days": number("For 'stale': days without a touch (default: the configured proactive.stale_days). "
                                   + "For 'due': how many days ahead (default 7).",
                                   range: 0...3650),
                    "limit": integer("At most this many goals.", default: 50, range: 1...500)],
                   required: [])
        case .nextActions, .blockers:
            object(["goal": string("The goal. " + refHelp)], required: ["goal"])
        case .show:
            object(["node": string(refHelp)], required: ["node"])
        case .addThought:
            object(["text": string("What the user wants to tell mynd, in their words.")], required: ["text"])
        case .link:
            object(["from": string("Source node. " + refHelp), "to": string("Target node. " + refHelp),
                    "type": .object(["type": "string", "enum": .array(EdgeType.allCases.map { .string($0.rawValue) }),
                                     "default": "relatesTo", "description": "The kind of link."]),
                    "weight": number("Strength from 0 to 1.", range: 0...1, default: 1)],
                   required: ["from", "to"])
        case .complete:
            object(["node": string("The goal or action. " + refHelp)], required: ["node"])
        }
    }

    // MARK: Schema pieces

    static func object(_ properties: [String: Value], required: [String]) -> Value {
        .object(["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
                 "additionalProperties": false])
    }

    static func string(_ description: String) -> Value {
        .object(["type": "string", "description": .string(description), "minLength": 1])
    }

    static func integer(_ description: String, default fallback: Int, range: ClosedRange<Int>) -> Value {
        .object(["type": "integer", "description": .string(description), "default": .int(fallback),
                 "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound)])
    }

    static func number(_ description: String, range: ClosedRange<Double>, default fallback: Double? = nil) -> Value {
        var schema: [String: Value] = ["type": "number", "description": .string(description),
                                       "minimum": .double(range.lowerBound), "maximum": .double(range.upperBound)]
        if let fallback { schema["default"] = .double(fallback) }
        return .object(schema)
    }

    static let edgeTypes: Value = .object([
        "type": "array", "description": "Follow only these kinds of link (default: every kind).",
        "items": .object(["type": "string", "enum": .array(EdgeType.allCases.map { .string($0.rawValue) })]),
    ])

    static let direction: Value = .object([
        "type": "string", "enum": ["outgoing", "incoming", "both"], "default": "both",
        "description": "Follow links leaving the node, arriving at it, or both.",
    ])
}
