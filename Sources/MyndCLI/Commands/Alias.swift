import ArgumentParser
import MyndCore

struct Alias: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alias",
        abstract: "Give a node another name (found by refs and by person/place/project deduplication).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The node.") var ref: String
    @Argument(help: "The other name.") var name: String

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let node = try graph.resolve(ref)
            try graph.addAlias(name, to: node.id)
            try NodePrinter(format: output.format).print([graph.node(node.id)!])
        }
    }
}
