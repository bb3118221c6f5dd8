import ArgumentParser
import Foundation
import MyndCore

struct Link: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Link two nodes (from → to); linking again updates the weight.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Source node: id, id prefix (4+), or exact name.") var from: String
    @Argument(help: "Target node.") var to: String

    @Option(name: .shortAndLong, help: "relatesTo, blocks, enables, partOf, follows, hasAction, mentions, inspiredBy.")
    var type: EdgeType = .relatesTo

    @Option(name: .shortAndLong, help: "Strength 0–1.")
    var weight: Double = 1

    func validate() throws {
        guard (0...1).contains(weight) else { throw ValidationError("--weight must be within 0–1") }
    }

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let a = try graph.resolve(from), b = try graph.resolve(to)
            try graph.link(Edge(source: a.id, target: b.id, type: type, weight: weight))
            Terminal.write("\(a.id.short) -\(type.rawValue)-> \(b.id.short)\t\(GraphError.oneLineLabel(a)) → \(GraphError.oneLineLabel(b))\n")
        }
    }
}

struct Unlink: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlink", abstract: "Remove the edge(s) from one node to another.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "Source node.") var from: String
    @Argument(help: "Target node.") var to: String
    @Option(name: .shortAndLong, help: "Only this edge type (default: every type).") var type: EdgeType?

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let a = try graph.resolve(from), b = try graph.resolve(to)
            let removed = try graph.unlink(source: a.id, target: b.id, type: type)
            global.note("removed \(removed) edge\(removed == 1 ? "" : "s")")
            if removed == 0 { throw Exit.noResults }
        }
    }
}

extension GraphError {
    static func oneLineLabel(_ node: Node) -> String { "\(node.type.rawValue) \"\(oneLine(node.content, max: 40))\"" }
}
