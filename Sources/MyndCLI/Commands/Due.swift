import ArgumentParser
import Foundation
import MyndCore

/// `mynd due`: what is due, soonest first — goals, actions and events with a date resolved from what was said.
struct Due: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due", abstract: "Open goals, actions and events with a due date, soonest first.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Option(help: "Only what is due within this many days from today (overdue included).") var within: Int?

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let through = within.map { DueDates.day(Date().addingTimeInterval(Double($0) * 86_400)) }
            let nodes = try graph.dueItems(through: through, limit: 1000)
            try NodePrinter(format: output.format).printList(nodes.map(Self.row), global)
        }
    }

    /// A node with its due date as a column.
    static func row(_ node: Node) -> NodePrinter.Row {
        .init(node: node, extra: [(key: "due", value: .string(node.metadata[DueDates.key] ?? ""))])
    }
}
