import ArgumentParser
import Foundation
import MyndCore

/// Options every subcommand takes: which database, and whether to keep quiet.
/// Reuse with `@OptionGroup var global: GlobalOptions`.
package struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("SQLite database to use.", discussion:
        "Default: $MYND_DB, else $XDG_DATA_HOME/mynd/mynd.sqlite (~/.local/share/mynd/mynd.sqlite).", valueName: "path"))
    package var db: String?

    @Flag(name: [.customShort("q"), .customLong("quiet")], help: "Silence progress and notes on stderr (errors still print).")
    package var quietFlag = false

    /// `-q` here or before the subcommand (`LeadingOptions`).
    package var quiet: Bool { quietFlag || LeadingOptions.quiet }

    package init() {}

    /// The database path after `--db`, `$MYND_DB` and the XDG default.
    package var databasePath: String { db ?? KnowledgeGraph.defaultPath() }

    /// Opens the graph for a one-shot command: traversals read SQLite's indexes, nothing is preloaded.
    package func openGraph() throws -> KnowledgeGraph {
        try KnowledgeGraph(path: databasePath, mode: .onDemand)
    }

    /// A note for a person watching (stderr), unless `-q`.
    package func note(_ message: String) {
        guard !quiet else { return }
        Terminal.writeError(message + "\n")
    }
}

/// `--json` / `--jsonl` for read commands.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print one JSON document.")
    var json = false

    @Flag(help: "Print one JSON object per line.")
    var jsonl = false

    func validate() throws {
        if json && jsonl { throw ValidationError("--json and --jsonl cannot be used together") }
    }

    var format: OutputFormat {
        if json { return .json }
        if jsonl { return .jsonl }
        return Terminal.isTTY ? .table : .plain
    }
}

enum OutputFormat {
    /// Aligned, maybe coloured, for a person at a terminal.
    case table
    /// Tab-separated, stable, for pipes.
    case plain
    case json
    case jsonl
}

extension NodeType: ExpressibleByArgument {}
extension EdgeType: ExpressibleByArgument {}
extension Direction: ExpressibleByArgument {}
extension NodeSource: ExpressibleByArgument {}
