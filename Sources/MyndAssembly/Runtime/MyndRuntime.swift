import Foundation
import MyndControl
import Logging
import MyndCore
import MyndNet
import MyndVoice
import Synchronization

/// The composition root: one place that turns a configuration into the working parts — the graph, memory,
/// the language model (a configured provider, else the embedded offline Axel), the engine and the transcriber
/// chain — so `mynd ask`, `mynd listen` and `mynd daemon` are wired the same way.
///
/// The graph and memory stay for the process's life; the configuration, model and engine can be replaced by a
/// reload (`reconfigure`), and every user of the runtime sees the new ones from its next exchange on.
public struct MyndRuntime: Sendable {
    public let graph: KnowledgeGraph
    public let memory: MemoryStore
    private let live: Live

    /// What a reload replaces.
    struct Parts: Sendable {
        var config: MyndConfig
        var model: any LanguageModel
        var modelProblem: String?
        var engine: AxelEngine
    }

    final class Live: Sendable {
        let parts: Mutex<Parts>
        init(_ parts: Parts) { self.parts = Mutex(parts) }
    }

    public var config: MyndConfig { live.parts.withLock { $0.config } }
    public var model: any LanguageModel { live.parts.withLock { $0.model } }
    /// Why the offline Axel answers although a provider was asked for (a missing key, an unknown provider).
    public var modelProblem: String? { live.parts.withLock { $0.modelProblem } }
    public var engine: AxelEngine { live.parts.withLock { $0.engine } }

    /// Opens the graph at `databasePath` and builds the engine. Never fails for a model problem: the
    /// offline Axel takes over and `modelProblem` says why. Fails only when the database cannot be opened.
    public static func open(config: MyndConfig, databasePath: String, mode: KnowledgeGraph.Mode,
                            environment: [String: String], logger: Logger) throws -> MyndRuntime {
        let graph = try KnowledgeGraph(path: databasePath, mode: mode)
        let memory = MemoryStore(graph.writer)
        let parts = makeParts(config: config, graph: graph, memory: memory, environment: environment, logger: logger)
        return MyndRuntime(graph: graph, memory: memory, live: Live(parts))
    }

    /// Applies a reloaded configuration: a new model and engine (model, key, limits, memory and safety
    /// settings) from the next exchange on; an exchange in flight finishes with the old ones.
    public func reconfigure(_ config: MyndConfig, environment: [String: String], logger: Logger) {
        let parts = Self.makeParts(config: config, graph: graph, memory: memory, environment: environment, logger: logger)
        live.parts.withLock { $0 = parts }
    }

    private static func makeParts(config: MyndConfig, graph: KnowledgeGraph, memory: MemoryStore,
                                  environment: [String: String], logger: Logger) -> Parts {
        let access = graph.graphAccess
        var problem: String?
        var model: (any LanguageModel)?
        do {
            model = try ModelFactory.make(config: config.llm, environment: environment)
        } catch {
            problem = "\(error); using the offline Axel"
            logger.warning("language model unavailable", metadata: ["reason": "\(error)"])
        }
        let chosen = model ?? OfflineAxel(graph: access, staleDays: config.proactive.staleDays)
        let semantic = OpenAIEmbedder.make(config: config.embeddings).map {
            SemanticIndex(embedder: $0, graph: graph, minimum: Float(config.embeddings.minSimilarity))
        }
        let engine = AxelEngine(model: chosen, graph: access, memory: memory,
                                settings: AxelEngine.Settings(config: config, environment: environment),
                                systemPrompt: Prompts.text(.axel, environment: environment), logger: logger,
                                semantic: semantic)
        return Parts(config: config, model: chosen, modelProblem: problem, engine: engine)
    }

    /// The transcriber chain: the configured one (or the one `preferring` names), then the embedded offline
    /// decoder. `preferring: "offline"` uses the offline decoder alone. Kind "local" is the daemon's supervised
    /// `engine` when given, else the daemon's engine if it answers or a private one (`OneShotLocalTranscriber`).
    public func transcriber(preferring kind: String? = nil, url: String? = nil, environment: [String: String],
                            logger: Logger, engine: LocalEngine? = nil) throws -> any Transcriber {
        var chain: [any Transcriber] = []
        if kind != "offline" {
            var section = config.transcriber
            if let kind { section.kind = kind }
            if let url { section.url = url }
            if let remote = try TranscriberFactory.make(config: section, environment: environment) {
                chain.append(remote)
            } else if section.kind == "local" {
                if let engine {
                    chain.append(LocalEngineTranscriber(engine: engine, language: section.language, timeout: section.timeout,
                                                        speculation: section.transcribeAtPauses ? PauseSpeculation() : nil))
                } else {
                    chain.append(OneShotLocalTranscriber(config: section, paths: MyndPaths(environment: environment),
                                                         environment: environment, logger: logger,
                                                         prompt: { [self] in self.enginePrompt() }))
                }
            }
        }
        do {
            chain.append(try OfflineTranscriber())
        } catch {
            if chain.isEmpty { throw error }
            logger.warning("offline transcriber unavailable", metadata: ["reason": "\(error)"])
        }
        // Always a chain, even of one: the chain is where every transcript is filtered and its known names put back.
        return TranscriberChain(chain)
    }

    /// Stops what a one-shot transcriber started (a private local engine); harmless for the others.
    public static func close(_ transcriber: any Transcriber) async {
        let parts = (transcriber as? TranscriberChain)?.transcribers ?? [transcriber]
        for part in parts {
            if let local = part as? OneShotLocalTranscriber { await local.close() }
        }
    }

    /// Names of the people and projects in the graph, so a Whisper endpoint spells them right: people first, each
    /// kind most recently mentioned first (a prompt is cut to a budget, and the people said lately are the likeliest
    /// to be said again).
    /// The same names are what a transcript is corrected toward (`knownNames`, `TranscriberChain`).
    /// `vocabulary` is empty with `[transcriber] prompt_names = false`, `knownNames` with `correct_names = false`.
    public func transcriptionHints() -> TranscriptionHints {
        let section = config.transcriber
        guard section.promptNames || section.correctNames else { return TranscriptionHints(language: section.language) }
        let names = (((try? graph.recentlyTouched(ofType: .person, limit: 200)) ?? [])
            + ((try? graph.recentlyTouched(ofType: .project, limit: 100)) ?? [])).map(\.content)
        return TranscriptionHints(language: section.language, vocabulary: section.promptNames ? names : [],
                                  knownNames: section.correctNames ? names : [])
    }

    /// What mynd's own Whisper engine is primed with when it starts: the graph's names, most recently mentioned
    /// first, within `WhisperPrompt`'s budget (Benchmarks/STTBench/names_bench.py measured why).
    public func enginePrompt() -> String? {
        WhisperPrompt.build(lead: nil, names: transcriptionHints().vocabulary)
    }
}
