import Foundation

/// The graph as a folder of Markdown notes — one per node, YAML front matter, `[[wikilinks]]` for edges — that
/// Obsidian, Logseq and zk read as a vault (`mynd export --format markdown -o DIR`).
///
/// Re-running updates the vault in place: a note is rewritten only when its text changed, and the notes mynd
/// wrote for nodes that no longer exist (or whose title changed, and so their file name) are removed. Which files
/// are mynd's is kept in `.mynd-vault.json` in the folder; other files there (the user's own notes) are never
/// touched. Notes are an export: edits made to them in the vault are replaced on the next run.
///
/// Sensitive nodes are included by default — the vault is the user's own data on their own disk, and leaving them
/// out would break the links that point at them — and marked `sensitive: true` in their front matter (so a
/// publishing or sync plugin can filter on it). `includeSensitive: false` leaves them, and links to them, out.
public enum MarkdownVault {
    public static let manifestName = ".mynd-vault.json"

    /// What one run did.
    public struct Summary: Hashable, Sendable {
        public var written = 0
        public var unchanged = 0
        public var removed = 0
    }

    /// A rendered note: its file name (without directory) and text.
    public struct Note: Hashable, Sendable {
        public var fileName: String
        public var text: String
    }

    /// Renders every note. `taken`: file names in the folder that are not mynd's (to avoid).
    public static func notes(_ document: GraphExport, includeSensitive: Bool = true, avoiding taken: Set<String> = []) -> [NodeID: Note] {
        let nodes = document.nodes.filter { includeSensitive || !$0.isSensitive }
        var names: [NodeID: String] = [:]
        var used = Set(taken.map { $0.lowercased() })
        for node in nodes {
            var name = "\(slug(title(node))) \(node.id.short)"
            if used.contains((name + ".md").lowercased()) { name = "\(slug(title(node))) \(node.id.rawValue)" }
            used.insert((name + ".md").lowercased())
            names[node.id] = name
        }
        // Outgoing edges only: Obsidian, Logseq and zk compute backlinks themselves.
        var outgoing: [NodeID: [Edge]] = [:]
        for edge in document.edges where names[edge.source] != nil && names[edge.target] != nil {
            outgoing[edge.source, default: []].append(edge)
        }
        var notes: [NodeID: Note] = [:]
        for node in nodes {
            var text = "---\n"
            text += "id: \(node.id.rawValue)\n"
            text += "type: \(node.type.rawValue)\n"
            text += "title: \(quoted(title(node)))\n"
            text += "created: \(Timestamp.iso(node.createdAt))\n"
            text += "updated: \(Timestamp.iso(node.updatedAt))\n"
            text += "last_touched: \(Timestamp.iso(node.lastTouchedAt))\n"
            text += "completed: \(node.completed)\n"
            if let done = node.completedAt { text += "completed_at: \(Timestamp.iso(done))\n" }
            text += "source: \(node.source.rawValue)\n"
            if let confidence = node.confidence { text += "confidence: \(JSONText.number(confidence))\n" }
            if node.isSensitive { text += "sensitive: true\n" }
            text += "aliases: [\(node.aliases.map(quoted).joined(separator: ", "))]\n"
            text += "tags: [mynd/\(node.type.rawValue)]\n"
            let metadata = node.metadata.filter { $0.key != Node.sensitiveKey }.sorted { $0.key < $1.key }
            if !metadata.isEmpty {
                text += "metadata:\n"
                for (key, value) in metadata { text += "  \(quoted(key)): \(quoted(value))\n" }
            }
            text += "---\n\n"
            text += escapedLinks(node.content.trimmingCharacters(in: .whitespacesAndNewlines)) + "\n"
            if let edges = outgoing[node.id] {
                text += "\n## Links\n\n"
                for edge in edges { text += "- \(edge.type.rawValue): [[\(names[edge.target]!)]]\n" }
            }
            notes[node.id] = Note(fileName: names[node.id]! + ".md", text: text)
        }
        return notes
    }

    /// Writes (or updates) the vault in `directory`, creating it if needed.
    @discardableResult
    public static func write(_ document: GraphExport, to directory: String, includeSensitive: Bool = true) throws -> Summary {
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let manifestPath = directory + "/" + manifestName
        var previous: [String: String] = [:]  // file name → node id
        if let data = fm.contents(atPath: manifestPath) {
            previous = (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
        }
        let present = Set((try? fm.contentsOfDirectory(atPath: directory)) ?? [])
        let theirs = present.subtracting(previous.keys).subtracting([manifestName])
        let notes = notes(document, includeSensitive: includeSensitive, avoiding: theirs)
        var summary = Summary()
        var manifest: [String: String] = [:]
        for (id, note) in notes {
            let path = directory + "/" + note.fileName
            manifest[note.fileName] = id.rawValue
            let data = Data(note.text.utf8)
            if fm.contents(atPath: path) == data { summary.unchanged += 1; continue }
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            summary.written += 1
        }
        for name in previous.keys where manifest[name] == nil && present.contains(name) {
            try fm.removeItem(atPath: directory + "/" + name)
            summary.removed += 1
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(manifest).write(to: URL(fileURLWithPath: manifestPath), options: .atomic)
        return summary
    }

    /// The note's title: the content's first line, at most 80 characters.
    static func title(_ node: Node) -> String {
        let line = node.content.split(whereSeparator: \.isNewline).first.map(String.init) ?? node.content
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 80 ? String(trimmed.prefix(79)) + "…" : trimmed
    }

    /// A file-name-safe form of a title: no path separators, no characters wikilinks or common file systems
    /// reserve (`[]#^|\/:*?"<>`), no leading dot, at most 60 characters.
    static func slug(_ title: String) -> String {
        let reserved = Set("[]#^|\\/:*?\"<>")
        var out = String(title.map { reserved.contains($0) || $0.isNewline || $0 == "\t" ? " " : $0 })
        out = out.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        while out.hasPrefix(".") { out.removeFirst() }
        if out.count > 60 { out = String(out.prefix(60)).trimmingCharacters(in: .whitespaces) }
        return out.isEmpty ? "note" : out
    }

    /// The content with `[[` written as `\[\[`, so text that looks like a wikilink is not one.
    static func escapedLinks(_ text: String) -> String {
        text.replacingOccurrences(of: "[[", with: "\\[\\[")
    }

    /// A YAML double-quoted scalar (JSON's string syntax is a subset of it).
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONText.write(string: text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
