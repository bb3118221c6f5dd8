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

        let speakVoice = voice
        // One conversation for everything said outside push-to-talk, on the voice loop's speaker when there is one.
        let conversation = voice?.conversation ?? runtime.conversation(speaker: nil)
        let say: @Sendable (String) async throws -> String = { text in
            try await Self.reply(conversation.respond(to: text, source: .typed))
        }
        let actions = FollowupActions(
            done: { id in _ = try runtime.graph.complete(NodeID(rawValue: id)) },
            // The scheduler's ledger holds the snooze (one day); touching the goal would silence it for stale_days.
            snooze: { _, _ in },
            talk: { id in
                let goal = try runtime.graph.touch(NodeID(rawValue: id))
                _ = try await Self.reply(conversation.talk(about: goal))
            })
        let retention = RetentionSweeper(memory: MemoryStore(runtime.graph.writer), retentionDays: config.memory.retentionDays,
                                         logger: logger)
        return DaemonParts(
            voice: voice, voiceProblem: voiceProblem, say: say,
            followupSource: GraphFollowupSource(graph: runtime.graph), followupActions: actions,
            speakBriefing: { text in
                guard speakVoice != nil else { return }
                for await _ in conversation.speak(text) {}
            },
            onReload: { reloaded in
                retention.update(retentionDays: reloaded.memory.retentionDays)
                runtime.reconfigure(reloaded, environment: environment, logger: logger)
                await speakVoice?.apply(speech: reloaded.speech)
                return ConfigKey.needingRestart(from: config, to: reloaded)
            },
            services: [SessionSweeper(engine: { runtime.engine }, logger: logger), retention] + (engine.map { [EngineService(engine: $0)] } ?? [])
                + (voice.map { [$0] } ?? []),
            publishers: [reports] + (voice.map { [$0] } ?? []))
    }

    /// `say` and follow-up talks: Axel's reply text, once it is spoken (when there is a voice) and filed.
    /// An exchange that cannot start is the control fault `axel_failed`.
    static func reply(_ events: AsyncStream<ConversationEvent>) async throws -> String {
        var reply = ""
        for await event in events {
            switch event {
            case let .text(piece): reply += piece
            case let .failed(.notStarted(error)): throw ControlFault(code: "axel_failed", message: "\(error)")
            case .failed, .spoken, .replyDone, .filed: continue
            }
        }
        return reply
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
