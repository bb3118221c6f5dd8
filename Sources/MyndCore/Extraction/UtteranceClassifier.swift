import Foundation

/// Decides what an utterance is — goal, action, question or plain thought — and the phrase that says it.
///
/// Runs before the utterance is committed, so it is rules only: intent markers ("I want to", "my goal is",
/// "remind me to"), a leading action verb, a question mark or question word.
public enum UtteranceClassifier {
    /// Markers of a goal; what follows is the goal, unless it starts with a quick action verb.
    static let goalMarkers = [
        "my goal is to", "my goal is", "i want to", "i wanna", "i'd like to", "i would like to", "i hope to",
        "i plan to", "i'm planning to", "i am planning to", "i aim to", "i'm trying to", "i am trying to",
        "i need to", "i have to", "i must", "i should",
    ]
    /// Markers of an action; what follows is the action.
    static let actionMarkers = ["remind me to", "remember to", "don't forget to", "do not forget to", "todo:", "to do:", "to-do:"]
    /// Verbs that make a short, concrete next step rather than an aspiration.
    static let actionVerbs: Set<String> = [
        "call", "email", "e-mail", "text", "ring", "phone", "message", "buy", "order", "book", "send", "pay",
        "pick", "reply", "schedule", "ask", "tell", "meet", "fix", "print", "submit", "check", "return", "cancel",
        "renew", "water", "clean", "post", "mail", "invite", "contact", "draft", "review", "sign", "collect",
    ]
    static let questionStarts = [
        "what", "how", "why", "where", "when", "who", "which", "should i", "can i", "could i", "do i", "is it",
        "is there", "are there", "will i", "would it", "i wonder", "i'm wondering", "i am wondering",
    ]

    public static func classify(_ text: String) -> NodeType {
        classifyClause(text.trimmingCharacters(in: .whitespacesAndNewlines))?.type ?? .thought
    }

    /// The phrase that carries `type` in `text` ("I want to finish the plan." → "finish the plan").
    public static func phrase(of text: String, as type: NodeType) -> String {
        guard let found = classifyClause(text), found.type == type else { return tidy(text) }
        return found.phrase
    }

    /// Type and phrase of one clause, or nil for a plain thought.
    static func classifyClause(_ clause: String) -> (type: NodeType, phrase: String)? {
        let lower = clause.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if lower.hasSuffix("?") || questionStarts.contains(where: { lower.hasPrefix($0 + " ") }) {
            return (.question, tidy(clause))
        }
        for marker in actionMarkers {
            if let range = lower.range(of: marker), isWordStart(lower, range.lowerBound) {
                let rest = tail(clause, lower: lower, after: range.upperBound)
                if !rest.isEmpty { return (.action, rest) }
            }
        }
        for marker in goalMarkers {
            if let range = lower.range(of: marker + " "), isWordStart(lower, range.lowerBound) {
                let rest = tail(clause, lower: lower, after: range.upperBound)
                guard !rest.isEmpty else { continue }
                let first = rest.split(separator: " ").first.map { $0.lowercased() } ?? ""
                return (actionVerbs.contains(first) ? .action : .goal, rest)
            }
        }
        let first = lower.split(separator: " ").first.map(String.init) ?? ""
        if actionVerbs.contains(first), lower.split(separator: " ").count >= 2 {
            return (.action, tidy(clause))
        }
        return nil
    }

    /// The original-case text after `index` of the lowered copy, tidied.
    private static func tail(_ clause: String, lower: String, after index: String.Index) -> String {
        let offset = lower.distance(from: lower.startIndex, to: index)
        guard offset <= clause.count else { return "" }
        return tidy(String(clause.dropFirst(offset)))
    }

    private static func isWordStart(_ text: String, _ index: String.Index) -> Bool {
        index == text.startIndex || !text[text.index(before: index)].isLetter
    }

    /// Trims whitespace and trailing punctuation.
    static func tidy(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ".,;:!?")))
    }
}
