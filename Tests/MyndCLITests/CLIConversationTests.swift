import Foundation
import MyndTesting
import Testing

/// History, facts the user adds and corrects, and usage — through the real binaries, with the Anthropic fixture
/// server (Tests/Fixtures) recording known token counts.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLIConversationTests {
    static let script = ["Noted", ", the garden it is."]

    func ask(_ home: MyndHome, _ text: String, model: String, usage: (Int, Int)) async throws {
        let response: [String: any Sendable] = ["text": Self.script, "usage": ["input_tokens": usage.0, "output_tokens": usage.1]]
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: Array(repeating: response, count: 4))
        defer { fixture.stop() }
        home.set(["ANTHROPIC_API_KEY": "sk-test", "ANTHROPIC_BASE_URL": fixture.baseURL, "MYND_LLM_MODEL": model])
        let result = try home.run(["ask", "--no-speak", text])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func usageHistoryAndFactsFromRecordedConversations() async throws {
        let home = try MyndHome()
        defer { home.cleanup() }
        try await ask(home, "I want to plan the garden", model: "claude-sonnet-4-5", usage: (1200, 300))
        try await ask(home, "Remind me about the seeds", model: "claude-haiku-4-5", usage: (800, 100))

        // usage by model: Sonnet 4.5 at $3/$15, Haiku 4.5 at $1/$5 per million tokens.
        let byModel = try home.run(["usage", "--by", "model", "--json"])
        #expect(byModel.status == 0, "\(byModel.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: byModel.stdoutData) as? [String: Any])
        let rows = report["rows"] as? [[String: Any]] ?? []
        #expect(rows.count == 2, "\(byModel.stdout)")
        let sonnet = try #require(rows.first { $0["model"] as? String == "anthropic:claude-sonnet-4-5" }, "\(rows)")
        let haiku = try #require(rows.first { $0["model"] as? String == "anthropic:claude-haiku-4-5" }, "\(rows)")
        #expect(sonnet["inputTokens"] as? Int == 1200 && sonnet["outputTokens"] as? Int == 300, "\(sonnet)")
        #expect(haiku["inputTokens"] as? Int == 800 && haiku["outputTokens"] as? Int == 100, "\(haiku)")
        #expect(abs((sonnet["cost"] as? Double ?? 0) - 0.0081) < 1e-9)
        #expect(abs((haiku["cost"] as? Double ?? 0) - 0.0013) < 1e-9)
        #expect(abs((report["cost"] as? Double ?? 0) - 0.0094) < 1e-9)
        #expect(report["inputTokens"] as? Int == 2000)

        // Prices from the config ([usage] prices, here through its environment override) replace the default.
        home.set(["MYND_USAGE_PRICES": "claude-haiku-4-5=2/10, my-local=0/0"])
        let repriced = try home.run(["usage", "--json"])
        let second = try #require(try JSONSerialization.jsonObject(with: repriced.stdoutData) as? [String: Any])
        #expect(abs((second["cost"] as? Double ?? 0) - (0.0081 + 0.0026)) < 1e-9, "\(second)")
        home.set(["MYND_USAGE_PRICES": "claude-haiku=cheap"])
        #expect(try home.run(["usage"]).status == 78)
        home.set(["MYND_USAGE_PRICES": ""])

        // by day: today (UTC), both models.
        let byDay = try home.run(["usage", "--by", "day"])
        #expect(byDay.status == 0)
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        #expect(byDay.stdout.components(separatedBy: "\n").filter { $0.hasPrefix(today) }.count == 2, "\(byDay.stdout)")
        #expect(byDay.stdout.contains("total"))

        // history: both exchanges, in order, the user's words and Axel's reply.
        let history = try home.run(["history"])
        #expect(history.status == 0, "\(history.stderr)")
        let garden = try #require(history.stdout.range(of: "I want to plan the garden"))
        let seeds = try #require(history.stdout.range(of: "Remind me about the seeds"))
        #expect(garden.lowerBound < seeds.lowerBound)
        #expect(history.stdout.contains(Self.script.joined()))
        let json = try home.run(["history", "--json", "--since", "1h"])
        let sessions = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [[String: Any]])
        let sessionID = try #require((sessions.first?["session"] as? [String: Any])?["id"] as? String)
        let one = try home.run(["history", "--session", String(sessionID.prefix(8))])
        #expect(one.status == 0 && one.stdout.contains(sessionID), "\(one.stderr)")
        #expect(try home.run(["history", "--since", "2999-01-01"]).status == 1)
        #expect(try home.run(["history", "--session", "nope"]).status == 1)

        // memory add, then edit: the correction supersedes, the old value stays as history.
        let added = try home.run(["memory", "add", "--subject", "Alice", "--attribute", "lives in", "--category", "relationship", "Lisbon"])
        #expect(added.status == 0, "\(added.stderr)")
        let id = try #require(added.stdout.split(separator: "\t").first.map(String.init))
        let edited = try home.run(["memory", "edit", id, "Porto"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let current = try home.run(["memory", "facts"]).stdout
        #expect(current.contains("Alice · lives in: Porto") && !current.contains("Lisbon"), "\(current)")
        let all = try home.run(["memory", "facts", "--all", "--json"])
        let facts = try #require(try JSONSerialization.jsonObject(with: all.stdoutData) as? [[String: Any]])
        let lisbon = try #require(facts.first { $0["value"] as? String == "Lisbon" })
        let porto = try #require(facts.first { $0["value"] as? String == "Porto" })
        #expect(lisbon["supersededBy"] as? Int == porto["id"] as? Int && lisbon["validUntil"] != nil)
        // Editing the superseded one is refused with a pointer to the current one.
        let stale = try home.run(["memory", "edit", id, "Faro"])
        #expect(stale.status == 65 && stale.stderr.contains("superseded"), "\(stale.stderr)")
        #expect(try home.run(["memory", "edit", "999", "x"]).status == 1)
        let free = try home.run(["memory", "add", "Prefers tea in the morning"])
        #expect(free.status == 0 && free.stdout.contains("Prefers tea"))
    }
}
