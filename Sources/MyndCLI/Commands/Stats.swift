import ArgumentParser
import Foundation
import MyndCore

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Counts of nodes and edges by type.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        try Exit.guarded {
            let stats = try global.openGraph().stats()
            switch output.format {
            case .json, .jsonl:
                Terminal.write(String(decoding: try GraphJSON.encoder().encode(stats), as: UTF8.self) + "\n")
            case .plain, .table:
                var lines = [("nodes", String(stats.nodes)), ("edges", String(stats.edges)),
                             ("active goals", String(stats.activeGoals)), ("completed", String(stats.completed)),
                             ("aliases", String(stats.aliases))]
                lines += stats.nodesByType.sorted { $0.key < $1.key }.map { ("  " + $0.key, String($0.value)) }
                lines += stats.edgesByType.sorted { $0.key < $1.key }.map { ("  -" + $0.key + "->", String($0.value)) }
                lines.append(("database", "\(stats.path) (\(stats.databaseBytes) bytes)"))
                Terminal.write(lines.map { Terminal.paint($0.0.padded(16), .bold) + $0.1 }.joined(separator: "\n") + "\n")
            }
        }
    }
}
