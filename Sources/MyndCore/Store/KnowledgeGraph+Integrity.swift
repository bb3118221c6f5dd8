import Foundation
import GRDB

extension KnowledgeGraph {
    /// `PRAGMA quick_check` on the database at `path`, opened read-only: ["ok"] when it is sound, else the first
    /// problems SQLite reports. Here so that `mynd doctor` (MyndDaemon) needs no SQLite library of its own.
    public static func quickCheck(path: String) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.read { try String.fetchAll($0, sql: "PRAGMA quick_check") }
    }
}
