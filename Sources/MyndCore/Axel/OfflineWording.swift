/// The sentences the offline responder speaks: short, plain, and true to what was filed.
enum OfflineWording {
    /// The answer to someone telling how they feel: heard, kept as they said it, no task made of it.
    static let feelingsHeard = "That sounds hard, and I'm glad you said it. I've kept it just as you said it, and I won't "
        + "turn it into a task. I'm here if you want to talk it through."

    static func acknowledgement(_ filed: FiledExtraction) -> String {
        let extraction = filed.extraction
        let phrase = extraction.primaryPhrase ?? filed.utterance.content
        var sentence: String
        switch extraction.utteranceType {
        case .goal: sentence = "Noted a goal: \(phrase)"
        case .action: sentence = "Added an action: \(phrase)"
        case .question: sentence = "I've saved your question: \(phrase)"
        default: sentence = "Got it, I've saved that thought"
        }
        let names = filed.entities.map { entity in entity.node.type == .project ? "the \(entity.node.content) project" : entity.node.content }
        if !names.isEmpty { sentence += " — linked to \(list(names))" }
        sentence += "."
        let steps = filed.items.filter { $0.node.type == .action }.map(\.node.content)
        if !steps.isEmpty { sentence += " Next step\(steps.count > 1 ? "s" : ""): \(list(steps))." }
        if extraction.utteranceType == .question {
            sentence += " I'm offline, so I can't look into it now, but it's in your notes."
        }
        return sentence
    }

    /// A fact as said back to the user: "you live in Berlin", "Alice is your sister".
    static func spoken(_ fact: Fact) -> String {
        let isUser = NameNormalizer.key(fact.subject) == "user"
        guard let attribute = fact.attribute else { return fact.value }
        if fact.category == .relationship, attribute == "relationship to the user" {
            return "\(fact.subject) is your \(fact.value)"
        }
        if isUser {
            let verbs = ["lives in": "live in", "works at": "work at", "likes": "like", "dislikes": "don't like", "is a": "are"]
            if let verb = verbs[attribute] { return "you \(verb) \(fact.value)" }
            return "your \(attribute) is \(fact.value)"
        }
        return "\(fact.subject) \(attribute) \(fact.value)"
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}
