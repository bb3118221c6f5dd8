import ArgumentParser
import Foundation
import MyndCore

struct Top: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top", abstract: "The most important nodes by PageRank.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Option(name: .shortAndLong, help: "How many.") var limit = 10

    func run() throws {
        try Exit.guarded {
            let ranked = try global.openGraph().importance(limit: limit)
            try NodePrinter(format: output.format).printList(ranked.map { .init(node: $0.node, extra: [("rank", .double($0.rank))]) }, global)
        }
    }
}
