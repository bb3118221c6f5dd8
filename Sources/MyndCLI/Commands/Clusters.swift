import ArgumentParser
import Foundation
import MyndCore

struct Clusters: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clusters", abstract: "Groups of connected nodes (weakly connected components), largest first.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Option(help: "Leave out clusters smaller than this.") var minSize = 1
    @Option(name: .shortAndLong, help: "At most this many clusters.") var limit: Int?

    func run() throws {
        try Exit.guarded {
            var clusters = try global.openGraph().clusters().filter { $0.count >= minSize }
            if let limit { clusters = Array(clusters.prefix(limit)) }
            switch output.format {
            case .json:
                Terminal.write(String(decoding: try GraphJSON.encoder().encode(clusters), as: UTF8.self) + "\n")
            case .jsonl:
                let encoder = GraphJSON.encoder()
                for cluster in clusters { Terminal.write(String(decoding: try encoder.encode(cluster), as: UTF8.self) + "\n") }
            case .plain:
                for (i, cluster) in clusters.enumerated() {
                    for node in cluster {
                        Terminal.write("\(i + 1)\t\(node.id)\t\(node.type.rawValue)\t\(node.content.escapedForLine)\n")
                    }
                }
            case .table:
                for (i, cluster) in clusters.enumerated() {
                    Terminal.write(Terminal.paint("cluster \(i + 1) — \(cluster.count) node\(cluster.count == 1 ? "" : "s")", .bold) + "\n")
                    try NodePrinter(format: .table).print(cluster)
                }
            }
            if clusters.isEmpty {
                global.note("no results")
                throw Exit.noResults
            }
        }
    }
}

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
