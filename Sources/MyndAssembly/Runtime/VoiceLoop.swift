import Foundation
import MyndControl
import Logging
import MyndCore
import MyndDaemon
import MyndVoice
import ServiceLifecycle

/// The real voice loop behind the daemon's `VoiceControl`: the microphone, the transcriber chain, Axel and
/// espeak-ng, driven by the push-to-talk machine.
public final class VoiceLoop: VoiceControl {
    public let machine: PushToTalk
    let speaker: SentenceSpeaker
    let playback: PulsePlayback
    /// espeak-ng or Piper, from `[speech] engine`; nil in tests that pass their own speaker.
    let engines: SpeechEngines?

    /// Opens (warms) the playback stream now, so the first reply is not a second late. Throws when there is no
    /// audio server: the daemon then runs without voice and says why.
    /// `engine`: the daemon's supervised local speech engine, when `[transcriber] kind = "local"`.
    /// `speechStatus` hears what `mynd status` should say about the voice (engine, voice, fallback), on each change.
    public static func open(runtime: MyndRuntime, environment: [String: String], logger: Logger,
                            engine: LocalEngine? = nil, paths: MyndPaths? = nil,
                            speechStatus: (@Sendable (String) -> Void)? = nil) async throws -> VoiceLoop {
        let config = runtime.config
        let playback = PulsePlayback(audio: config.audio)
        try await playback.open()
        let transcriber = try runtime.transcriber(environment: environment, logger: logger, engine: engine)
        let speaker = SentenceSpeaker(speech: config.speech, sink: playback)
        let engines = SpeechEngines(paths: paths ?? MyndPaths(environment: environment), environment: environment,
                                    logger: logger, report: speechStatus ?? { _ in })
        await speaker.apply(config.speech, synthesizer: await engines.synthesizer(for: config.speech))
        await speaker.warmUp()
        let machine = runtime.pushToTalk(transcriber: transcriber, speaker: speaker, sink: playback)
        // The known-name correction's word lists and the graph's names are read now, not after the first key release.
        if config.transcriber.correctNames {
            KnownNameCorrection.warmUp(names: runtime.transcriptionHints().knownNames)
        }
        return VoiceLoop(machine: machine, speaker: speaker, playback: playback, engines: engines)
    }

    init(machine: PushToTalk, speaker: SentenceSpeaker, playback: PulsePlayback, engines: SpeechEngines? = nil) {
        self.machine = machine
        self.speaker = speaker
        self.playback = playback
        self.engines = engines
    }

    /// A press silences every speech first — a reply to `say`, a Talk, the briefing, not only push-to-talk's
    /// own — so the microphone never hears Axel.
    public func startListening() async throws {
        await speaker.stop()
        do {
            try await machine.startListening()
        } catch {
            throw VoiceLoopError.cannotListen("\(error)")
        }
    }

    public func stopListening() async throws { await machine.release() }

    public func cancelListening() async throws { await machine.cancel() }

    public func stopSpeaking() async { await speaker.stop() }

    /// `mirrorPhases` is the one writer of the voice phases.
    public var publishesPhases: Bool { true }

    /// Axel spoken on this loop's voice, for what is said outside push-to-talk (`say`, follow-up talks, the
    /// morning briefing): one speaker, so a press silences those too.
    public var conversation: Conversation { machine.conversation }

    public func close() { playback.close() }

    /// Stops mynd's own Piper, if it runs one (daemon shutdown).
    public func stopEngines() async { await engines?.shutdown() }

    /// `[speech]` after a configuration reload, the engine included (Piper starts, restarts or stops here).
    public func apply(speech: MyndConfig.Speech) async {
        if let engines {
            await speaker.apply(speech, synthesizer: await engines.synthesizer(for: speech))
        } else {
            await speaker.apply(speech)
        }
        await speaker.warmUp()
    }

    /// The push-to-talk machine's states as the daemon's status phases ("listening", "speaking", …), so
    /// `mynd status --follow` shows what the voice loop is really doing, not only what the socket asked for.
    /// A turn that ends without a reply (nothing heard, a failure) is logged and shown as `lastError`.
    public func mirrorPhases(into hub: StatusHub, logger: Logger) async {
        for await event in await machine.events() {
            switch event {
            case let .state(state):
                let phase: String = switch state {
                case .idle: "idle"
                case .listening: "listening"
                case .transcribing: "transcribing"
                case .thinking: "thinking"
                case .speaking: "speaking"
                case .error: "error"
                }
                if case let .error(reason) = state {
                    logger.error("push-to-talk turn failed: \(reason)")
                    await hub.update { $0.phase = phase; $0.lastError = "push-to-talk: \(reason)" }
                } else {
                    await hub.update { $0.phase = phase }
                }
            case let .heard(transcript):
                // What was said stays out of the log; its size and who heard it do not.
                let putBack = transcript.heard == nil ? "" : ", known names put back"
                logger.info("heard \(transcript.text.split(separator: " ").count) words (\(transcript.transcriber))\(putBack)")
            case let .unheard(reason):
                logger.notice("push-to-talk: nothing to answer: \(reason)")
                await hub.update { $0.lastError = "push-to-talk: nothing to answer: \(reason)" }
            case .reply, .filed:
                continue
            }
        }
    }
}

public enum VoiceLoopError: Error, CustomStringConvertible {
    case cannotListen(String)

    public var description: String {
        switch self {
        case let .cannotListen(reason): "cannot listen: \(reason)"
        }
    }
}

/// The daemon runs the voice loop in its service group: it publishes the push-to-talk phases while the daemon
/// runs, and at shutdown it silences Axel, stops mynd's own Piper and closes the playback stream — by the group's
/// graceful shutdown, not by a step written into the daemon.
extension VoiceLoop: StatusPublisher, Service {
    public func publish(into hub: StatusHub, logger: Logger) async {
        await mirrorPhases(into: hub, logger: logger)
    }

    public func run() async throws {
        try? await gracefulShutdown()
        await stopSpeaking()
        await stopEngines()
        close()
    }
}
