import Foundation
import GRDB

/// A conversation session: consecutive exchanges with no gap longer than the session timeout.
public struct ConversationSession: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "memory_sessions"
    public var id: String
    public var startedAt: Date
    public var lastActivityAt: Date
    public var endedAt: Date?
    /// "timeout" or "explicit".
    public var endReason: String?

    public init(id: String = NodeID().rawValue, startedAt: Date, lastActivityAt: Date? = nil, endedAt: Date? = nil, endReason: String? = nil) {
        self.id = id
        self.startedAt = startedAt
        self.lastActivityAt = lastActivityAt ?? startedAt
        self.endedAt = endedAt
        self.endReason = endReason
    }
}

/// One message of a session, as persisted (short-term memory).
public struct StoredMessage: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "memory_messages"
    public var id: Int64?
    public var sessionID: String
    public var role: ChatMessage.Role
    public var content: String
    public var createdAt: Date
    /// The reply was cut short (failure or barge-in); `content` is what had arrived.
    public var interrupted: Bool
    /// The utterance node of the exchange this message belongs to; forgetting the node forgets the message.
    public var nodeID: String?
    public var inputTokens: Int?
    public var outputTokens: Int?
    public var model: String?

    public init(
        id: Int64? = nil, sessionID: String, role: ChatMessage.Role, content: String, createdAt: Date,
        interrupted: Bool = false, nodeID: NodeID? = nil, usage: TokenUsage? = nil, model: String? = nil
    ) {
        self.id = id
        self.sessionID = sessionID
        self.role = role
        self.content = content
        self.createdAt = createdAt
        self.interrupted = interrupted
        self.nodeID = nodeID?.rawValue
        self.inputTokens = usage?.inputTokens
        self.outputTokens = usage?.outputTokens
        self.model = model
    }

    public var usage: TokenUsage? {
        guard inputTokens != nil || outputTokens != nil else { return nil }
        return TokenUsage(inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A condensed past session (medium-term memory).
public struct SessionSummary: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "memory_summaries"
    public var id: Int64?
    public var sessionID: String
    public var content: String
    public var createdAt: Date
    public var sessionStartedAt: Date
    public var messageCount: Int
    /// The model's name, or "offline".
    public var generatedBy: String

    public init(id: Int64? = nil, sessionID: String, content: String, createdAt: Date, sessionStartedAt: Date, messageCount: Int, generatedBy: String) {
        self.id = id
        self.sessionID = sessionID
        self.content = content
        self.createdAt = createdAt
        self.sessionStartedAt = sessionStartedAt
        self.messageCount = messageCount
        self.generatedBy = generatedBy
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// Something learned about the user's world that outlives sessions (long-term memory).
///
/// A fact is a subject–attribute–value triple ("Alice" · "lives in" · "Berlin") with a sentence for the
/// prompt. Saying the same triple again reinforces it; saying a different value for the same subject and an
/// exclusive attribute supersedes it (the old row stays, with `validUntil` and `supersededBy`). A fact with
/// no attribute is free text: it can be reinforced but never contradicts anything.
public struct Fact: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "memory_facts"
    public var id: Int64?
    public var category: FactCategory
    public var subject: String
    public var attribute: String?
    public var value: String
    public var content: String
    /// Normalised subject|attribute|value (or |content): equal keys are the same fact.
    public var matchKey: String
    /// Normalised subject|attribute for exclusive attributes: equal slots with different keys contradict.
    public var slotKey: String?
    public var exclusive: Bool
    public var confidence: Double
    public var mentionCount: Int
    public var firstSeenAt: Date
    public var lastSeenAt: Date
    public var validUntil: Date?
    public var supersededBy: Int64?

    public var isCurrent: Bool { validUntil == nil }

    /// A new current fact from `candidate`, first seen at `now`.
    public init(id: Int64? = nil, _ candidate: FactCandidate, now: Date) {
        self.id = id
        category = candidate.category
        subject = candidate.subject
        attribute = candidate.attribute
        value = candidate.value
        content = candidate.content
        matchKey = candidate.matchKey
        slotKey = candidate.slotKey
        exclusive = candidate.isExclusive
        confidence = min(max(candidate.confidence, 0), 1)
        mentionCount = 1
        firstSeenAt = now
        lastSeenAt = now
        validUntil = nil
        supersededBy = nil
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// Kinds of long-term facts (seed 000's categories, minus the clinical ones, plus relationships).
public enum FactCategory: String, Codable, CaseIterable, Sendable, DatabaseValueConvertible {
    case identity, preference, relationship, event, goal, habit, theme, other
}

/// A recurring topic or an habitual time of activity, recomputed from recent messages.
public struct UserPattern: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "memory_patterns"
    public var id: Int64?
    /// "topic" or "activeHours".
    public var kind: String
    public var key: String
    /// A sentence for the prompt ("Often talks about Alice (7 mentions in 3 sessions)").
    public var summary: String
    public var count: Int
    public var firstSeenAt: Date
    public var lastSeenAt: Date

    public init(id: Int64? = nil, kind: String, key: String, summary: String, count: Int, firstSeenAt: Date, lastSeenAt: Date) {
        self.id = id
        self.kind = kind
        self.key = key
        self.summary = summary
        self.count = count
        self.firstSeenAt = firstSeenAt
        self.lastSeenAt = lastSeenAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension ChatMessage.Role: DatabaseValueConvertible {}
