import ArgumentParser
import MyndCore

struct Related: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "related",
        abstract: "Nodes within a few hops, nearest first (edges followed both ways by default).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "Start node: id, id prefix (4+), or exact name.") var ref: String
    @Option(name: .shortAndLong, help: "Maximum hops.") var depth = 2
    @Option(name: .shortAndLong, help: "At most this many nodes.") var limit = 50
    @Option(name: .shortAndLong, help: "Follow only this edge type (repeatable).") var type: [EdgeType] = []
    @Option(help: "outgoing, incoming or both.") var direction: Direction = .both

    func validate() throws {
        guard depth >= 1 else { throw ValidationError("--depth must be at least 1") }
        guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let start = try graph.resolve(ref)
            let found = try graph.related(to: start.id, depth: depth, limit: limit,
                                          types: type.isEmpty ? nil : Set(type), direction: direction)
            try NodePrinter(format: output.format).printList(found.map { .init(node: $0.node, extra: [("distance", .int($0.distance))]) }, global)
        }
    }
}

struct Neighbours: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "neighbours",
        abstract: "Nodes one edge away, with the edge type and direction.", aliases: ["neighbors"])

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "Node: id, id prefix (4+), or exact name.") var ref: String
    @Option(name: .shortAndLong, help: "Only this edge type (repeatable).") var type: [EdgeType] = []
    @Option(help: "outgoing, incoming or both.") var direction: Direction = .both

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let node = try graph.resolve(ref)
            let found = try graph.neighbours(of: node.id, direction: direction, types: type.isEmpty ? nil : Set(type))
            try NodePrinter(format: output.format).printList(found.map {
                .init(node: $0.node, extra: [("direction", .string($0.direction.rawValue)), ("edge", .string($0.edge.type.rawValue)),
                                             ("weight", .double($0.edge.weight))])
            }, global)
        }
    }
}

struct Path: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path", abstract: "A shortest path between two nodes, in order (exit 1 when none).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "First node.") var from: String
    @Argument(help: "Last node.") var to: String
    @Option(name: .shortAndLong, help: "Follow only this edge type (repeatable).") var type: [EdgeType] = []
    @Option(help: "outgoing, incoming or both.") var direction: Direction = .both

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let a = try graph.resolve(from), b = try graph.resolve(to)
            let nodes = try graph.path(from: a.id, to: b.id, direction: direction, types: type.isEmpty ? nil : Set(type)) ?? []
            if nodes.isEmpty { global.note("no path from \(a.id.short) to \(b.id.short)") }
            try NodePrinter(format: output.format).printList(nodes.map { .init(node: $0) }, global)
        }
    }
}
