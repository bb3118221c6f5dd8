import Foundation
import MyndControl
import Logging
import MyndCore
import MyndNet

/// The local engine as a transcriber: a Wyoming client on the supervised engine's socket, named "local".
///
/// When the engine is not ready (loading, restarting, not installed) it fails at once with the reason, so the
/// chain's next transcriber (pocketsphinx) answers the turn without waiting.
public struct LocalEngineTranscriber: StreamingTranscriber {
    public let engine: LocalEngine
    public let language: String?
    public let timeout: Double
    /// Transcribe early at pauses (`[transcriber] transcribe_at_pauses`).
    public let speculation: PauseSpeculation?

    public init(engine: LocalEngine, language: String?, timeout: Double, speculation: PauseSpeculation? = PauseSpeculation()) {
        self.engine = engine
        self.language = language
        self.timeout = timeout
        self.speculation = speculation
    }

    public var name: String { "local" }

    public func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        try await client().transcribe(clip, hints: hints)
    }

    public func startStream(sampleRate: Int, hints: TranscriptionHints) async throws -> any TranscriptionStream {
        try await client().startStream(sampleRate: sampleRate, hints: hints)
    }

    private func client() async throws -> WyomingTranscriber {
        guard let endpoint = await engine.readyEndpoint() else {
            throw LocalEngineError.notReady(await engine.health.description)
        }
        return WyomingTranscriber(configuration: .init(endpoint: endpoint, name: name, language: language,
                                                       connectTimeout: 2, timeout: timeout, speculation: speculation))
    }
}

public enum LocalEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    case notReady(String)

    public var description: String {
        switch self {
        case let .notReady(health): "the local speech engine is not ready (\(health))"
        }
    }
}

/// For one-shot commands (`mynd transcribe`, `mynd listen`, doctor): the daemon's engine when it answers on its
/// socket, else a private engine started for this process (the model loads in a few seconds) and stopped with it.
public actor OneShotLocalTranscriber: StreamingTranscriber {
    public nonisolated let setup: Result<LocalEngineSetup, LocalEngineProblem>
    private let config: MyndConfig.TranscriberSection
    private let paths: MyndPaths
    private let environment: [String: String]
    private let logger: Logger
    private let prompt: @Sendable () -> String?
    private var privateEngine: (engine: LocalEngine, task: Task<Void, Never>)?

    /// `prompt` primes a private engine as the daemon primes its own (the graph's names), so `mynd transcribe` and
    /// `mynd listen` hear names as the daemon does.
    public init(config: MyndConfig.TranscriberSection, paths: MyndPaths, environment: [String: String], logger: Logger,
                prompt: @escaping @Sendable () -> String? = { nil }) {
        self.prompt = prompt
        self.config = config
        self.paths = paths
        self.environment = environment
        self.logger = logger
        setup = Result { () throws(LocalEngineProblem) in
            try LocalEngineSetup.resolve(config: config, paths: paths, environment: environment)
        }
    }

    public nonisolated var name: String { "local" }

    public func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        try await client().transcribe(clip, hints: hints)
    }

    /// Streams only to an engine already answering: starting one takes seconds, and the key press must not wait.
    public func startStream(sampleRate: Int, hints: TranscriptionHints) async throws -> any TranscriptionStream {
        let setup = try setup.get()
        var endpoint: WyomingEndpoint?
        if let running = privateEngine { endpoint = await running.engine.readyEndpoint() }
        if endpoint == nil, (try? await WyomingInfo.fetch(from: setup.endpoint, timeout: 0.5)) != nil { endpoint = setup.endpoint }
        guard let endpoint else { throw LocalEngineError.notReady("no engine is running yet") }
        return try await client(endpoint).startStream(sampleRate: sampleRate, hints: hints)
    }

    /// Stops the private engine, if one was started.
    public func close() async {
        guard let running = privateEngine else { return }
        privateEngine = nil
        running.task.cancel()
        await running.task.value
    }

    private func client(_ known: WyomingEndpoint? = nil) async throws -> WyomingTranscriber {
        let setup = try setup.get()
        var endpoint = known ?? setup.endpoint
        if known == nil, (try? await WyomingInfo.fetch(from: endpoint, timeout: 1)) == nil {
            endpoint = try await startPrivateEngine(setup)
        }
        return WyomingTranscriber(configuration: .init(endpoint: endpoint, name: name, language: config.language,
                                                       connectTimeout: 2, timeout: config.timeout,
                                                       speculation: config.transcribeAtPauses ? PauseSpeculation() : nil))
    }

    private func startPrivateEngine(_ shared: LocalEngineSetup) async throws -> WyomingEndpoint {
        if let running = privateEngine, let endpoint = await running.engine.readyEndpoint() { return endpoint }
        var setup = shared
        setup.socketPath = paths.runtimeDirectory + "/whisper-\(getpid()).sock"
        let engine = LocalEngine(setup: .success(setup), settings: .init(startTimeout: 120, firstBackoff: 1, maxBackoff: 1),
                                 environment: environment, prompt: prompt, logger: logger)
        let task = Task { await engine.supervise() }
        privateEngine = (engine, task)
        while true {
            try Task.checkCancellation()
            let health = await engine.health
            if let endpoint = await engine.readyEndpoint() { return endpoint }
            if case let .restarting(reason, _) = health {
                await close()
                throw LocalEngineError.notReady(reason)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
}
