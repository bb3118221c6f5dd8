import Foundation
import GRDB

// Memory's records read straight from their columns instead of through `Decodable`: GRDB's generic decoder cost
// ~10 µs a row, and a context build reads some seventy rows (facts, messages, summaries, patterns). The columns
// and conversions are the ones `Codable` used (dates and enums through their `DatabaseValueConvertible`).

extension StoredMessage {
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        sessionID = try row.decode(forColumn: "sessionID")
        role = try row.decode(forColumn: "role")
        content = try row.decode(forColumn: "content")
        createdAt = try row.decode(forColumn: "createdAt")
        interrupted = try row.decode(forColumn: "interrupted")
        nodeID = try row.decode(forColumn: "nodeID")
        inputTokens = try row.decode(forColumn: "inputTokens")
        outputTokens = try row.decode(forColumn: "outputTokens")
        model = try row.decode(forColumn: "model")
    }
}

extension SessionSummary {
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        sessionID = try row.decode(forColumn: "sessionID")
        content = try row.decode(forColumn: "content")
        createdAt = try row.decode(forColumn: "createdAt")
        sessionStartedAt = try row.decode(forColumn: "sessionStartedAt")
        messageCount = try row.decode(forColumn: "messageCount")
        generatedBy = try row.decode(forColumn: "generatedBy")
    }
}

extension Fact {
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        category = try row.decode(forColumn: "category")
        subject = try row.decode(forColumn: "subject")
        attribute = try row.decode(forColumn: "attribute")
        value = try row.decode(forColumn: "value")
        content = try row.decode(forColumn: "content")
        matchKey = try row.decode(forColumn: "matchKey")
        slotKey = try row.decode(forColumn: "slotKey")
        exclusive = try row.decode(forColumn: "exclusive")
        confidence = try row.decode(forColumn: "confidence")
        mentionCount = try row.decode(forColumn: "mentionCount")
        firstSeenAt = try row.decode(forColumn: "firstSeenAt")
        lastSeenAt = try row.decode(forColumn: "lastSeenAt")
        validUntil = try row.decode(forColumn: "validUntil")
        supersededBy = try row.decode(forColumn: "supersededBy")
    }
}

extension UserPattern {
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        kind = try row.decode(forColumn: "kind")
        key = try row.decode(forColumn: "key")
        summary = try row.decode(forColumn: "summary")
        count = try row.decode(forColumn: "count")
        firstSeenAt = try row.decode(forColumn: "firstSeenAt")
        lastSeenAt = try row.decode(forColumn: "lastSeenAt")
    }
}
