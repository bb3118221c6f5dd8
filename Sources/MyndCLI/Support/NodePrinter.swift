import Foundation
import MyndCore

/// Prints node lists in the four output formats. JSON node objects are the export's node objects;
/// extra per-row fields (`distance`, `rank`) are added beside them.
struct NodePrinter {
    let format: OutputFormat

    /// A node plus extra columns for one row.
    struct Row: Encodable {
        var node: Node
        var extra: [(key: String, value: ExtraValue)] = []

        enum ExtraValue { case int(Int), double(Double), string(String) }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            try node.encode(to: encoder)
            var c = encoder.container(keyedBy: Key.self)
            for (key, value) in extra {
                switch value {
                case .int(let v): try c.encode(v, forKey: Key(stringValue: key))
                case .double(let v): try c.encode(v, forKey: Key(stringValue: key))
                case .string(let v): try c.encode(v, forKey: Key(stringValue: key))
                }
            }
        }

        func text(_ key: String) -> String {
            switch extra.first(where: { $0.key == key })?.value {
            case .int(let v): String(v)
            case .double(let v): String(format: "%.6f", v)
            case .string(let v): v
            case nil: ""
            }
        }
    }

    func print(_ nodes: [Node]) throws { try print(rows: nodes.map { Row(node: $0) }) }

    func print(rows: [Row]) throws {
        let columns = rows.first?.extra.map(\.key) ?? []
        switch format {
        case .json:
            Terminal.write(String(decoding: try GraphJSON.encoder().encode(rows), as: UTF8.self) + "\n")
        case .jsonl:
            let encoder = GraphJSON.encoder()
            for row in rows { Terminal.write(String(decoding: try encoder.encode(row), as: UTF8.self) + "\n") }
        case .plain:
            var out = ""
            for row in rows {
                out += ([row.node.id.rawValue, row.node.type.rawValue, row.node.completed ? "done" : "open"]
                        + columns.map(row.text) + [row.node.content.escapedForLine]).joined(separator: "\t") + "\n"
            }
            Terminal.write(out)
        case .table:
            Terminal.write(table(rows, columns: columns))
        }
    }

    func table(_ rows: [Row], columns: [String]) -> String {
        guard !rows.isEmpty else { return "" }
        let headers = ["ID", "TYPE", "DONE"] + columns.map { $0.uppercased() }
        var widths = headers.map(\.count)
        widths[1] = max(widths[1], rows.map(\.node.type.rawValue.count).max() ?? 0)
        widths[0] = 8
        for (i, key) in columns.enumerated() { widths[3 + i] = max(widths[3 + i], rows.map { $0.text(key).count }.max() ?? 0) }
        let used = widths.reduce(0) { $0 + $1 + 2 }
        let contentWidth = max(20, Terminal.width - used)
        var out = Terminal.paint((zip(headers, widths).map { $0.padded($1) } + ["CONTENT"]).joined(separator: "  "), .bold) + "\n"
        for row in rows {
            var cells = [Terminal.paint(row.node.id.short, .dim),
                         Terminal.paint(row.node.type.rawValue.padded(widths[1]), Self.color(row.node.type)),
                         (row.node.completed ? "✓" : "").padded(widths[2])]
            for (i, key) in columns.enumerated() { cells.append(row.text(key).padded(widths[3 + i])) }
            cells.append(row.node.content.escapedForLine.clipped(contentWidth))
            out += cells.joined(separator: "  ") + "\n"
        }
        return out
    }

    static func color(_ type: NodeType) -> Terminal.Style {
        switch type {
        case .goal: .green
        case .action: .yellow
        case .person, .place: .cyan
        case .project: .blue
        case .insight, .question: .magenta
        case .thought, .event: .bold
        }
    }
}
