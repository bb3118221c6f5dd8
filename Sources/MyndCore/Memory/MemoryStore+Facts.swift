import Foundation
import GRDB

extension MemoryStore {
    /// Records `candidate` as seen at `now`, derived from `source` (the utterance node).
    ///
    /// - Same fact (normalised subject, attribute, value) → mention count + 1 and confidence combined as
    ///   independent evidence, 1 − (1 − old)(1 − new), capped at 0.99.
    /// - Same subject and exclusive attribute, different value → the current fact gets `validUntil = now` and
    ///   `supersededBy` the new row; nothing is deleted.
    /// - Otherwise a new fact.
    @discardableResult
    public func recordFact(_ candidate: FactCandidate, source: NodeID?, now: Date) throws -> FactOutcome {
        try write("recording a fact") { db in
            let confidence = min(max(candidate.confidence, 0), 1)  // for reinforcement
            let outcome: FactOutcome
            if var existing = try Fact.filter(Column("matchKey") == candidate.matchKey && Column("validUntil") == nil).fetchOne(db) {
                existing.mentionCount += 1
                existing.confidence = min(0.99, 1 - (1 - existing.confidence) * (1 - confidence))
                existing.lastSeenAt = max(existing.lastSeenAt, now)
                try existing.update(db)
                outcome = .reinforced(existing)
            } else {
                var fact = Fact(candidate, now: now)
                try fact.insert(db)
                if let slot = candidate.slotKey,
                   var old = try Fact.filter(Column("slotKey") == slot && Column("validUntil") == nil && Column("id") != fact.id)
                       .order(Column("lastSeenAt").desc).fetchOne(db) {
                    old.validUntil = now
                    old.supersededBy = fact.id
                    try old.update(db)
                    outcome = .superseded(old: old, new: fact)
                } else {
                    outcome = .inserted(fact)
                }
            }
            if let source, let id = outcome.fact.id {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO memory_fact_sources (factID, nodeID) VALUES (?, ?)",
                    arguments: [id, source.rawValue])
            }
            return outcome
        }
    }

    /// Current facts, most confident first.
    public func currentFacts(limit: Int = 100) throws -> [Fact] {
        try read("reading facts") { db in try Reader(db: db).currentFacts(limit: limit) }
    }

    /// Every fact, superseded ones included, newest first.
    public func allFacts() throws -> [Fact] {
        try read("reading facts") { db in try Fact.order(Column("id").desc).fetchAll(db) }
    }

    /// Node ids a fact was derived from.
    public func sources(ofFact id: Int64) throws -> [NodeID] {
        try read("reading fact sources") { db in
            try String.fetchAll(db, sql: "SELECT nodeID FROM memory_fact_sources WHERE factID = ? ORDER BY nodeID", arguments: [id])
                .map(NodeID.init(rawValue:))
        }
    }

    /// The user corrects a fact (`mynd memory edit`): a new current fact with the same category, subject and
    /// attribute and the new value, and the old one kept as history — `validUntil = now`, `supersededBy` the new
    /// one — never rewritten in place. The correction has no source node: it stays when the utterance the old
    /// fact came from is forgotten. Only a current fact can be edited (edit the one that superseded it).
    @discardableResult
    public func editFact(_ id: Int64, value: String, attribute: String?? = nil, now: Date) throws -> (old: Fact, new: Fact) {
        let value = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return try write("editing a fact") { db in
            guard var old = try Fact.fetchOne(db, key: id) else { throw MemoryError.notFound(kind: "fact", id: String(id)) }
            guard old.isCurrent else {
                throw MemoryError.database(operation: "editing fact \(id)",
                                           message: "it was superseded by fact \(old.supersededBy.map(String.init) ?? "?"); edit that one")
            }
            let candidate = FactCandidate(category: old.category, subject: old.subject, attribute: attribute ?? old.attribute,
                                          value: value, confidence: 1, exclusive: old.exclusive)
            var new = Fact(candidate, now: now)
            try new.insert(db)
            old.validUntil = now
            old.supersededBy = new.id
            try old.update(db)
            return (old, new)
        }
    }

    /// Deletes a fact on the user's request (`mynd memory forget <id>`). A fact it superseded becomes current.
    public func forgetFact(_ id: Int64) throws {
        try write("forgetting a fact") { db in
            guard try Fact.deleteOne(db, key: id) else { throw MemoryError.notFound(kind: "fact", id: String(id)) }
        }
    }
}
