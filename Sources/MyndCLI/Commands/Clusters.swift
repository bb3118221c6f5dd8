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
