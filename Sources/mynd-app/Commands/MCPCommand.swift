import ArgumentParser
import Foundation
import Logging
import MyndAssembly
import MyndCLI
import MyndCore
import MyndDaemon
import MyndMCP
import MyndNet

/// `mynd mcp`: serves the thought graph to other AI tools (Claude Desktop, Claude Code, editors) over the
/// Model Context Protocol on stdin/stdout, until the client closes stdin.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.mcp.rawValue,
        abstract: AppCommand.mcp.abstract,
        discussion: """
            Tools: search, related, path, goals, next_actions, blockers, show; with writes allowed also add_thought \
            (filed through Axel like `mynd ask`), link and complete. Resources: open goals, recent thoughts. \
            Prompt: weekly_review. Sensitive thoughts are only served when asked for by id. Logs go to stderr; \
            stdout carries only protocol messages. Safe beside a running daemon.
            """
    )

    @OptionGroup var global: GlobalOptions
    @Flag(name: .customLong("allow-writes"),
          help: "Offer add_thought, link and complete (default: [mcp] allow_writes in config.toml, else off).")
    var allowWrites = false

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let config = try global.loadConfig()
        var semantic: (@Sendable (KnowledgeGraph) -> SemanticIndex)?
        if let embedder = OpenAIEmbedder.make(config: config.embeddings) {
            let minimum = Float(config.embeddings.minSimilarity)
            semantic = { graph in SemanticIndex(embedder: embedder, graph: graph, minimum: minimum) }
        }
        let settings = MCPSettings(allowWrites: allowWrites || config.mcp.allowWrites, staleDays: config.proactive.staleDays,
                                   configPath: ConfigLoader(environment: environment).path, semantic: semantic)
        let logger = Logger(label: "mynd.mcp") { label in
            global.quiet ? SwiftLogNoOpLogHandler() as any LogHandler : StreamLogHandler.standardError(label: label)
        }
        let graph: KnowledgeGraph
        var filer: (any ThoughtFiling)?
        if settings.allowWrites {
            // The same runtime `mynd ask` opens: the utterance is committed first, then safety, Axel and extraction.
            let runtime = try global.openRuntime(config: config)
            graph = runtime.graph
            filer = EngineFiler(engine: runtime.engine)
        } else {
            do {
                graph = try global.openGraph()
            } catch let error as GraphError {
                Exit.fail("\(error)", code: Exit.code(for: error))
            }
        }
        try await GraphServer.run(graph: graph, settings: settings, filer: filer, version: CommandCatalog.version, logger: logger)
    }
}

/// `add_thought` through Axel: one exchange, its reply drained (nothing is spoken), then its outcome once the
/// reply is stored and the extraction filed.
struct EngineFiler: ThoughtFiling {
    let engine: AxelEngine

    func file(_ text: String) async throws -> ExchangeReport {
        let exchange = try await engine.respond(to: text, source: .typed)
        for await _ in exchange.reply {}
        return ExchangeReport(await exchange.outcome())
    }
}
