import ArgumentParser
import Foundation
import MyndAssembly
import MyndControl
import Logging
import MyndCLI
import MyndCore
import MyndDaemon
import MyndVoice

/// Opening the configured runtime for the commands that talk to Axel (`ask`, `chat`, `listen`).
extension GlobalOptions {
    /// The configuration (file, then environment). A broken file is a clear message and exit 78 (EX_CONFIG).
    func loadConfig() throws -> MyndConfig {
        Self.loadConfigOrExit(note: note)
    }

    /// The configuration for commands without global options; a broken file exits 78 with the reason.
    static func loadConfigOrExit(note: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> MyndConfig {
        let loader = ConfigLoader(environment: ProcessInfo.processInfo.environment)
        do {
            let loaded = try loader.load()
            for warning in loaded.warnings { note("mynd: \(loaded.path): \(warning)") }
            return loaded.config
        } catch {
            Exit.fail("\(error)", code: ExitCode(78))
        }
    }

    /// Graph, memory, model and engine for a one-shot command. Says on stderr when the offline Axel stands in.
    func openRuntime(config: MyndConfig) throws -> MyndRuntime {
        let logger = Logger(label: "mynd") { _ in quiet ? SwiftLogNoOpLogHandler() as any LogHandler : StreamLogHandler.standardError(label: "mynd") }
        do {
            let runtime = try MyndRuntime.open(config: config, databasePath: databasePath, mode: .onDemand,
                                               environment: ProcessInfo.processInfo.environment, logger: logger)
            if let problem = runtime.modelProblem { note("mynd: \(problem)") }
            // [memory] retention_days holds for one-shot conversations too, not only while the daemon runs.
            do { try MemoryStore(runtime.graph.writer).sweep(retentionDays: config.memory.retentionDays, now: Date()) } catch {
                note("mynd: retention sweep failed: \(error)")
            }
            return runtime
        } catch let error as GraphError {
            Exit.fail("\(error)", code: Exit.code(for: error))
        }
    }

    /// A warm playback stream for speaking replies, or nil (with a note) when there is no audio server.
    func openSpeaker(config: MyndConfig) async -> (SentenceSpeaker, PulsePlayback)? {
        guard config.speech.enabled else { return nil }
        let playback = PulsePlayback(audio: config.audio)
        do {
            try await playback.open()
        } catch {
            note("mynd: not speaking: \(error)")
            playback.close()
            return nil
        }
        let speaker = SentenceSpeaker(speech: config.speech, sink: playback)
        if config.speech.engine == "piper" {
            // The daemon's Piper when it runs, else one for this command (ended with the process: setpriv's
            // parent-death signal); espeak-ng stands in whenever Piper does not answer, said once on stderr.
            let environment = ProcessInfo.processInfo.environment
            let (synthesizer, engines) = await SpeechEngines.oneShot(
                speech: config.speech, paths: MyndPaths(environment: environment), environment: environment,
                logger: Logger(label: "mynd") { _ in SwiftLogNoOpLogHandler() },
                report: { line in if !line.hasPrefix("piper") { FileHandle.standardError.write(Data("mynd: speech: \(line)\n".utf8)) } })
            OneShotSpeech.engines = engines
            await speaker.apply(config.speech, synthesizer: synthesizer)
        }
        // While the model thinks: the first sentence then finds espeak-ng and the text rules ready.
        Task { await speaker.warmUp() }
        return (speaker, playback)
    }
}

/// Keeps a one-shot command's Piper alive for the rest of the process.
enum OneShotSpeech {
    nonisolated(unsafe) static var engines: SpeechEngines?
}
