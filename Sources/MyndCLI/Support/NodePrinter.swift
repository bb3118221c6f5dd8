import Foundation
import MyndCore

/// Prints node lists in the four output formats. JSON node objects are the export's node objects;
/// extra per-row fields (`distance`, `rank`) are added beside them.
struct NodePrinter {
    let format: OutputFormat

    /// A node plus extra columns for one row.
    struct Row {
        var node: Node
        var extra: [(key: String, value: ExtraValue)] = []

        typealias ExtraValue = JSONText.Value

        /// Appends the row's JSON object: the node's fields with the extra ones beside them.
        func writeJSON(into out: inout [UInt8]) { JSONText.write(node.jsonFields + extra, into: &out) }

        func text(_ key: String) -> String {
            switch extra.first(where: { $0.key == key })?.value {
            case .int(let v): String(v)
            case .double(let v): String(format: "%.6f", v)
            case .string(let v): v
            case .bool(let v): String(v)
            case .strings(let v): v.joined(separator: ",")
            case .stringMap, nil: ""
            }
        }
    }

    func print(_ nodes: [Node]) throws { try print(rows: nodes.map { Row(node: $0) }) }

    func print(rows: [Row]) throws {
        let columns = rows.first?.extra.map(\.key) ?? []
        switch format {
        case .json:
            var out: [UInt8] = [UInt8(ascii: "[")]
            for (i, row) in rows.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                row.writeJSON(into: &out)
            }
            out.append(contentsOf: "]\n".utf8)
            Terminal.write(out)
        case .jsonl:
            var out: [UInt8] = []
            for row in rows {
                row.writeJSON(into: &out)
                out.append(UInt8(ascii: "\n"))
            }
            Terminal.write(out)
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
