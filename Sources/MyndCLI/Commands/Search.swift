import ArgumentParser
import Foundation
import MyndCore

struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Full-text search (every word, as a prefix), best match first; by meaning too with [embeddings].",
        discussion: """
        With [embeddings] url configured, the nodes closest in meaning come first (at or above min_similarity), then
        the full-text matches. Each search first gives up to 256 nodes without a vector theirs; --reindex does all.
        """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "Words to find.") var query: [String] = []
    @Option(name: .shortAndLong, help: "At most this many.") var limit = 20
    @Flag(help: "With [embeddings]: give every node without a vector its vector first.") var reindex = false

    func validate() throws {
        if query.isEmpty, !reindex { throw ValidationError("give some words to search for") }
    }

    func run() throws {
        try Exit.guarded {
            let text = query.joined(separator: " ")
            if let semantic = SemanticSearchHook.current {
                let (nodes, note) = try semantic(text, limit, global.databasePath, reindex)
                if let note { global.note(note) }
                if !text.isEmpty { try NodePrinter(format: output.format).printList(nodes.map { .init(node: $0) }, global) }
                return
            }
            if reindex { global.note("no [embeddings] url is configured: full-text search needs no index") }
            guard !text.isEmpty else { return }
            let nodes = try global.openGraph().search(text, limit: limit)
            try NodePrinter(format: output.format).printList(nodes.map { .init(node: $0) }, global)
        }
    }
}
