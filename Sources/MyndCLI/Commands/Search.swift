import ArgumentParser
import Foundation
import MyndCore

struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Full-text search (every word, as a prefix), best match first.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "Words to find.") var query: [String]
    @Option(name: .shortAndLong, help: "At most this many.") var limit = 20

    func validate() throws {
        if query.isEmpty { throw ValidationError("give some words to search for") }
    }

    func run() throws {
        try Exit.guarded {
            let nodes = try global.openGraph().search(query.joined(separator: " "), limit: limit)
            try NodePrinter(format: output.format).printList(nodes.map { .init(node: $0) }, global)
        }
    }
}
