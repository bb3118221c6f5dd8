import ArgumentParser
import Foundation
import MyndCore

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
