import Foundation

/// A fact as an extractor states it, before memory decides whether it is new, repeated or a correction.
public struct FactCandidate: Hashable, Codable, Sendable {
    public var category: FactCategory
    /// Who or what the fact is about: "user" for the user, or a name ("Alice").
    public var subject: String
    /// What about it ("lives in", "works at", "sister"); nil for a free-text fact.
    public var attribute: String?
    public var value: String
    /// 0–1: how sure the extractor is.
    public var confidence: Double
    /// Whether the attribute holds one value at a time (lives in: yes; likes: no). nil: exclusive when there
    /// is an attribute and the category is not a preference, theme or habit.
    public var exclusive: Bool?

    public init(category: FactCategory, subject: String, attribute: String?, value: String, confidence: Double, exclusive: Bool? = nil) {
        self.category = category
        self.subject = subject
        self.attribute = attribute
        self.value = value
        self.confidence = confidence
        self.exclusive = exclusive
    }

    /// Whether a different value for the same subject and attribute contradicts this one.
    public var isExclusive: Bool {
        guard attribute != nil else { return false }
        if let exclusive { return exclusive }
        switch category {
        case .preference, .theme, .habit, .goal: return false
        default: return true
        }
    }

    /// The sentence shown to the model and the user.
    public var content: String {
        guard let attribute else { return value }
        let who = NameNormalizer.key(subject) == "user" ? "The user" : subject
        return "\(who) · \(attribute): \(value)"
    }

    /// Equal keys are the same fact.
    public var matchKey: String {
        guard let attribute else { return "|" + NameNormalizer.key(value) }
        return [subject, attribute, value].map(NameNormalizer.key).joined(separator: "|")
    }

    /// Equal slots with different match keys contradict (exclusive attributes only).
    public var slotKey: String? {
        guard let attribute, isExclusive else { return nil }
        return [subject, attribute].map(NameNormalizer.key).joined(separator: "|")
    }
}

/// What recording a fact did.
public enum FactOutcome: Hashable, Sendable {
    case inserted(Fact)
    /// Seen again: mention count and confidence went up.
    case reinforced(Fact)
    /// A correction: `old` now has `validUntil` and `supersededBy` = `new.id`.
    case superseded(old: Fact, new: Fact)

    public var fact: Fact {
        switch self {
        case let .inserted(fact), let .reinforced(fact): fact
        case let .superseded(_, new): new
        }
    }
}
