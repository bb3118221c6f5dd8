import Foundation
import Testing

/// End to end: the real `mynd` binary, a real SQLite file, real exit codes.
@Suite(.timeLimit(.minutes(1))) struct CLIGraphTests {
    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func addDedupLinkAndQuery() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        let alice = try m.run(["add", "person", "Alice", "--json"])
        #expect(alice.status == 0)
        let aliceID = try #require((try json(alice.stdout) as? [[String: Any]])?.first?["id"] as? String)
        // Adding "alice" again prints the same node and says so on stderr
        let again = try m.run(["add", "person", "  alice", "--json"])
        #expect((try json(again.stdout) as? [[String: Any]])?.first?["id"] as? String == aliceID)
        #expect(again.stderr.contains("already known"))
        #expect(try m.run(["add", "person", "Alice", "-q"]).stderr.isEmpty)
        try m.run(["add", "goal", "Plant", "the", "garden"])
        try m.run(["add", "action", "Buy seeds"])
        try m.run(["add", "thought", "Talk to Alice about the garden"])
        #expect(try m.run(["link", "plant the garden", "buy seeds", "--type", "hasAction"]).status == 0)
        #expect(try m.run(["link", "talk to alice about the garden", aliceID, "-t", "mentions"]).status == 0)
        #expect(try m.run(["link", "talk to alice about the garden", "plant the garden", "-w", "0.5"]).status == 0)

        // list --json: an array of node objects with the documented fields
        let list = try #require(try json(try m.run(["list", "--json"]).stdout) as? [[String: Any]])
        #expect(list.count == 4)
        for key in ["id", "type", "content", "createdAt", "completed"] { #expect(list.allSatisfy { $0[key] != nil }) }
        // related adds distance, nearest first
        let related = try #require(try json(try m.run(["related", "alice", "--json"]).stdout) as? [[String: Any]])
        #expect(related.map { $0["content"] as? String } == ["Talk to Alice about the garden", "Plant the garden"])
        #expect(related.map { $0["distance"] as? Int } == [1, 2])
        // path is in order from the first node to the last
        let path = try #require(try json(try m.run(["path", "alice", "buy seeds", "--json"]).stdout) as? [[String: Any]])
        #expect(path.map { $0["type"] as? String } == ["person", "thought", "goal", "action"])
        // jsonl: one object per line
        let lines = try m.run(["list", "--jsonl", "--type", "goal"]).stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect((try json(String(lines[0])) as? [String: Any])?["content"] as? String == "Plant the garden")
        // actions / blockers / goals
        #expect(try m.run(["actions", "plant the garden"]).stdout.contains("Buy seeds"))
        #expect(try m.run(["blockers", "plant the garden"]).status == 1)
        #expect(try m.run(["goals", "--json"]).stdout.contains("Plant the garden"))
        #expect(try m.run(["goals", "--stale", "--days", "30"]).status == 1)
        // done, then actions has nothing left
        #expect(try m.run(["done", "buy seeds"]).status == 0)
        #expect(try m.run(["actions", "plant the garden", "--json"]).stdout == "[]\n")
        // stats
        let stats = try #require(try json(try m.run(["stats", "--json"]).stdout) as? [String: Any])
        #expect(stats["nodes"] as? Int == 4 && stats["edges"] as? Int == 3)
        // clusters: an array of clusters, each an array of nodes
        let clusters = try #require(try json(try m.run(["clusters", "--json"]).stdout) as? [[[String: Any]]])
        #expect(clusters.map(\.count) == [4])
        // search finds by prefix; forget removes it from search immediately
        #expect(try m.run(["search", "gard", "--json"]).stdout.contains("Plant the garden"))
        #expect(try m.run(["forget", "talk to alice about the garden"]).status == 0)
        let after = try m.run(["search", "talk", "--json"])
        #expect(after.status == 1 && after.stdout == "[]\n")
        #expect(try m.run(["path", "alice", "buy seeds"]).status == 1)
    }

    @Test func plainOutputIsStableAndTabSeparated() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        let added = try m.run(["add", "thought", "two\nlines\tand a tab"])
        let fields = added.stdout.dropLast().split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.count == 4)
        #expect(fields[1] == "thought" && fields[2] == "open" && fields[3] == "two\\nlines\\tand a tab")
        #expect(!added.stdout.contains("\u{1B}["))
    }

    @Test func exitCodesFollowSysexits() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        #expect(try m.run(["add", "idea", "x"]).status == 64)           // unknown type: usage
        #expect(try m.run(["link", "a"]).status == 64)                  // missing argument
        #expect(try m.run(["frobnicate"]).status == 64)
        #expect(try m.run(["list"]).status == 1)                        // empty: no results
        let unknown = try m.run(["show", "nobody"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no node matches 'nobody'"))
        try m.run(["add", "thought", "same words"])
        try m.run(["add", "thought", "Same Words"])
        let ambiguous = try m.run(["show", "same words"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr.contains("matches 2 nodes"))
        #expect(ambiguous.stderr.components(separatedBy: "same words").count + ambiguous.stderr.components(separatedBy: "Same Words").count >= 4)
        #expect(try m.run(["done", "same words"]).status == 64)
        let notDone = try m.run(["add", "person", "Carol"])
        #expect(notDone.status == 0)
        #expect(try m.run(["done", "carol"]).status == 65)
        #expect(try m.run(["link", "carol", "carol", "--weight", "1.5"]).status == 64)
    }

    @Test func corruptDatabaseFileIsLeftUntouched() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        let garbage = Data("definitely not sqlite\n".utf8) + Data(repeating: 7, count: 5000)
        try garbage.write(to: URL(fileURLWithPath: m.dbPath))
        for args in [["list"], ["add", "thought", "hello"], ["reset", "--yes"]] {
            let result = try m.run(args)
            #expect(result.status == 74, "\(args)")
            #expect(result.stderr.contains("is not a mynd database"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: m.dbPath)) == garbage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: m.directory) == ["mynd.sqlite"])
    }

    @Test func contentIsStoredVerbatimThroughStdin() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        let big = "Robert'); DROP TABLE nodes;-- \"quotes\"\nnew line 🧠\n" + String(repeating: "x", count: 100_000) + "\n"
        let added = try m.run(["add", "thought", "-", "--json"], stdin: Data(big.utf8))
        #expect(added.status == 0)
        let node = try #require((try json(added.stdout) as? [[String: Any]])?.first)
        #expect(node["content"] as? String == big)
        let shown = try #require(try json(try m.run(["show", node["id"] as! String, "--json"]).stdout) as? [String: Any])
        #expect(shown["content"] as? String == big)
    }

    @Test func exportImportRoundTripAndDOTRenders() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        try m.run(["add", "goal", "Run a \"marathon\""])
        try m.run(["add", "action", "Buy shoes\n(size 44)"])
        try m.run(["add", "person", "Zoë"])
        try m.run(["link", "run a \"marathon\"", "buy shoes\n(size 44)", "-t", "hasAction"])
        try m.run(["link", "zoë", "run a \"marathon\"", "-t", "inspiredBy", "-w", "0.3"])
        let exportFile = m.directory + "/export.json"
        #expect(try m.run(["export", "-o", exportFile]).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: exportFile))
        // Import into an empty database, export again: byte-identical
        let other = try MyndProcess(); defer { other.cleanup() }
        #expect(try other.run(["import", exportFile]).status == 0)
        #expect(try other.run(["export"]).stdoutData == first)
        // A bad record: exit 65 naming it, nothing written
        var document = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        var edges = document["edges"] as! [[String: Any]]
        edges.append(["source": "0123456789abcdef0123456789abcdef", "target": "0123456789abcdef0123456789abcdef", "type": "blocks"])
        document["edges"] = edges
        let badFile = m.directory + "/bad.json"
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: badFile))
        let fresh = try MyndProcess(); defer { fresh.cleanup() }
        let refused = try fresh.run(["import", badFile])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("edges[2]"))
        #expect(try fresh.run(["stats", "--json"]).stdout.contains("\"nodes\":0"))
        // DOT renders with Graphviz
        let dot = try m.run(["export", "--format", "dot"])
        let dotFile = m.directory + "/g.dot"
        try dot.stdoutData.write(to: URL(fileURLWithPath: dotFile))
        let render = Process()
        render.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
        render.arguments = ["-Tsvg", dotFile, "-o", m.directory + "/g.svg"]
        let err = Pipe()
        render.standardError = err
        try render.run()
        render.waitUntilExit()
        #expect(render.terminationStatus == 0, "\(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        let svg = try String(contentsOfFile: m.directory + "/g.svg", encoding: .utf8)
        #expect(svg.contains("marathon") && svg.contains("inspiredBy"))
        let mermaid = try m.run(["export", "--format", "mermaid"]).stdout
        #expect(mermaid.hasPrefix("graph LR\n") && mermaid.contains("-->|hasAction|") && mermaid.contains("#quot;marathon#quot;"))
    }

    @Test func terminalGetsAlignedColouredTablesUnlessNoColor() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        try m.run(["add", "goal", "Learn the cello"])
        try m.run(["add", "person", "Yo-Yo"])
        let table = try m.runInTerminal(["list"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("ID") && table.stdout.contains("CONTENT"))
        #expect(table.stdout.contains("\u{1B}["))
        let plain = try m.runInTerminal(["list"], env: ["NO_COLOR": "1"])
        #expect(plain.stdout.contains("CONTENT") && !plain.stdout.contains("\u{1B}["))
        let rows = plain.stdout.split(whereSeparator: \.isNewline).map(String.init)
        // Aligned: the content column starts at the same offset on every row
        let offsets = rows.compactMap { row in ["CONTENT", "Learn the cello", "Yo-Yo"].compactMap { row.range(of: $0)?.lowerBound.utf16Offset(in: row) }.first }
        #expect(offsets.count == 3 && Set(offsets).count == 1)
    }

    @Test func resetAsksForConfirmation() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        try m.run(["add", "thought", "keep me"])
        let refused = try m.run(["reset"], stdin: Data("no\n".utf8))
        #expect(refused.status == 1)
        #expect(try m.run(["list"]).status == 0)
        #expect(try m.run(["reset"], stdin: Data("reset\n".utf8)).status == 0)
        #expect(try m.run(["list"]).status == 1)
        try m.run(["add", "thought", "again"])
        #expect(try m.run(["reset", "--yes"]).status == 0)
        #expect(try m.run(["stats", "--json"]).stdout.contains("\"nodes\":0"))
    }

    @Test func globalDbOptionOverridesTheEnvironment() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        let elsewhere = m.directory + "/other/place.sqlite"
        #expect(try m.run(["add", "thought", "over there", "--db", elsewhere]).status == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere))
        #expect(try m.run(["list"]).status == 1)
        #expect(try m.run(["list", "--db", elsewhere]).stdout.contains("over there"))
        // XDG default when neither is set
        let xdg = m.directory + "/xdg"
        let result = try m.run(["add", "thought", "xdg"], env: ["MYND_DB": "", "XDG_DATA_HOME": xdg])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: xdg + "/mynd/mynd.sqlite"))
    }
}
