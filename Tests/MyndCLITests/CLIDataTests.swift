import Foundation
import Testing

/// The user's data through the real binaries: leading global options, export → reset → import, and reset beside
/// a running daemon.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIDataTests {
    @Test func globalOptionsBeforeTheSubcommandWork() throws {
        let cli = try MyndProcess(); defer { cli.cleanup() }
        let other = cli.directory + "/other.sqlite"
        let added = try cli.run(["--db", other, "add", "goal", "Learn the cello"])
        #expect(added.status == 0, "\(added.stderr)")
        // Went to --db, not to $MYND_DB.
        #expect(try cli.run(["list", "--json"]).stdout.contains("cello") == false)
        let listed = try cli.run(["--db=\(other)", "list", "--json"])
        #expect(listed.status == 0 && listed.stdout.contains("Learn the cello"), "\(listed.stderr)")
        // -q before the subcommand silences notes; without it the note prints.
        let loud = try cli.run(["--db", other, "export", "-o", cli.directory + "/loud.json"])
        #expect(loud.status == 0 && loud.stderr.contains("exported"))
        let quiet = try cli.run(["-q", "--db", other, "export", "-o", cli.directory + "/quiet.json"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        // Nested subcommands and an option after the subcommand overriding a leading one.
        let facts = try cli.run(["--db", other, "memory", "facts", "--json"])
        #expect(facts.status == 0 && facts.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]", "\(facts.stderr)")
        #expect(try cli.run(["add", "thought", "in the default database"]).status == 0)
        let overridden = try cli.run(["--db", other, "list", "--json", "--db", cli.dbPath])
        #expect(overridden.status == 0 && !overridden.stdout.contains("cello") && overridden.stdout.contains("default database"))
        // Application commands (exec'd into mynd-app) see the leading --db too.
        let followups = try cli.run(["--db", other, "followups", "--json"])
        #expect(followups.status == 0, "\(followups.stderr)")
    }

    @Test func exportResetImportGivesTheSameFileLedgerIncluded() throws {
        let cli = try MyndProcess(); defer { cli.cleanup() }
        #expect(try cli.run(["add", "goal", "Write the book"]).status == 0)
        #expect(try cli.run(["add", "person", "Alice"]).status == 0)
        let ledgerPath = cli.directory + "/followups.json"
        try #"{"lastBriefing":"2026-11-20T07:00:00Z","sent":[],"snoozedUntil":{}}"#.write(toFile: ledgerPath, atomically: true, encoding: .utf8)
        let first = cli.directory + "/first.json", second = cli.directory + "/second.json"
        #expect(try cli.run(["export", "-o", first]).status == 0)
        let reset = try cli.run(["reset", "--yes"])
        #expect(reset.status == 0, "\(reset.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.dbPath))
        #expect(!FileManager.default.fileExists(atPath: ledgerPath), "reset leaves the follow-up ledger")
        let imported = try cli.run(["import", first])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(FileManager.default.fileExists(atPath: ledgerPath))
        #expect(try cli.run(["export", "-o", second]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
        let text = try String(contentsOfFile: first, encoding: .utf8)
        #expect(text.contains("\"ledger\"") && text.contains("\"version\" : 2"))
    }

    @Test func aBadImportNamesTheRecordAndExits65() throws {
        let cli = try MyndProcess(); defer { cli.cleanup() }
        let file = #"{"version":2,"nodes":[{"id":"8A3F2C1E-9B7D-4E6F-A1B2-C3D4E5F60718","type":"goal","content":"ok"},{"id":"x","type":"goal","content":"bad"}]}"#
        let result = try cli.run(["import", "-"], stdin: Data(file.utf8))
        #expect(result.status == 65)
        #expect(result.stderr.contains("nodes[1].id"), "\(result.stderr)")
        #expect(try cli.run(["list", "--json"]).stdout.contains("ok") == false, "nothing was imported")
    }

    @Test func resetBesideARunningDaemonRefusesAndDeletesNothing() throws {
        let home = try MyndHome(config: "[audio]\nearcons = false\n")
        defer { home.cleanup() }
        #expect(try home.run(["add", "goal", "Keep me"]).status == 0)
        let ledger = home.directory + "/followups.json"
        try #"{"sent":[],"snoozedUntil":{}}"#.write(toFile: ledger, atomically: true, encoding: .utf8)
        let daemon = try DaemonProcess(home: home)
        let up = try home.waitFor(seconds: 20) { try home.status() != nil || !daemon.isRunning }
        #expect(up && daemon.isRunning, "daemon did not start:\n\(daemon.output)")

        let refused = try home.run(["reset", "--yes"])
        #expect(refused.status == 75, "\(refused.stderr)")
        #expect(refused.stderr.contains("in use by") && refused.stderr.contains("pid \(daemon.pid)"), "\(refused.stderr)")
        #expect(refused.stderr.contains("Nothing was deleted"))
        #expect(FileManager.default.fileExists(atPath: home.dbPath))
        #expect(FileManager.default.fileExists(atPath: ledger))
        #expect(try home.nodes().contains { $0["content"] as? String == "Keep me" })

        #expect(daemon.terminate() == 0, "\(daemon.output)")
        let done = try home.run(["reset", "--yes"])
        #expect(done.status == 0, "\(done.stderr)")
        for path in [home.dbPath, home.dbPath + "-wal", home.dbPath + "-shm", ledger] {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path) survived reset")
        }
    }

    @Test func historyShowsSensitiveMessagesOnlyAsAPointer() throws {
        let cli = try MyndProcess(); defer { cli.cleanup() }
        let at = "2026-11-20T10:00:00.000Z"
        let document = """
            {"version": 2,
             "nodes": [{"id": "0123456789abcdef0123456789abcdef", "type": "thought", "content": "a private matter",
                        "metadata": {"sensitive": "true"}}],
             "sessions": [{"id": "s1", "startedAt": "\(at)", "lastActivityAt": "\(at)"}],
             "messages": [
               {"sessionID": "s1", "role": "user", "content": "a private matter", "createdAt": "\(at)", "interrupted": false,
                "nodeID": "0123456789abcdef0123456789abcdef"},
               {"sessionID": "s1", "role": "user", "content": "the weather is nice", "createdAt": "\(at)", "interrupted": false}]}
            """
        #expect(try cli.run(["import", "-"], stdin: Data(document.utf8)).status == 0)
        for args in [["history"], ["history", "--json"]] {
            let shown = try cli.run(args)
            #expect(shown.status == 0, "\(shown.stderr)")
            #expect(shown.stdout.contains("the weather is nice"))
            #expect(!shown.stdout.contains("a private matter"), "\(shown.stdout)")
            #expect(shown.stdout.contains("mynd show 0123456789abcdef0123456789abcdef"))
        }
        // The full export is the user's backup: it has the words.
        #expect(try cli.run(["export"]).stdout.contains("a private matter"))
    }

    @Test func theDaemonSweepsMessagesAndSummariesPastRetentionButKeepsNodes() throws {
        let home = try MyndHome(config: "[audio]\nearcons = false\n[memory]\nretention_days = 30\n")
        defer { home.cleanup() }
        let recent = Timestamp(Date().addingTimeInterval(-86_400))
        let old = "2020-01-01T10:00:00.000Z", oldEnd = "2020-01-01T10:05:00.000Z"
        let document = """
            {"version": 2,
             "nodes": [{"id": "0123456789abcdef0123456789abcdef", "type": "thought", "content": "an old thought", "createdAt": "\(old)"}],
             "sessions": [
               {"id": "old", "startedAt": "\(old)", "lastActivityAt": "\(oldEnd)", "endedAt": "\(oldEnd)", "endReason": "timeout"},
               {"id": "new", "startedAt": "\(recent)", "lastActivityAt": "\(recent)"}],
             "messages": [
               {"sessionID": "old", "role": "user", "content": "an old thought", "createdAt": "\(old)", "interrupted": false,
                "nodeID": "01234567-89AB-CDEF-0123-456789ABCDEF"},
               {"sessionID": "new", "role": "user", "content": "yesterday", "createdAt": "\(recent)", "interrupted": false}],
             "summaries": [{"sessionID": "old", "content": "Old talk.", "createdAt": "\(oldEnd)", "sessionStartedAt": "\(old)",
                            "messageCount": 1, "generatedBy": "offline"}]}
            """
        let file = home.directory + "/in.json"
        try document.write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try home.run(["import", file])
        #expect(imported.status == 0, "\(imported.stderr)")

        let daemon = try DaemonProcess(home: home)
        let up = try home.waitFor(seconds: 20) { try home.status() != nil || !daemon.isRunning }
        #expect(up && daemon.isRunning, "\(daemon.output)")
        // The sweep runs as the daemon starts; wait for the old session to be gone.
        let swept = try home.waitFor(seconds: 10) { !(try home.run(["history", "--json"]).stdout.contains("an old thought")) }
        #expect(swept, "old messages survived retention:\n\(daemon.output)")
        #expect(daemon.terminate() == 0)
        let out = home.directory + "/out.json"
        #expect(try home.run(["export", "-o", out]).status == 0)
        let exported = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any] ?? [:]
        #expect((exported["messages"] as? [[String: Any]])?.map { $0["content"] as? String } == ["yesterday"])
        #expect((exported["summaries"] as? [Any])?.isEmpty == true)
        #expect((exported["sessions"] as? [[String: Any]])?.map { $0["id"] as? String } == ["new"])
        #expect((exported["nodes"] as? [[String: Any]])?.first?["content"] as? String == "an old thought", "nodes stay")
    }
}

/// ISO 8601 with milliseconds, as the export writes dates.
private func Timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
}
