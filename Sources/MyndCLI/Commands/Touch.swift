import ArgumentParser
import Foundation
import MyndCore

struct Touch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch", abstract: "Mark a node as just revisited (resets staleness).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The node.") var ref: String

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            try NodePrinter(format: output.format).print([graph.touch(graph.resolve(ref).id)])
        }
    }
}
