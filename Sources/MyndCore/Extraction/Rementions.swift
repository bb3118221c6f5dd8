import Foundation

/// Decides when a goal or action said again is the one already in the graph, and which open goal a new action
/// belongs to — by their normalised content words, so "Renew my passport before Friday" restates
/// "renew the passport" and "book a venue for the retreat" is a step of "plan the retreat".
enum Rementions {
    /// Content words: lower case, no stop words, dates or fillers, plurals and -ing/-ed endings trimmed.
    /// The date phrase goes first, so "by 5 December" and "before december fifth" leave nothing behind.
    static func words(_ text: String) -> Set<String> {
        var lower = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if let phrase = DueDates.resolve(in: lower, now: Date())?.phrase, !phrase.isEmpty {
            lower = lower.replacingOccurrences(of: phrase, with: " ")
        }
        return Set(lower
            .split { !($0.isLetter || $0.isNumber || $0 == "'") }
            .map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : String($0) }
            .filter { !StopWords.english.contains($0) && !ignored.contains($0) && !DueDates.weekdays.contains($0) && !DueDates.months.contains($0) }
            .map(stem))
    }

    static let ignored: Set<String> = [
        "my", "the", "a", "an", "some", "our", "his", "her", "their", "by", "before", "until", "tonight", "week",
        "weeks", "month", "months", "soon", "asap", "please", "finally", "definitely", "day", "days", "tomorrow",
    ]

    static func stem(_ word: String) -> String {
        for suffix in ["ing", "ed", "es", "s"] where word.count > suffix.count + 3 && word.hasSuffix(suffix) {
            return String(word.dropLast(suffix.count))
        }
        return word
    }

    /// Whether two goal/action phrases say the same thing (Jaccard similarity of content words ≥ 0.75).
    static func same(_ a: String, _ b: String) -> Bool {
        let x = words(a), y = words(b)
        guard !x.isEmpty, !y.isEmpty else { return false }
        return Double(x.intersection(y).count) / Double(x.union(y).count) >= 0.75
    }

    /// The open goal `action` works towards: the one sharing the most subject words (not verbs, four letters
    /// or more) with it; nil when none shares one.
    static func goal(for action: String, among goals: [Node]) -> Node? {
        let subject = words(action).filter { $0.count >= 4 && !verbs.contains($0) }
        guard !subject.isEmpty else { return nil }
        var best: (shared: Int, node: Node)?
        for goal in goals where !goal.completed && goal.type == .goal {
            let shared = subject.intersection(words(goal.content).filter { !verbs.contains($0) }).count
            if shared > 0, shared > best?.shared ?? 0 { best = (shared, goal) }
        }
        return best?.node
    }

    static let verbs: Set<String> = UtteranceClassifier.actionVerbs.union(UtteranceClassifier.goalVerbs).union(["need", "want", "plan"])
}
