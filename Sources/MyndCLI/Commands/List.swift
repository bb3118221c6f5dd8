import ArgumentParser
import MyndCore

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List nodes in creation order.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Option(name: .shortAndLong, help: "Only nodes of this type.") var type: NodeType?
    @Option(name: .shortAndLong, help: "At most this many.") var limit: Int?

    func run() throws {
        try Exit.guarded {
            let nodes = try global.openGraph().nodes(ofType: type, limit: limit)
            try NodePrinter(format: output.format).printList(nodes.map { .init(node: $0) }, global)
        }
    }
}

extension NodePrinter {
    /// Prints rows; an empty answer still prints (`[]` in JSON) but exits 1 ("no results").
    func printList(_ rows: [Row], _ global: GlobalOptions) throws {
        try print(rows: rows)
        if rows.isEmpty {
            global.note("no results")
            throw Exit.noResults
        }
    }
}
