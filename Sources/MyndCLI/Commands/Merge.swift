import ArgumentParser
import Foundation
import MyndCore

struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Fold the second node into the first: edges move over, its name becomes an alias.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The node to keep.") var keep: String
    @Argument(help: "The node folded in (deleted).") var fold: String

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let a = try graph.resolve(keep), b = try graph.resolve(fold)
            let merged = try graph.merge(keep: a.id, fold: b.id)
            global.note("merged \(b.id.short) into \(a.id.short)")
            try NodePrinter(format: output.format).print([merged])
        }
    }
}
