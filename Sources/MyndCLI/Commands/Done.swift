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
