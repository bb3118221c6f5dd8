import ArgumentParser
import Foundation
import MyndCore

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a node and print it.",
        discussion: "People, places and projects are unique by name (case, spacing and accents ignored): adding a known one prints the existing node and keeps the new spelling as an alias.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "thought, goal, action, project, person, place, event, insight or question.")
    var type: NodeType

    @Argument(help: "The content (words are joined by spaces); '-' reads it verbatim from stdin.")
    var content: [String]

    @Option(help: "Where it came from: spoken, typed, inferred, imported.")
    var source: NodeSource = .typed

    @Option(help: "Confidence 0–1 (for inferred nodes).")
    var confidence: Double?

    @Option(name: .customLong("meta"), help: ArgumentHelp("Metadata key=value (repeatable).", valueName: "key=value"))
    var meta: [String] = []

    func validate() throws {
        if content.isEmpty { throw ValidationError("give the content to add") }
        for item in meta where !item.contains("=") { throw ValidationError("--meta expects key=value, got '\(item)'") }
    }

    func run() throws {
        try Exit.guarded {
            let text: String
            if content == ["-"] {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                text = content.joined(separator: " ")
            }
            var metadata: [String: String] = [:]
            for item in meta {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                metadata[String(parts[0])] = String(parts[1])
            }
            let graph = try global.openGraph()
            let fresh = Node(type: type, content: text, source: source, confidence: confidence, metadata: metadata)
            let stored = try graph.add(fresh)
            if stored.id != fresh.id { global.note("already known: \(stored.type.rawValue) \(stored.id.short) \"\(stored.content)\"") }
            try NodePrinter(format: output.format).print([stored])
        }
    }
}
