import Foundation
import Logging
import MCP
import MyndCore
#if canImport(Glibc)
import Glibc
#endif

/// `mynd mcp`: the thought graph served over the Model Context Protocol on stdin/stdout.
///
/// stdout carries nothing but protocol messages; logs go to the logger the caller gives (stderr). A malformed
/// message gets a JSON-RPC error from the SDK and the loop goes on; a failed tool call is a tool result with
/// `isError` and a sentence; only end of input (the client went away) stops the server.
public enum GraphServer {
    public static let name = "mynd"

    /// Serves until the client closes stdin.
    public static func run(graph: KnowledgeGraph, settings: MCPSettings, filer: (any ThoughtFiling)?,
                           version: String, logger: Logger) async throws {
        let server = Server(
            name: name, version: version, title: "mynd thought graph",
            instructions: """
                mynd is the user's own knowledge graph of spoken and typed thoughts, goals, actions, people and projects. \
                Find nodes with search, then use their ids with related, show, next_actions, blockers and path. \
                \(settings.allowWrites ? "Writes are allowed: add_thought files what the user tells you, link and complete change nodes; only use them when the user asks." : "This server is read-only.")
                """,
            capabilities: .init(prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
                                tools: .init(listChanged: false)))
        let inFlight = InFlight()
        await register(on: server, graph: graph, settings: settings, filer: filer, inFlight: inFlight)
        // A client that went away must not kill us mid-write with SIGPIPE; the write fails and the loop ends.
        signal(SIGPIPE, SIG_IGN)
        try await server.start(transport: LineTransport(logger: logger))
        logger.info("mcp server ready", metadata: ["database": "\(graph.path)", "writes": "\(settings.allowWrites)"])
        await server.waitUntilCompleted()
        // stdin is closed; calls already under way still answer (and an add_thought still files) before we go.
        await inFlight.drain(limit: .seconds(120))
        await server.stop()
    }

    /// The method handlers, separate from the transport so they can be served over any `Transport`.
    static func register(on server: Server, graph: KnowledgeGraph, settings: MCPSettings, filer: (any ThoughtFiling)?,
                         inFlight: InFlight) async {
        let tools = GraphTools(graph: graph, settings: settings, filer: filer)
        let resources = GraphResources(graph: graph)
        let review = ReviewPrompt(graph: graph, staleDays: settings.staleDays)
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolCatalog.tools(allowWrites: settings.allowWrites))
        }
        await server.withMethodHandler(CallTool.self) { params in
            await inFlight.run { await tools.call(params.name, params.arguments) }
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: GraphResources.all)
        }
        await server.withMethodHandler(ReadResource.self) { params in
            try await inFlight.run {
                do { return try resources.read(params.uri) } catch let error as MCPError { throw error } catch {
                    throw MCPError.internalError(ToolFailure.from(error).message)
                }
            }
        }
        await server.withMethodHandler(ListPrompts.self) { _ in
            ListPrompts.Result(prompts: [ReviewPrompt.prompt])
        }
        await server.withMethodHandler(GetPrompt.self) { params in
            guard params.name == ReviewPrompt.name else {
                throw MCPError.invalidParams("mynd has no prompt '\(params.name)'; it has \(ReviewPrompt.name).")
            }
            return try await inFlight.run {
                do { return try review.messages(params.arguments) } catch let error as MCPError { throw error } catch {
                    throw MCPError.internalError(ToolFailure.from(error).message)
                }
            }
        }
    }
}
