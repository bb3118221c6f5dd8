import ArgumentParser
import Foundation
import MyndCore

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one node with its edges.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "Node: id, id prefix (4+), or exact name.") var ref: String

    /// `--json`: the node object plus `edges`, each with direction, type, weight and the other node.
    struct Detail: Encodable {
        var node: Node
        var edges: [EdgeView]
        struct EdgeView: Encodable {
            var direction: String
            var type: String
            var weight: Double
            var node: Node
        }
        enum Key: String, CodingKey { case edges }
        func encode(to encoder: any Encoder) throws {
            try node.encode(to: encoder)
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(edges, forKey: .edges)
        }
    }

    func run() throws {
        try Exit.guarded {
            let graph = try global.openGraph()
            let node = try graph.resolve(ref)
            let edges = try graph.neighbours(of: node.id).map {
                Detail.EdgeView(direction: $0.direction.rawValue, type: $0.edge.type.rawValue, weight: $0.edge.weight, node: $0.node)
            }
            let detail = Detail(node: node, edges: edges)
            switch output.format {
            case .json, .jsonl:
                Terminal.write(String(decoding: try GraphJSON.encoder(pretty: output.json).encode(detail), as: UTF8.self) + "\n")
            case .plain, .table:
                var fields: [(String, String)] = [
                    ("id", node.id.rawValue), ("type", node.type.rawValue), ("content", node.content.escapedForLine),
                    ("created", Timestamp.iso(node.createdAt)), ("updated", Timestamp.iso(node.updatedAt)),
                    ("touched", Timestamp.iso(node.lastTouchedAt)), ("completed", node.completed ? "yes" : "no"),
                    ("source", node.source.rawValue),
                ]
                if let done = node.completedAt { fields.append(("completedAt", Timestamp.iso(done))) }
                if let c = node.confidence { fields.append(("confidence", String(c))) }
                if !node.aliases.isEmpty { fields.append(("aliases", node.aliases.joined(separator: ", "))) }
                for (k, v) in node.metadata.sorted(by: { $0.key < $1.key }) { fields.append(("meta." + k, v.escapedForLine)) }
                var out = ""
                for (k, v) in fields { out += Terminal.paint(k.padded(12), .bold) + v + "\n" }
                for e in edges {
                    let arrow = e.direction == "outgoing" ? "-\(e.type)->" : "<-\(e.type)-"
                    out += "\(Terminal.paint("edge".padded(12), .bold))\(arrow) \(e.node.id.short) \(e.node.type.rawValue) "
                        + "\(GraphError.oneLine(e.node.content))\(e.weight < 1 ? " (\(e.weight))" : "")\n"
                }
                Terminal.write(out)
            }
        }
    }
}
