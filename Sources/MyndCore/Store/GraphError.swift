import Foundation

/// Everything that can go wrong at the graph store's boundary, each with a sentence a person can act on.
public enum GraphError: Error, Equatable, CustomStringConvertible {
    /// The file at the database path exists but is not an SQLite database; it was left untouched.
    case notADatabase(path: String)
    /// The database was written by a newer mynd (migrations this binary does not know); it was left untouched.
    case newerSchema(path: String)
    /// SQLite failed (I/O, locking, corruption…).
    case database(String)
    /// No node matches the reference.
    case unknownReference(String)
    /// Several nodes match the reference.
    case ambiguousReference(String, candidates: [Node])
    /// A record in an import is invalid; nothing was written.
    case invalidRecord(record: String, reason: String)
    /// An argument is out of range or malformed (empty content, weight outside 0–1, …).
    case invalidInput(String)
    /// `done` on a node that cannot be completed (only goals and actions can).
    case notCompletable(Node)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is not a mynd database (not SQLite); it was left untouched. Move it away or pass --db with another path."
        case .newerSchema(let path):
            "\(path) was written by a newer version of mynd; upgrade mynd to use it (the file was left untouched)."
        case .database(let message):
            "database error: \(message)"
        case .unknownReference(let ref):
            "no node matches '\(ref)' (give a full id, a unique id prefix of 4+ characters, or the exact name)"
        case .ambiguousReference(let ref, let candidates):
            "'\(ref)' matches \(candidates.count) nodes; use a longer id prefix:\n"
                + candidates.prefix(20).map { "  \($0.id.short)  \($0.type.rawValue)  \(Self.oneLine($0.content))" }
                .joined(separator: "\n")
        case .invalidRecord(let record, let reason):
            "invalid \(record): \(reason) (nothing was imported)"
        case .invalidInput(let message):
            message
        case .notCompletable(let node):
            "\(node.id.short) is a \(node.type.rawValue); only goals and actions can be done"
        }
    }

    public static func oneLine(_ text: String, max: Int = 60) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count > max ? String(flat.prefix(max - 1)) + "…" : flat
    }
}
