import Foundation
import Logging
import MyndControl
import MyndCore
import MyndDaemon
import MyndVoice

/// The real parts of the daemon: the graph kept in memory, Axel, the voice loop and follow-ups.
///
/// Nothing here may stop the daemon from starting: no audio server means no voice (said in `status`), a model
/// problem means the offline Axel, and only a database that cannot be opened is fatal (exit 74).
public enum DaemonWiring {
    public static func parts(config: MyndConfig, paths: MyndPaths, logger: Logger) async -> DaemonParts {
        let environment = ProcessInfo.processInfo.environment
        // What `mynd status` says about the transcriber and the voice, each time it changes.
        let reports = EngineReports()
        let transcriberStatus = reports.transcriberReport, speechStatus = reports.speechReport
        let runtime: MyndRuntime
        do {
            runtime = try MyndRuntime.open(config: config, databasePath: KnowledgeGraph.defaultPath(environment: environment),
                                           mode: .inMemory, environment: environment, logger: logger)
        } catch {
            logger.critical("cannot open the knowledge graph: \(error)")
            Foundation.exit(74)
        }
        if let problem = runtime.modelProblem { logger.warning("\(problem)") }
        logger.info("Axel answers with \(runtime.model.name)")

        let engine = LocalEngineWiring.engine(runtime: runtime, paths: paths, environment: environment, logger: logger,
                                              report: transcriberStatus)
        var voice: VoiceLoop?
        var voiceProblem: String?
        do {
            voice = try await VoiceLoop.open(runtime: runtime, environment: environment, logger: logger, engine: engine,
                                             paths: paths, speechStatus: { speechStatus.yield($0) })
        } catch {
            voiceProblem = "\(error)"
        }

        // One conversation for everything said outside push-to-talk, on the voice loop's speaker when there is one.
        let replies = ConversationReplies(conversation: voice?.conversation ?? runtime.conversation(speaker: nil),
                                          speaksBriefing: voice != nil)
        let retention = RetentionSweeper(memory: MemoryStore(runtime.graph.writer), retentionDays: config.memory.retentionDays,
                                         logger: logger)
        return DaemonParts(
            voice: voice, voiceProblem: voiceProblem, replies: replies,
            followupSource: GraphFollowupSource(graph: runtime.graph),
            followupResponder: GraphFollowupResponder(graph: runtime.graph, replies: replies),
            reloading: RuntimeReloader(runtime: runtime, retention: retention, voice: voice, started: config,
                                       environment: environment, logger: logger),
            store: GraphStoreService(graph: runtime.graph, logger: logger),
            services: [SessionSweeper(engine: { runtime.engine }, logger: logger), retention,
                       SearchIndexTidier(graph: runtime.graph, logger: logger)] + (engine.map { [EngineService(engine: $0)] } ?? [])
                + (voice.map { [$0] } ?? []),
            publishers: [reports] + (voice.map { [$0] } ?? []))
    }
}

/// The engines' health as `mynd status` shows it (`transcriber`, `speech`), reported by the local Whisper engine's
/// supervisor and the speech engines as it changes, published into the hub while the daemon runs.
struct EngineReports: StatusPublisher {
    let transcriberReports: AsyncStream<String>
    let transcriberReport: AsyncStream<String>.Continuation
    let speechReports: AsyncStream<String>
    let speechReport: AsyncStream<String>.Continuation

    init() {
        (transcriberReports, transcriberReport) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
        (speechReports, speechReport) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
    }

    func publish(into hub: StatusHub, logger: Logger) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for await report in transcriberReports { await hub.update { $0.transcriber = report } } }
            group.addTask { for await report in speechReports { await hub.update { $0.speech = report } } }
        }
    }
}
