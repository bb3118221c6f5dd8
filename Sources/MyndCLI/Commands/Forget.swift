import ArgumentParser
import Foundation
import MyndCore

struct Forget: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget", abstract: "Delete a node with its edges, aliases and search entry.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The node.") var ref: String

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let node = try graph.resolve(ref)
            try graph.forget(node.id)
            global.note("forgot \(node.id.short) \(GraphError.oneLineLabel(node))")
        }
    }
}
