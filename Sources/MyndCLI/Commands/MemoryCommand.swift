import ArgumentParser
import Foundation
import MyndCore

/// `mynd memory …`: what Axel remembers beyond the graph — long-term facts, session summaries, patterns.
struct MemoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Show, add, correct or forget what Axel remembers: facts, sessions, patterns.",
        subcommands: [Facts.self, Sessions.self, Patterns.self, AddFact.self, EditFact.self, ForgetFact.self]
    )

    static func memory(_ global: GlobalOptions) throws -> MemoryStore {
        MemoryStore(try global.openGraph().writer)
    }

    static func printJSON<T: Encodable>(_ value: T) throws {
        Terminal.write(String(decoding: try GraphJSON.encoder().encode(value), as: UTF8.self) + "\n")
    }

    struct Facts: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "facts", abstract: "Long-term facts, most confident first.")
        @OptionGroup var global: GlobalOptions
        @Flag(help: "Include superseded facts.") var all = false
        @Flag(help: "Print one JSON document.") var json = false

        func run() throws {
            try Exit.guarded {
                let store = try MemoryCommand.memory(global)
                let facts = all ? try store.allFacts() : try store.currentFacts()
                if json { return try MemoryCommand.printJSON(facts) }
                if facts.isEmpty { Exit.fail("no facts yet", code: Exit.noResults) }
                for fact in facts {
                    let state = fact.isCurrent ? "" : "  (superseded)"
                    Terminal.write("\(fact.id ?? 0)\t\(String(format: "%.2f", fact.confidence))\t×\(fact.mentionCount)\t\(fact.content)\(state)\n")
                }
            }
        }
    }

    struct Sessions: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "sessions", abstract: "Recent conversation sessions with their summaries.")
        @OptionGroup var global: GlobalOptions
        @Option(help: "How many.") var limit = 10
        @Flag(help: "Print one JSON document.") var json = false

        struct Row: Encodable {
            var session: ConversationSession
            var summary: String?
        }

        func run() throws {
            try Exit.guarded {
                let store = try MemoryCommand.memory(global)
                let rows = try store.sessions(limit: limit).map { Row(session: $0, summary: try store.summary(ofSession: $0.id)?.content) }
                if json { return try MemoryCommand.printJSON(rows) }
                if rows.isEmpty { Exit.fail("no sessions yet", code: Exit.noResults) }
                for row in rows {
                    let state = row.session.endedAt == nil ? "open" : "ended"
                    Terminal.write("\(row.session.id)\t\(row.session.startedAt.formatted(.iso8601))\t\(state)\t\(row.summary ?? "")\n")
                }
            }
        }
    }

    struct Patterns: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "patterns", abstract: "Recurring topics and active hours Axel has noticed.")
        @OptionGroup var global: GlobalOptions
        @Flag(help: "Print one JSON document.") var json = false

        func run() throws {
            try Exit.guarded {
                let patterns = try MemoryCommand.memory(global).patterns()
                if json { return try MemoryCommand.printJSON(patterns) }
                if patterns.isEmpty { Exit.fail("no patterns yet", code: Exit.noResults) }
                for pattern in patterns { Terminal.write("\(pattern.kind)\t×\(pattern.count)\t\(pattern.summary)\n") }
            }
        }
    }

    struct ForgetFact: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "forget", abstract: "Forget one fact by its id.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The fact's id (see `mynd memory facts`).") var id: Int64

        func run() throws {
            try Exit.guarded {
                let store = try MemoryCommand.memory(global)
                guard try store.allFacts().contains(where: { $0.id == id }) else {
                    Exit.fail("no fact with id \(id)", code: Exit.noResults)
                }
                try store.forgetFact(id)
                global.note("forgot fact \(id)")
            }
        }
    }
}
