import ArgumentParser
import Foundation
import MyndCore

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
