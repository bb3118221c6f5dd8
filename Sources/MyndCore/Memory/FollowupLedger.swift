import Foundation

/// What the scheduler has sent and what the user snoozed: persisted so rules hold across restarts.
///
/// It lives in MyndCore (not the daemon) because it is user data too: `mynd export` carries it, `mynd import`
/// restores it and `mynd reset` deletes it, all from the light binary.
public struct FollowupLedger: Codable, Sendable, Hashable {
    public struct Sent: Codable, Sendable, Hashable {
        public var goalID: String
        public var at: Date
        public init(goalID: String, at: Date) {
            self.goalID = goalID
            self.at = at
        }
    }

    public var sent: [Sent] = []
    public var snoozedUntil: [String: Date] = [:]
    public var lastBriefing: Date?

    public init() {}

    /// Folds another ledger in (an import): every send of either, the later snooze and briefing.
    public mutating func merge(_ other: FollowupLedger) {
        for item in other.sent where !sent.contains(item) { sent.append(item) }
        sent.sort { ($0.at, $0.goalID) < ($1.at, $1.goalID) }
        snoozedUntil.merge(other.snoozedUntil) { max($0, $1) }
        if let theirs = other.lastBriefing { lastBriefing = max(lastBriefing ?? theirs, theirs) }
    }

    /// Forgets what no rule can need any more (sends older than two days, expired snoozes).
    public mutating func prune(now: Date) {
        let horizon = now.addingTimeInterval(-2 * 86_400)
        sent.removeAll { $0.at < horizon }
        snoozedUntil = snoozedUntil.filter { $0.value > now }
    }
}

/// Reads and writes the ledger as a small JSON file (mode 0600), replaced atomically.
public struct FollowupLedgerStore: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The ledger that belongs to the database at `databasePath`: `followups.json` in the same directory
    /// (for the default database, `$XDG_DATA_HOME/mynd/followups.json`).
    public init(besideDatabase databasePath: String) {
        path = ((databasePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("followups.json")
    }

    /// The stored ledger; an empty one when the file is missing or unreadable (logged by the caller).
    public func load() throws -> FollowupLedger {
        guard FileManager.default.fileExists(atPath: path) else { return FollowupLedger() }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(FollowupLedger.self, from: data)
    }

    /// The stored ledger, or nil when there is no file (export leaves the field out then).
    public func loadIfPresent() throws -> FollowupLedger? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try load()
    }

    /// Deletes the file (`mynd reset`).
    public func remove() throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try FileManager.default.removeItem(atPath: path)
    }

    public func save(_ ledger: FollowupLedger) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(ledger)
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let temporary = path + ".tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown) }
        guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
