import GRDB

/// Tables of conversation memory (sessions, messages, summaries, long-term facts, patterns).
/// The store registers these after the graph's own migrations, so memory rows can reference nodes.
public enum MemorySchema {
    public static func register(in migrator: inout DatabaseMigrator) {}
}
