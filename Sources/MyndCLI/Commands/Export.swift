import ArgumentParser
import Foundation
import MyndCore

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write everything as versioned JSON (graph, conversations, facts, patterns, ledger; re-importable), Graphviz DOT or Mermaid.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, dot, mermaid }

    @OptionGroup var global: GlobalOptions
    @Option(name: .shortAndLong, help: "json, dot or mermaid.") var format: Format = .json
    @Option(name: .shortAndLong, help: "Write to this file instead of stdout.") var output: String?

    func run() throws {
        try Exit.guarded {
            let document = try global.openGraph().export()
            let data: Data
            switch format {
            case .json: data = try document.encoded(pretty: true) + Data("\n".utf8)
            case .dot: data = Data(document.dot().utf8)
            case .mermaid: data = Data(document.mermaid().utf8)
            }
            if let output {
                do { try data.write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
                    Exit.fail("cannot write \(output): \(error.localizedDescription)", code: Exit.ioError)
                }
                global.note("exported \(document.nodes.count) nodes, \(document.edges.count) edges, \(document.messages.count) messages and \(document.facts.count) facts to \(output)")
            } else {
                Terminal.write(data)
            }
        }
    }
}

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a JSON export, any version (all or nothing; every record is validated first).")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The export file ('-' for stdin).") var file: String

    func run() throws {
        try Exit.guarded {
            let data: Data
            if file == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                guard let read = FileManager.default.contents(atPath: file) else {
                    Exit.fail("cannot read \(file)", code: Exit.ioError)
                }
                data = read
            }
            let document = try GraphExport.decode(data)
            let summary = try global.openGraph().importGraph(document)
            global.note("imported \(summary.nodes) nodes, \(summary.edges) edges and \(summary.memoryRecords) memory records")
        }
    }
}
