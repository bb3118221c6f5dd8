import ArgumentParser
import Foundation
import MyndCore

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write everything as versioned JSON (graph, conversations, facts, patterns, ledger; re-importable), Graphviz DOT, Mermaid, or a Markdown vault.",
        discussion: """
            --format markdown -o DIR writes one note per node (YAML front matter, [[wikilinks]] for edges) for Obsidian, \
            Logseq or zk; running it again updates the vault in place. Sensitive nodes are included and marked \
            `sensitive: true` unless --skip-sensitive.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, dot, mermaid, markdown }

    @OptionGroup var global: GlobalOptions
    @Option(name: .shortAndLong, help: "json, dot, mermaid or markdown.") var format: Format = .json
    @Option(name: .shortAndLong, help: "Write to this file (markdown: this folder) instead of stdout.") var output: String?
    @Flag(help: "Markdown: leave sensitive nodes (and links to them) out of the vault.") var skipSensitive = false

    func validate() throws {
        if format == .markdown && output == nil { throw ValidationError("--format markdown needs -o DIR (the vault folder)") }
        if format != .markdown && skipSensitive { throw ValidationError("--skip-sensitive applies to --format markdown only") }
    }

    func run() throws {
        try Exit.guarded {
            let document = try global.openGraph().export()
            let data: Data
            switch format {
            case .json: data = try document.encoded(pretty: true) + Data("\n".utf8)
            case .dot: data = Data(document.dot().utf8)
            case .mermaid: data = Data(document.mermaid().utf8)
            case .markdown:
                let directory = output!
                let summary: MarkdownVault.Summary
                do { summary = try MarkdownVault.write(document, to: directory, includeSensitive: !skipSensitive) } catch {
                    Exit.fail("cannot write the vault \(directory): \(error.localizedDescription)", code: Exit.ioError)
                }
                global.note("vault \(directory): \(summary.written) notes written, \(summary.unchanged) unchanged, \(summary.removed) removed")
                return
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
