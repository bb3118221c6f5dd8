import Foundation
import Logging

/// The conversation engine: files what the user says, streams Axel's reply, then learns from the exchange.
///
/// Order of one exchange, and why:
/// 0. The safety check runs first, locally, on every utterance. A person in crisis is answered with care and
///    crisis resources, and what they said is kept as a private thought — never classified, extracted, filed as
///    a goal or sent on as a task (`AxelEngine+Crisis`).
/// 1. The utterance becomes a graph node and a message row **before any network call** — nothing can lose it.
/// 2. The context is built (system prompt, safety, history, goals, facts, neighbourhood, summaries, patterns).
/// 3. The reply streams; each piece is yielded as it arrives, never held for extraction.
///    A grounded (offline) model is the exception: offline extraction is local and fast, so it runs first and
///    the responder can say what it captured.
/// 4. On failure the partial reply is stored marked interrupted and a short spoken fallback is yielded.
/// 5. After the reply, extraction is filed into the graph and memory; ended sessions get their summaries.
public actor AxelEngine {
    public struct Settings: Sendable {
        public var sessionTimeout: TimeInterval
        public var staleDays: Int
        public var budget: ContextBudget
        public var maxTokens: Int
        public var temperature: Double?
        /// What a person in crisis is given (`[safety]`).
        public var crisisResources: CrisisResources

        public init(sessionTimeout: TimeInterval = 30 * 60, staleDays: Int = 3, budget: ContextBudget = ContextBudget(),
                    maxTokens: Int = 1024, temperature: Double? = nil,
                    crisisResources: CrisisResources = CrisisResources(config: MyndConfig.Safety())) {
            self.sessionTimeout = sessionTimeout
            self.staleDays = staleDays
            self.budget = budget
            self.maxTokens = maxTokens
            self.temperature = temperature
            self.crisisResources = crisisResources
        }

        public init(config: MyndConfig, environment: [String: String] = ProcessInfo.processInfo.environment) {
            self.init(sessionTimeout: config.memory.sessionTimeoutMinutes * 60, staleDays: config.proactive.staleDays,
                      budget: ContextBudget(config: config.memory), maxTokens: config.llm.maxTokens, temperature: config.llm.temperature,
                      crisisResources: CrisisResources(config: config.safety, environment: environment))
        }
    }

    public nonisolated let model: any LanguageModel
    public nonisolated let graph: any GraphAccess
    public nonisolated let memory: MemoryStore
    let extractor: any Extractor
    let summarizer: SessionSummarizer
    let context: ContextBuilder
    let settings: Settings
    let safety: SafetyCheck
    let clock: @Sendable () -> Date
    let logger: Logger
    /// Semantic search (`[embeddings]`): recall by meaning, and each exchange's nodes get their vectors.
    public nonisolated let semantic: SemanticIndex?

    /// - Parameters:
    ///   - extractor: defaults to the offline rules for a grounded (offline) model, `ModelExtractor` otherwise.
    ///   - clock: injected so tests can step over the session timeout.
    public init(
        model: any LanguageModel, graph: any GraphAccess, memory: MemoryStore, settings: Settings = Settings(),
        extractor: (any Extractor)? = nil, systemPrompt: String = Prompts.text(.axel), safety: String = Prompts.text(.safety),
        safetyCheck: SafetyCheck = .standard,
        summaryPrompt: String = Prompts.text(.summary), clock: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "mynd.axel"), semantic: SemanticIndex? = nil
    ) {
        self.semantic = semantic
        let grounded = model is any GroundedLanguageModel
        self.model = model
        self.graph = graph
        self.memory = memory
        self.settings = settings
        self.safety = safetyCheck
        self.extractor = extractor ?? (grounded ? OfflineExtractor() : ModelExtractor(model: model, logger: logger))
        self.summarizer = SessionSummarizer(model: grounded ? nil : model, prompt: summaryPrompt, logger: logger)
        self.context = ContextBuilder(graph: graph, memory: memory, budget: settings.budget, staleDays: settings.staleDays,
                                      systemPrompt: systemPrompt, safety: safety, semantic: semantic, logger: logger)
        self.clock = clock
        self.logger = logger
    }

    /// Files `utterance` and starts Axel's reply. Throws only when the utterance cannot be stored.
    /// `metadata` goes onto the utterance's node as it is stored (a spoken one's `Node.heardKey`: the transcriber's
    /// own words when known names were put back).
    public func respond(to utterance: String, source: NodeSource, metadata: [String: String] = [:]) async throws -> AxelExchange {
        let text = utterance.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw AxelError.emptyUtterance }
        let now = clock()
        let assessment = safety.assess(text)
        if let kind = assessment.kind {
            return try await respondToCrisis(text, kind: kind, matched: assessment.matched, source: source, now: now,
                                             metadata: metadata)
        }

        // (a) Commit before anything can fail remotely.
        let node: Node
        let message: StoredMessage
        let opened: (session: ConversationSession, ended: [ConversationSession])
        do {
            opened = try memory.openSession(now: now, timeout: settings.sessionTimeout)
            node = try await graph.add(Node(type: UtteranceClassifier.classify(text), content: text, createdAt: now, source: source,
                                            metadata: metadata))
            message = try memory.append(StoredMessage(sessionID: opened.session.id, role: .user, content: text, createdAt: now, nodeID: node.id))
        } catch {
            throw AxelError.commitFailed(String(describing: error))
        }

        // A grounded responder replies from the extraction, so it is filed first (local rules, milliseconds).
        var preFiled: FiledExtraction?
        var preFailure: String?
        if model is any GroundedLanguageModel {
            (preFiled, preFailure) = await extractAndFile(text, utterance: node, now: now)
        }
        // After a crisis earlier in the session, Axel stays gentle: no goals, no next steps, no nudges.
        let gentle = sessionHadCrisis(opened.session.id, before: message.id)

        // (b) Context.
        let feelings = FeelingStatement.isStated(in: text)
        let request = await request(for: text, session: opened.session.id, before: message.id, now: now,
                                    care: gentle ? .gentle : feelings ? .feelings : .normal)

        // (c, d) Stream.
        let model = model
        let grounding = preFiled
        return launch(utterance: node, opened: opened, preFiled: preFiled, preFailure: preFailure) {
            if let grounded = model as? any GroundedLanguageModel, let grounding {
                return grounded.stream(request, grounding: grounding, gentle: gentle)
            }
            return model.stream(request)
        }
    }

    /// The model request for `text`: the full context, or — when a graph or memory read fails, which must not
    /// cost the reply — the bare prompt with safety and the turn's care instructions.
    func request(for text: String, session: String, before message: Int64?, now: Date, care: ContextCare) async -> ModelRequest {
        do {
            return try await context.build(for: text, session: session, beforeMessage: message, now: now,
                                           maxTokens: settings.maxTokens, temperature: settings.temperature, care: care).request
        } catch {
            logger.warning("context building failed; replying with the bare prompt", metadata: ["error": "\(error)"])
            let instructions = care.instructions
            return ModelRequest(system: context.systemPrompt + "\n\n" + context.safety + (instructions.isEmpty ? "" : "\n\n" + instructions),
                                messages: [ChatMessage(role: .user, content: text)],
                                maxTokens: settings.maxTokens, temperature: settings.temperature)
        }
    }

    /// Streams a reply and schedules its bookkeeping.
    /// - Parameters:
    ///   - opening: text said before the model's (the crisis reply); it is part of the stored reply.
    ///   - fallbackOnError: after a failure, say `fallbackSentence`; off when the opening already said what matters.
    ///   - extract: run extraction after the reply when it did not run before (never for a crisis).
    ///   - events: the model's stream, or nil for no model call.
    func launch(utterance node: Node, opened: (session: ConversationSession, ended: [ConversationSession]),
                preFiled: FiledExtraction?, preFailure: String?, opening: String? = nil, fallbackOnError: Bool = true,
                extract: Bool = true,
                events: @escaping @Sendable () -> AsyncThrowingStream<ModelEvent, any Error>?) -> AxelExchange {
        let (reply, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        let streaming = Task<StreamResult, Never>.detached {
            var result = StreamResult()
            if let opening {
                result.text = opening
                continuation.yield(opening)
            }
            guard let events = events() else {
                continuation.finish()
                return result
            }
            var separated = opening == nil
            do {
                for try await event in events {
                    if Task.isCancelled { break }
                    switch event {
                    case var .text(piece):
                        if !separated, !piece.isEmpty {
                            separated = true
                            if piece.first?.isWhitespace == false { piece = " " + piece }
                        }
                        result.text += piece
                        continuation.yield(piece)
                    case let .usage(usage): result.usage = usage
                    case let .stop(reason): result.stopReason = reason
                    }
                }
                if Task.isCancelled { result.cancelled = true }
            } catch {
                if Task.isCancelled || error is CancellationError {
                    result.cancelled = true
                } else {
                    result.error = error
                    if fallbackOnError {
                        let sentence = Self.fallbackSentence(for: error)
                        result.fallback = sentence
                        continuation.yield(result.text.isEmpty || result.text.last?.isWhitespace == true ? sentence : " " + sentence)
                    }
                }
            }
            continuation.finish()
            return result
        }
        continuation.onTermination = { termination in
            if case .cancelled = termination { streaming.cancel() }
        }

        // (e, f) After the reply: store it, extract, bookkeeping — not cancelled by a barge-in.
        let finishing = Task<ExchangeOutcome, Never> {
            let result = await streaming.value
            return await self.finish(result, utterance: node, session: opened.session, ended: opened.ended,
                                     preFiled: preFiled, preFailure: preFailure, extract: extract)
        }
        return AxelExchange(utterance: node, sessionID: opened.session.id, reply: reply, streaming: streaming, finishing: finishing)
    }

    func finish(_ result: StreamResult, utterance: Node, session: ConversationSession, ended: [ConversationSession],
                preFiled: FiledExtraction?, preFailure: String?, extract: Bool) async -> ExchangeOutcome {
        let now = clock()
        let interrupted = result.error != nil || result.cancelled
        var outcome = ExchangeOutcome(
            utterance: utterance, reply: result.text, interrupted: interrupted, cancelled: result.cancelled,
            failure: result.error.map { String(describing: $0) }, modelError: result.error as? ModelError,
            fallback: result.fallback, usage: result.usage, stopReason: result.stopReason, replyMessage: nil,
            filed: preFiled, extractionFailure: preFailure, summaries: [])
        if let error = result.error { logger.warning("reply failed", metadata: ["error": "\(error)"]) }
        if !result.text.isEmpty || result.usage != nil {
            do {
                outcome.replyMessage = try memory.append(StoredMessage(
                    sessionID: session.id, role: .assistant, content: result.text, createdAt: max(now, utterance.createdAt),
                    interrupted: interrupted, nodeID: utterance.id, usage: result.usage, model: model.name))
            } catch {
                logger.error("could not store the reply", metadata: ["error": "\(error)"])
            }
        }
        do {
            try context.condenseEarlierMessages(inSession: session.id, now: now)
        } catch {
            logger.warning("could not condense the session's earlier messages", metadata: ["error": "\(error)"])
        }
        if extract, preFiled == nil, preFailure == nil {
            (outcome.filed, outcome.extractionFailure) = await extractAndFile(utterance.content, utterance: utterance, now: now)
        }
        for session in ended { if let summary = await summarise(session) { outcome.summaries.append(summary) } }
        if !ended.isEmpty { await refreshPatterns() }
        await indexForSearch([utterance] + (outcome.filed.map { ($0.entities + $0.items).map(\.node) } ?? []))
        return outcome
    }

    /// Gives the exchange's nodes their vectors (with `[embeddings]`); a failure is logged, never thrown: the next
    /// search's backfill catches up.
    private func indexForSearch(_ nodes: [Node]) async {
        guard let semantic else { return }
        do {
            try await semantic.index(nodes)
        } catch {
            logger.warning("semantic indexing failed; full-text search still finds these", metadata: ["error": "\(error)"])
        }
    }

    /// How each exchange's `GraphFiler` is set up beyond its defaults (`RestatementTraining` files the scripts without the
    /// restatement veto and watches the rules' marks).
    var filerSetup: @Sendable (inout GraphFiler) -> Void = { _ in }
    func setFilerSetup(_ setup: @escaping @Sendable (inout GraphFiler) -> Void) { filerSetup = setup }

    /// Extraction then filing; a failure is reported, never thrown (the utterance is already safe).
    private func extractAndFile(_ text: String, utterance: Node, now: Date) async -> (FiledExtraction?, String?) {
        let extraction = await extractor.extract(text, graph: graph)
        var filer = GraphFiler(graph: graph, memory: memory, logger: logger)
        filerSetup(&filer)
        do {
            return (try await filer.file(extraction, utterance: utterance, now: now), nil)
        } catch {
            logger.error("filing the extraction failed", metadata: ["error": "\(error)"])
            return (nil, String(describing: error))
        }
    }

    /// A spoken-style sentence for a failed reply: short, honest, and always saying the thought is safe.
    public static func fallbackSentence(for error: any Error) -> String {
        switch error as? ModelError {
        case .unauthorized?: "I can't reach my language model — the API key was refused. Your thought is saved."
        case .unavailable?: "The language model is busy right now — your thought is saved, so let's try again in a moment."
        case .rejected?: "The language model turned that request down — your thought is saved."
        default: "Sorry, I lost my connection — your thought is saved."
        }
    }
}
