/// Graphviz DOT and Mermaid renderings of an export, for pictures rather than round trips.
/// Labels are the first line of the content, shortened; every character that could end a string is escaped.
extension GraphExport {
    public func dot() -> String {
        var lines = ["digraph mynd {", "  rankdir=LR;", "  node [fontname=\"Helvetica\"];"]
        for node in nodes {
            let style = node.completed ? ", style=dashed" : ""
            lines.append("  \"\(node.id)\" [label=\"\(Self.dotEscape(Self.label(node)))\", shape=\(Self.shape(node.type))\(style)];")
        }
        for edge in edges {
            lines.append("  \"\(edge.source)\" -> \"\(edge.target)\" [label=\"\(edge.type.rawValue)\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    public func mermaid() -> String {
        var short: [NodeID: String] = [:]
        var lines = ["graph LR"]
        for (i, node) in nodes.enumerated() {
            let name = "n\(i)"
            short[node.id] = name
            lines.append("  \(name)[\"\(Self.mermaidEscape(Self.label(node)))\"]")
        }
        for edge in edges {
            guard let s = short[edge.source], let t = short[edge.target] else { continue }
            lines.append("  \(s) -->|\(edge.type.rawValue)| \(t)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func label(_ node: Node) -> String {
        let first = node.content.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let text = first.count > 48 ? String(first.prefix(47)) + "…" : first
        return "\(node.type.rawValue): \(text)"
    }

    static func shape(_ type: NodeType) -> String {
        switch type {
        case .goal: "doubleoctagon"
        case .action: "box"
        case .project: "folder"
        case .person: "ellipse"
        case .place: "house"
        case .event: "cds"
        case .insight: "note"
        case .question: "diamond"
        case .thought: "oval"
        }
    }

    static func dotEscape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\r": out += " "
            default: out.append(ch)
            }
        }
        return out
    }

    /// Mermaid labels in quotes accept entity codes; quotes and the characters Mermaid parses become codes.
    static func mermaidEscape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "#": out += "#35;"
            case "\n", "\r": out += " "
            default: out.append(ch)
            }
        }
        return out
    }
}
