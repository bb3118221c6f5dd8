import ArgumentParser
import Foundation
import MyndCore

struct Goals: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goals", abstract: "Open goals, newest first; --stale for those untouched for days.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Flag(help: "Only goals not touched for --days days (stalest first).") var stale = false
    @Option(help: "Days without a touch that make a goal stale.") var days: Double = 3

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let goals = stale ? try graph.staleGoals(olderThan: days) : try graph.activeGoals()
            // A goal with a due date shows it; the column is left out when none has one.
            let dated = goals.contains { $0.metadata[DueDates.key] != nil }
            try NodePrinter(format: output.format).printList(goals.map { dated ? Due.row($0) : .init(node: $0) }, global)
        }
    }
}

struct Actions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actions", abstract: "Next actions of a goal (hasAction edges, not done).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The goal.") var goal: String

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let nodes = try graph.nextActions(of: graph.resolve(goal).id)
            try NodePrinter(format: output.format).printList(nodes.map { .init(node: $0) }, global)
        }
    }
}

struct Blockers: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blockers", abstract: "What blocks a goal (incoming blocks edges).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The goal.") var goal: String

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let nodes = try graph.blockers(of: graph.resolve(goal).id)
            try NodePrinter(format: output.format).printList(nodes.map { .init(node: $0) }, global)
        }
    }
}
