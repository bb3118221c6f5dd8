import ArgumentParser
import Foundation
import MyndCore

struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done", abstract: "Mark a goal or action done.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The goal or action.") var ref: String

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            try NodePrinter(format: output.format).print([graph.complete(graph.resolve(ref).id)])
        }
    }
}
