import Foundation
import GRDB
import MyndCore

/// A real SQLite database in a temp file with the memory tables, for tests and benchmarks.
///
/// A one-column `nodes(id)` table stands in for the graph store's migration, so the memory foreign keys
/// (and `ON DELETE CASCADE` when a node is forgotten) behave exactly as in the real store.
public enum MemoryTestDatabase {
    public static func make() throws -> DatabaseQueue {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("mynd-memory-\(UUID().uuidString).sqlite").path
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("stand-in-graph-nodes") { db in
            try db.execute(sql: "CREATE TABLE nodes (id TEXT PRIMARY KEY NOT NULL)")
        }
        MemorySchema.register(in: &migrator)
        try migrator.migrate(queue)
        return queue
    }
}
