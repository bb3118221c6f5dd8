import GRDB

/// Tables of conversation memory (sessions, messages, summaries, long-term facts, patterns).
/// The store registers these after the graph's own migrations, so memory rows can reference nodes.
///
/// Forgetting a node (`DELETE FROM nodes`) cascades here: the messages of that exchange go, a session left
/// without messages takes its summary with it, and a fact loses that node as a source — a fact with no
/// source left is deleted, and a fact it had superseded becomes current again.
public enum MemorySchema {
    public static func register(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("memory-v1") { db in
            try db.execute(sql: """
                CREATE TABLE memory_sessions (
                    id TEXT PRIMARY KEY NOT NULL,
                    startedAt DATETIME NOT NULL,
                    lastActivityAt DATETIME NOT NULL,
                    endedAt DATETIME,
                    endReason TEXT
                );
                CREATE INDEX memory_sessions_open ON memory_sessions(endedAt, lastActivityAt);

                CREATE TABLE memory_messages (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    sessionID TEXT NOT NULL REFERENCES memory_sessions(id) ON DELETE CASCADE,
                    role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
                    content TEXT NOT NULL,
                    createdAt DATETIME NOT NULL,
                    interrupted BOOLEAN NOT NULL DEFAULT 0,
                    nodeID TEXT REFERENCES nodes(id) ON DELETE CASCADE,
                    inputTokens INTEGER,
                    outputTokens INTEGER,
                    model TEXT
                );
                CREATE INDEX memory_messages_session ON memory_messages(sessionID, id);
                CREATE INDEX memory_messages_node ON memory_messages(nodeID);
                CREATE INDEX memory_messages_created ON memory_messages(createdAt);

                CREATE TABLE memory_summaries (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    sessionID TEXT NOT NULL UNIQUE REFERENCES memory_sessions(id) ON DELETE CASCADE,
                    content TEXT NOT NULL,
                    createdAt DATETIME NOT NULL,
                    sessionStartedAt DATETIME NOT NULL,
                    messageCount INTEGER NOT NULL,
                    generatedBy TEXT NOT NULL
                );
                CREATE INDEX memory_summaries_started ON memory_summaries(sessionStartedAt);

                CREATE TABLE memory_facts (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    category TEXT NOT NULL,
                    subject TEXT NOT NULL,
                    attribute TEXT,
                    value TEXT NOT NULL,
                    content TEXT NOT NULL,
                    matchKey TEXT NOT NULL,
                    slotKey TEXT,
                    exclusive BOOLEAN NOT NULL DEFAULT 1,
                    confidence DOUBLE NOT NULL CHECK (confidence >= 0 AND confidence <= 1),
                    mentionCount INTEGER NOT NULL DEFAULT 1,
                    firstSeenAt DATETIME NOT NULL,
                    lastSeenAt DATETIME NOT NULL,
                    validUntil DATETIME,
                    supersededBy INTEGER REFERENCES memory_facts(id) ON DELETE SET NULL
                );
                CREATE INDEX memory_facts_match ON memory_facts(matchKey, validUntil);
                CREATE INDEX memory_facts_slot ON memory_facts(slotKey, validUntil);
                CREATE INDEX memory_facts_current ON memory_facts(validUntil, confidence DESC, lastSeenAt DESC);

                CREATE TABLE memory_fact_sources (
                    factID INTEGER NOT NULL REFERENCES memory_facts(id) ON DELETE CASCADE,
                    nodeID TEXT NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,
                    PRIMARY KEY (factID, nodeID)
                );
                CREATE INDEX memory_fact_sources_node ON memory_fact_sources(nodeID);

                -- A fact whose last source node was forgotten is forgotten too.
                CREATE TRIGGER memory_fact_orphaned AFTER DELETE ON memory_fact_sources
                WHEN NOT EXISTS (SELECT 1 FROM memory_fact_sources WHERE factID = OLD.factID)
                BEGIN
                    DELETE FROM memory_facts WHERE id = OLD.factID;
                END;

                -- Forgetting the fact that superseded another makes the older one current again.
                CREATE TRIGGER memory_fact_unsupersede BEFORE DELETE ON memory_facts
                BEGIN
                    UPDATE memory_facts SET validUntil = NULL, supersededBy = NULL WHERE supersededBy = OLD.id;
                END;

                -- A session whose every message was forgotten keeps no summary of them.
                CREATE TRIGGER memory_session_emptied AFTER DELETE ON memory_messages
                WHEN NOT EXISTS (SELECT 1 FROM memory_messages WHERE sessionID = OLD.sessionID)
                BEGIN
                    DELETE FROM memory_summaries WHERE sessionID = OLD.sessionID;
                END;

                -- Long sessions: a condensed digest of the messages older than the context window.
                CREATE TABLE memory_session_digests (
                    sessionID TEXT PRIMARY KEY NOT NULL REFERENCES memory_sessions(id) ON DELETE CASCADE,
                    throughMessageID INTEGER NOT NULL,
                    content TEXT NOT NULL,
                    updatedAt DATETIME NOT NULL
                );

                -- A digest may quote a forgotten message: drop it, it is rebuilt from what remains.
                CREATE TRIGGER memory_digest_stale AFTER DELETE ON memory_messages
                BEGIN
                    DELETE FROM memory_session_digests WHERE sessionID = OLD.sessionID;
                END;

                CREATE TABLE memory_patterns (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL,
                    key TEXT NOT NULL,
                    summary TEXT NOT NULL,
                    count INTEGER NOT NULL,
                    firstSeenAt DATETIME NOT NULL,
                    lastSeenAt DATETIME NOT NULL,
                    UNIQUE (kind, key)
                );
                """)
        }
        // Recall asks, on every message, which facts and past-session summaries name the message's words. LIKE
        // '%word%' on each row was ~1 ms for 500 facts and grew with the history; a full-text index answers it by
        // token (a word, or the start of one) in ~0.1 ms. External-content tables: the text lives once, in the
        // memory tables; triggers keep the index in step with every insert, update and delete (retention, forget,
        // cascades from a forgotten node).
        migrator.registerMigration("memory-v2-recall-index") { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE memory_facts_fts USING fts5(
                    subject, content, content='memory_facts', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
                INSERT INTO memory_facts_fts(memory_facts_fts) VALUES ('rebuild');
                CREATE TRIGGER memory_facts_fts_insert AFTER INSERT ON memory_facts BEGIN
                    INSERT INTO memory_facts_fts(rowid, subject, content) VALUES (new.id, new.subject, new.content);
                END;
                CREATE TRIGGER memory_facts_fts_delete AFTER DELETE ON memory_facts BEGIN
                    INSERT INTO memory_facts_fts(memory_facts_fts, rowid, subject, content)
                    VALUES ('delete', old.id, old.subject, old.content);
                END;
                CREATE TRIGGER memory_facts_fts_update AFTER UPDATE OF subject, content ON memory_facts BEGIN
                    INSERT INTO memory_facts_fts(memory_facts_fts, rowid, subject, content)
                    VALUES ('delete', old.id, old.subject, old.content);
                    INSERT INTO memory_facts_fts(rowid, subject, content) VALUES (new.id, new.subject, new.content);
                END;

                CREATE VIRTUAL TABLE memory_summaries_fts USING fts5(
                    content, content='memory_summaries', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
                INSERT INTO memory_summaries_fts(memory_summaries_fts) VALUES ('rebuild');
                CREATE TRIGGER memory_summaries_fts_insert AFTER INSERT ON memory_summaries BEGIN
                    INSERT INTO memory_summaries_fts(rowid, content) VALUES (new.id, new.content);
                END;
                CREATE TRIGGER memory_summaries_fts_delete AFTER DELETE ON memory_summaries BEGIN
                    INSERT INTO memory_summaries_fts(memory_summaries_fts, rowid, content) VALUES ('delete', old.id, old.content);
                END;
                CREATE TRIGGER memory_summaries_fts_update AFTER UPDATE OF content ON memory_summaries BEGIN
                    INSERT INTO memory_summaries_fts(memory_summaries_fts, rowid, content) VALUES ('delete', old.id, old.content);
                    INSERT INTO memory_summaries_fts(rowid, content) VALUES (new.id, new.content);
                END;
                """)
        }
    }
}
