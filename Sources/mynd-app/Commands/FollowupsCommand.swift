import ArgumentParser
import Foundation
import MyndCLI
import MyndCore
import MyndDaemon

/// `mynd followups [--json]`: what the daemon would send now and why — a dry run, nothing is sent or recorded.
struct FollowupsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.followups.rawValue,
        abstract: AppCommand.followups.abstract
    )

    @Flag(help: "Print the plan as JSON.")
    var json = false

    func run() async throws {
        let paths = MyndPaths()
        let loaded: LoadedConfig
        do { loaded = try ConfigLoader().load() } catch {
            DaemonConnection.printError(error.description)
            throw ExitCode(78)
        }
        guard let source = DaemonWiring.followupSource(config: loaded.config, paths: paths) else {
            DaemonConnection.printError("mynd: no goal source is linked into this build (the graph store is not wired yet)")
            throw ExitCode(69)
        }
        let policy = FollowupPolicy(loaded.config.proactive)
        let ledger = (try? FollowupLedgerStore(path: paths.followupLedgerFile).load()) ?? FollowupLedger()
        let now = Date()
        let goals = try await source.staleGoals(olderThanDays: policy.staleDays, now: now)
        let plan = FollowupPlanner.plan(goals: goals, ledger: ledger, policy: policy, now: now,
                                        enabled: loaded.config.proactive.enabled)
        print(json ? Self.json(plan) : Self.text(plan))
    }

    static func json(_ plan: FollowupPlan) -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: (try? encoder.encode(plan)) ?? Data(), as: UTF8.self)
    }

    static func text(_ plan: FollowupPlan) -> String {
        guard !plan.decisions.isEmpty else { return "No stale goals: nothing to follow up." }
        var lines = [plan.quiet ? "Quiet hours now: nothing would be sent." : "\(plan.toSend.count) follow-up(s) would be sent now:"]
        for decision in plan.decisions {
            let mark = decision.send ? "SEND" : "skip"
            lines.append("\(mark)  [\(decision.urgency)] \(decision.goal.content.prefix(60)) — \(decision.reason)")
            if decision.send { lines.append("      \(decision.body)") }
        }
        return lines.joined(separator: "\n")
    }
}
