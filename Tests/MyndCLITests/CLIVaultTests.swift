import Foundation
import MyndTesting
import Testing

/// `mynd export --format markdown`: the vault read back by real Markdown and YAML parsers (python-frontmatter and
/// markdown-it-py, installed by scripts/setup --test; Tests/Fixtures/read_vault.py), links resolved, and updated in
/// place on a second run.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct CLIVaultTests {
    static let goal = "0123456789abcdef0123456789abcdef", action = "1123456789abcdef0123456789abcdef"
    static let person = "2123456789abcdef0123456789abcdef", secret = "3123456789abcdef0123456789abcdef"
    static let odd = "4123456789abcdef0123456789abcdef"

    static let document = """
        {"version": 2,
         "nodes": [
           {"id": "\(goal)", "type": "goal", "content": "Plant the garden: \\"tomatoes\\" & herbs 🌱\\nsecond line", "aliases": ["Garden"]},
           {"id": "\(action)", "type": "action", "content": "Buy seeds", "completed": true, "completedAt": "2026-11-01T09:00:00.000Z"},
           {"id": "\(person)", "type": "person", "content": "Alice", "metadata": {"email": "alice@example.org"}},
           {"id": "\(secret)", "type": "thought", "content": "Something private", "metadata": {"sensitive": "true"}},
           {"id": "\(odd)", "type": "question", "content": "What is [[this]] | a/b #tag?"}
         ],
         "edges": [
           {"source": "\(goal)", "target": "\(action)", "type": "hasAction"},
           {"source": "\(goal)", "target": "\(person)", "type": "mentions"},
           {"source": "\(secret)", "target": "\(person)", "type": "mentions"},
           {"source": "\(odd)", "target": "\(goal)", "type": "relatesTo"}
         ]}
        """

    func readVault(_ directory: String) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/read_vault.py").path
        process.arguments = ["python3", script, directory]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("read_vault.py failed: \(String(decoding: errors, as: UTF8.self))")
        }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    func byID(_ vault: [String: Any]) -> [String: (name: String, meta: [String: Any], links: [String], body: String)] {
        var found: [String: (String, [String: Any], [String], String)] = [:]
        for (name, value) in vault["notes"] as? [String: [String: Any]] ?? [:] {
            let meta = value["meta"] as? [String: Any] ?? [:]
            guard meta["id"] != nil else { continue }  // the user's own notes
            found[meta["id"] as? String ?? "?"] = (name, meta, value["links"] as? [String] ?? [], value["body"] as? String ?? "")
        }
        return found
    }

    @Test func theVaultReadsBackAndUpdatesInPlace() throws {
        let cli = try MyndProcess(); defer { cli.cleanup() }
        #expect(try cli.run(["import", "-"], stdin: Data(Self.document.utf8)).status == 0)
        let vault = cli.directory + "/vault"
        try FileManager.default.createDirectory(atPath: vault, withIntermediateDirectories: true)
        try "my own note, not mynd's\n".write(toFile: vault + "/Mine.md", atomically: true, encoding: .utf8)

        let first = try cli.run(["export", "--format", "markdown", "-o", vault])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("5 notes written"), "\(first.stderr)")
        let read = try readVault(vault)
        #expect((read["unresolved"] as? [Any])?.isEmpty == true, "unresolved links: \(read["unresolved"] ?? "")")
        let notes = byID(read)
        #expect(notes.count == 5)
        let goal = try #require(notes[Self.goal])
        #expect(goal.meta["type"] as? String == "goal")
        #expect(goal.meta["title"] as? String == "Plant the garden: \"tomatoes\" & herbs 🌱")
        #expect(goal.meta["aliases"] as? [String] == ["Garden"])
        #expect(goal.meta["completed"] as? Bool == false)
        #expect(goal.body.contains("second line"))
        let action = try #require(notes[Self.action]), person = try #require(notes[Self.person])
        #expect(Set(goal.links) == [action.name, person.name])
        #expect(action.meta["completed"] as? Bool == true && action.meta["completed_at"] != nil)
        #expect((person.meta["metadata"] as? [String: Any])?["email"] as? String == "alice@example.org")
        // Sensitive: in the vault (the user's own data), marked in front matter.
        let secret = try #require(notes[Self.secret])
        #expect(secret.meta["sensitive"] as? Bool == true)
        #expect(goal.meta["sensitive"] == nil)
        // A title full of link syntax still makes a file and a link that resolve.
        let odd = try #require(notes[Self.odd])
        #expect(odd.links == [goal.name], "the [[this]] in its text is escaped, not a link")
        #expect(odd.body.contains("What is \\[\\[this]]"))
        #expect(!odd.name.contains("[") && !odd.name.contains("/") && !odd.name.contains("|"))

        // Second run, nothing changed: nothing rewritten.
        let again = try cli.run(["export", "--format", "markdown", "-o", vault])
        #expect(again.stderr.contains("0 notes written, 5 unchanged, 0 removed"), "\(again.stderr)")
        // Forget a node and rename another: their old notes go, the user's note stays, links still resolve.
        #expect(try cli.run(["forget", Self.action]).status == 0)
        #expect(try cli.run(["import", "-"], stdin: Data(#"{"version":2,"nodes":[{"id":"\#(Self.person)","type":"person","content":"Alice Smith"}]}"#.utf8)).status == 0)
        let third = try cli.run(["export", "--format", "markdown", "-o", vault])
        #expect(third.stderr.contains("removed"), "\(third.stderr)")
        let after = try readVault(vault)
        #expect((after["unresolved"] as? [Any])?.isEmpty == true, "\(after["unresolved"] ?? "")")
        let notesAfter = byID(after)
        #expect(notesAfter.count == 4)
        #expect(notesAfter[Self.action] == nil)
        #expect(notesAfter[Self.person]?.name.hasPrefix("Alice Smith") == true)
        #expect(!FileManager.default.fileExists(atPath: vault + "/" + person.name + ".md"))
        #expect(try String(contentsOfFile: vault + "/Mine.md", encoding: .utf8) == "my own note, not mynd's\n")
        #expect(notesAfter[Self.goal]?.links == [notesAfter[Self.person]!.name])

        // --skip-sensitive leaves the sensitive note (and links to it) out.
        let privateVault = cli.directory + "/public"
        #expect(try cli.run(["export", "--format", "markdown", "--skip-sensitive", "-o", privateVault]).status == 0)
        let filtered = try readVault(privateVault)
        #expect(byID(filtered)[Self.secret] == nil && (filtered["unresolved"] as? [Any])?.isEmpty == true)
        #expect(try cli.run(["export", "--format", "markdown"]).status == 64, "a vault needs -o")
    }
}
