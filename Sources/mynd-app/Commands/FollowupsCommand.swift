import ArgumentParser
import Foundation
import MyndAssembly
import MyndCLI
import MyndCore
import MyndDaemon

/// `mynd followups [--json]`: what the daemon would send now and why — a dry run, nothing is sent or recorded.
struct FollowupsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.followups.rawValue,
        abstract: AppCommand.followups.abstract
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the plan as JSON.")
    var json = false

    func run() async throws {
        let loaded: LoadedConfig
        do { loaded = try ConfigLoader().load() } catch {
            DaemonConnection.printError(error.description)
            throw ExitCode(78)
        }
        // The same database and ledger the daemon uses (`--db`, `$MYND_DB`, the XDG default; the ledger beside it).
        let graph: KnowledgeGraph
        do { graph = try global.openGraph() } catch let error as GraphError {
            Exit.fail("\(error)", code: Exit.code(for: error))
        }
        let source = GraphFollowupSource(graph: graph)
        let policy = FollowupPolicy(loaded.config.proactive)
        let ledgerStore = FollowupLedgerStore(besideDatabase: global.databasePath)
        let ledger: FollowupLedger
        do { ledger = try ledgerStore.load() } catch {
            global.note("mynd: the follow-up ledger \(ledgerStore.path) is unreadable (\(error)); planning as if it were empty")
            ledger = FollowupLedger()
        }
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
