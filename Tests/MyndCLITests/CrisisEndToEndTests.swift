import Foundation
import MyndTesting
import Testing

/// A person in crisis, through the real binaries: `mynd ask` offline and against the Anthropic fixture
/// (normal, dropped mid-stream, overloaded), and `mynd say` through the running daemon. Every time: the reply
/// carries crisis resources, the words are kept as a private thought, nothing becomes a goal or a follow-up.
@Suite("A person in crisis, end to end", .serialized, .timeLimit(.minutes(2)))
struct CrisisEndToEndTests {
    static let key = "sk-e2e-" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    static let utterance = "i have been thinking about ending my life"
    /// US resources, whatever the test machine's locale.
    static let config = "[safety]\nregion = \"US\"\n[audio]\nearcons = false\n"

    func expectCare(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(text.contains("988") && text.contains("911"), "no resources in: \(text)", sourceLocation: sourceLocation)
        #expect(!text.lowercased().contains("next step") && !text.lowercased().contains("goal"), "\(text)", sourceLocation: sourceLocation)
    }

    /// The words are stored verbatim, as a sensitive thought, and nothing in the graph is a goal or an action.
    func expectFiledPrivately(_ home: MyndHome, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let nodes = try home.nodes()
        let thought = nodes.first { $0["content"] as? String == Self.utterance }
        #expect(thought?["type"] as? String == "thought", "nodes: \(nodes)", sourceLocation: sourceLocation)
        #expect((thought?["metadata"] as? [String: String])?["sensitive"] == "true", "node: \(String(describing: thought))",
                sourceLocation: sourceLocation)
        #expect(!nodes.contains { ["goal", "action"].contains($0["type"] as? String ?? "") }, "nodes: \(nodes)", sourceLocation: sourceLocation)
    }

    @Test("Offline `mynd ask`: a caring reply with resources, the words kept privately, no goal")
    func offline() throws {
        let home = try MyndHome(config: Self.config)
        defer { home.cleanup() }
        let result = try home.run(["ask", "--no-speak", Self.utterance])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        expectCare(result.stdout)
        try expectFiledPrivately(home)
        // A later, ordinary message in the same session asks about no goal.
        _ = try home.run(["ask", "--no-speak", "I want to repaint the kitchen"])
        let next = try home.run(["ask", "--no-speak", "I had soup for lunch"])
        #expect(!next.stdout.lowercased().contains("next step"), "reply: \(next.stdout)")
    }

    @Test("Anthropic fixture: the local resources come first, the model continues, and is told it is a crisis")
    func anthropic() async throws {
        let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: [["text": ["I'm here", " with you."]]])
        defer { fixture.stop() }
        let home = try MyndHome(config: Self.config)
        defer { home.cleanup() }
        home.set(["ANTHROPIC_API_KEY": Self.key, "ANTHROPIC_BASE_URL": fixture.baseURL])
        let result = try home.run(["ask", "--no-speak", Self.utterance])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        expectCare(result.stdout)
        #expect(result.stdout.contains("I'm here with you."))
        try expectFiledPrivately(home)
        let requests = try await fixture.requests()
        let system = requests.map(\.body).joined()
        #expect(system.contains("a crisis (suicide)"))
        // No extraction request was made for the crisis statement: only the one reply request.
        #expect(requests.count == 1, "requests: \(requests.count)")
    }

    @Test("Anthropic fixture dropping mid-stream or overloaded (529): the resources were already given")
    func anthropicFailures() async throws {
        for scenario: [String: any Sendable] in [["text": ["I'm", " here", " with"], "drop_after": 1], ["status": 529]] {
            let fixture = try await FixtureProcess.start("anthropic_fixture.py", responses: Array(repeating: scenario, count: 6))
            defer { fixture.stop() }
            let home = try MyndHome(config: Self.config)
            defer { home.cleanup() }
            home.set(["ANTHROPIC_API_KEY": Self.key, "ANTHROPIC_BASE_URL": fixture.baseURL, "MYND_LLM_MAX_ATTEMPTS": "1"])
            let result = try home.run(["ask", "--no-speak", Self.utterance])
            expectCare(result.stdout)
            #expect(!result.stdout.contains("lost my connection"), "stdout: \(result.stdout)")
            #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))
            try expectFiledPrivately(home)
        }
    }

    @Test("`mynd say` through the daemon: resources spoken and printed, no goal, no follow-up planned")
    func daemonSay() throws {
        let pulse = try PulseServer()
        let home = try MyndHome(pulse: pulse, config: Self.config)
        defer { home.cleanup() }
        let daemon = try DaemonProcess(home: home)
        defer { _ = daemon.terminate() }
        #expect(try home.waitFor(seconds: 20) { try home.status() != nil }, "daemon log:\n\(daemon.output)")
        let monitor = try MonitorRecorder(pulse: pulse)
        let say = try home.run(["say", Self.utterance])
        #expect(say.status == 0, "say: \(say.stderr)")
        expectCare(say.stdout)
        usleep(300_000)
        #expect(MonitorRecorder.audibleSeconds(monitor.stop()) >= 3, "the crisis reply was not spoken")
        try expectFiledPrivately(home)
        let followups = try home.run(["followups", "--json"])
        #expect(!followups.stdout.contains(Self.utterance), "followups: \(followups.stdout)")
    }
}
