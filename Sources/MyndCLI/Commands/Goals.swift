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
