import GRDB

/// The graph's tables, as versioned migrations. Migrations are append-only: never edit one that shipped.
///
/// - `nodes`: TEXT primary key `id` (other tables reference it), plus `num`, a dense integer handle that
///   edges use so a million edges stay small on disk and load without string hashing.
/// - `edges`: WITHOUT ROWID, primary key (source, target, type) — the covering index for outgoing
///   traversal — and `edges_by_target` (target, source, type, weight) covering incoming traversal.
///   `type` is `EdgeType.code`. Deleting a node cascades to its edges.
///   `nodes_num_id` (num, id) lets the loader read every node's handle and id without touching content.
/// - `nodes_by_name_key` (graph-v2): names by key alone, for the names a message mentions.
/// - `aliases`: other names of a node; `name_key` / `alias_key` are `NameKey.normalise` forms.
/// - `nodes_fts`: FTS5 over `nodes.content`, kept in sync by triggers.
/// Dates are whole milliseconds since 1970 (INTEGER).
public enum GraphSchema {
    /// Registers the graph migrations, then the memory tables (which reference `nodes(id)`).
    public static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("graph-v1") { db in
            try db.execute(sql: v1)
        }
        MemorySchema.register(in: &migrator)
        EmbeddingSchema.register(in: &migrator)
        // Names looked up by key alone, whatever the named type: a message's dozens of candidate names took a
        // probe per key and type on `nodes_by_name` (type, name_key).
        migrator.registerMigration("graph-v2-name-key") { db in
            try db.execute(sql: "CREATE INDEX nodes_by_name_key ON nodes(name_key) WHERE name_key IS NOT NULL")
        }
        return migrator
    }

    static let v1 = """
        CREATE TABLE nodes (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 32),
            num INTEGER NOT NULL UNIQUE,
            type TEXT NOT NULL,
            content TEXT NOT NULL,
            name_key TEXT,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            last_touched_at INTEGER NOT NULL,
            completed INTEGER NOT NULL DEFAULT 0,
            completed_at INTEGER,
            source TEXT NOT NULL,
            confidence REAL,
            metadata TEXT NOT NULL DEFAULT '{}'
        );
        CREATE UNIQUE INDEX nodes_by_name ON nodes(type, name_key) WHERE name_key IS NOT NULL;
        CREATE INDEX nodes_by_type ON nodes(type, completed, last_touched_at);
        CREATE INDEX nodes_num_id ON nodes(num, id);

        CREATE TABLE aliases (
            node_id TEXT NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,
            alias TEXT NOT NULL,
            alias_key TEXT NOT NULL,
            PRIMARY KEY (node_id, alias_key)
        ) WITHOUT ROWID;
        CREATE INDEX aliases_by_key ON aliases(alias_key);

        CREATE TABLE edges (
            source INTEGER NOT NULL REFERENCES nodes(num) ON DELETE CASCADE,
            target INTEGER NOT NULL REFERENCES nodes(num) ON DELETE CASCADE,
            type INTEGER NOT NULL CHECK (type BETWEEN 0 AND 7),
            weight REAL NOT NULL DEFAULT 1 CHECK (weight BETWEEN 0 AND 1),
            created_at INTEGER NOT NULL,
            PRIMARY KEY (source, target, type)
        ) WITHOUT ROWID;
        CREATE INDEX edges_by_target ON edges(target, source, type, weight);

        CREATE VIRTUAL TABLE nodes_fts USING fts5(
            content, content='nodes', content_rowid='num', tokenize='unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER nodes_fts_insert AFTER INSERT ON nodes BEGIN
            INSERT INTO nodes_fts(rowid, content) VALUES (new.num, new.content);
        END;
        CREATE TRIGGER nodes_fts_delete AFTER DELETE ON nodes BEGIN
            INSERT INTO nodes_fts(nodes_fts, rowid, content) VALUES ('delete', old.num, old.content);
        END;
        CREATE TRIGGER nodes_fts_update AFTER UPDATE OF content, num ON nodes BEGIN
            INSERT INTO nodes_fts(nodes_fts, rowid, content) VALUES ('delete', old.num, old.content);
            INSERT INTO nodes_fts(rowid, content) VALUES (new.num, new.content);
        END;
        """
}
