/// Why a memory operation failed. Descriptions say what to do; they never contain message text.
public enum MemoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// SQLite refused a read or write.
    case database(operation: String, message: String)
    /// No session, message or fact with this id.
    case notFound(kind: String, id: String)

    public var description: String {
        switch self {
        case let .database(operation, message):
            "the memory database failed while \(operation): \(message)"
        case let .notFound(kind, id):
            "no \(kind) with id \(id) in memory (list them with `mynd memory \(kind)s`)"
        }
    }
}
