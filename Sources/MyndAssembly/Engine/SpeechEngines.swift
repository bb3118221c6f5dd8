import Foundation
import MyndControl
import Logging
import MyndCore
import MyndNet
import MyndVoice

/// The speech engine behind the voice loop, from `[speech]`: espeak-ng, or Piper (mynd's own wyoming-piper, which
/// it starts, supervises and restarts here, or a Wyoming server at `piper_url`) with espeak-ng standing in.
///
/// `synthesizer(for:)` is called at start and on every reload: a changed voice or rate restarts mynd's Piper
/// (the length scale is a start-up argument), `engine = "espeak"` stops it. `report` hears the status line.
public actor SpeechEngines {
    private let paths: MyndPaths
    private let environment: [String: String]
    private let logger: Logger
    private let report: @Sendable (String) -> Void
    private let socketName: String
    private var running: (setup: PiperEngineSetup, engine: LocalEngine, task: Task<Void, Never>)?

    public init(paths: MyndPaths, environment: [String: String], logger: Logger,
                socketName: String = "piper.sock", report: @escaping @Sendable (String) -> Void = { _ in }) {
        self.socketName = socketName
        self.paths = paths
        self.environment = environment
        self.logger = logger
        self.report = report
    }

    /// "espeak-ng, voice en-us".
    static func espeakLabel(_ speech: MyndConfig.Speech) -> String { "espeak-ng, voice \(speech.voice)" }

    public func synthesizer(for speech: MyndConfig.Speech) async -> any SpeechSynthesizer {
        let espeak = EspeakSynthesizer(voice: .init(speech))
        guard speech.engine == "piper", speech.enabled else {
            await stopEngine()
            report(Self.espeakLabel(speech))
            return espeak
        }
        let (logger, report) = (logger, report)
        let fallbackLabel = Self.espeakLabel(speech)
        if let url = speech.piperURL {
            await stopEngine()
            guard let endpoint = try? WyomingEndpoint(url: url) else {
                return unavailable("speech.piper_url \"\(url)\" is not a Wyoming address", speech: speech, espeak: espeak)
            }
            let label = "piper at \(url), voice \(speech.piperVoice)"
            let health = SpeechEngineHealth(engine: label, fallback: fallbackLabel, retryAfter: .seconds(30)) {
                Self.announce($0, $1, logger: logger, report: report)
            }
            report(label)
            let primary = WyomingSynthesizer(configuration: .init(endpoint: endpoint, voice: Self.voiceName(speech.piperVoice),
                                                                  sampleRate: espeak.sampleRate, volume: speech.volume))
            return FallbackSynthesizer(primary: primary, fallback: espeak, health: health)
        }
        let setup: PiperEngineSetup
        do {
            setup = try PiperEngineSetup.resolve(speech: speech, paths: paths, environment: environment, socketName: socketName)
        } catch {
            return unavailable(error.description, speech: speech, espeak: espeak)
        }
        let engine = await start(setup, speech: speech)
        let label = "piper (mynd's own), voice \(setup.voice)"
        let health = SpeechEngineHealth(engine: label, fallback: fallbackLabel, retryAfter: nil) {
            Self.announce($0, $1, logger: logger, report: report)
        }
        report("\(label): \(await engine.health)")
        let primary = LocalPiperSynthesizer(engine: engine, voice: setup.voice, volume: speech.volume, sampleRate: espeak.sampleRate)
        return FallbackSynthesizer(primary: primary, fallback: espeak, health: health)
    }

    /// The supervised engine, if mynd runs one (for tests and status).
    public var localEngine: LocalEngine? { running?.engine }

    /// Waits up to `timeout` seconds for mynd's Piper to answer (one-shot commands, so the first sentence is Piper's);
    /// false when it is not running, failed to start, or is still loading.
    public func waitUntilReady(timeout: Double) async -> Bool {
        guard let engine = running?.engine else { return false }
        let deadline = ContinuousClock.now + .seconds(timeout)
        while ContinuousClock.now < deadline {
            if await engine.readyEndpoint() != nil { return true }
            switch await engine.health {
            case .restarting, .unavailable: return false
            case .stopped, .starting, .ready: break  // stopped: the supervisor has not begun yet
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    /// For one-shot commands (`mynd speak --engine piper`, doctor): the daemon's Piper when it answers on its socket,
    /// else a private one started for this process (a few seconds) — stop it with `shutdown()`.
    public static func oneShot(speech: MyndConfig.Speech, paths: MyndPaths, environment: [String: String],
                               logger: Logger, report: @escaping @Sendable (String) -> Void = { _ in }) async
        -> (synthesizer: any SpeechSynthesizer, engines: SpeechEngines) {
        let daemonSocket = paths.runtimeDirectory + "/piper.sock"
        if speech.engine == "piper", speech.piperURL == nil, FileManager.default.fileExists(atPath: daemonSocket),
           (try? await WyomingInfo.fetch(from: .unix(path: daemonSocket), timeout: 1)) != nil {
            var viaDaemon = speech
            viaDaemon.piperURL = "unix://" + daemonSocket
            let engines = SpeechEngines(paths: paths, environment: environment, logger: logger, report: report)
            return (await engines.synthesizer(for: viaDaemon), engines)
        }
        let engines = SpeechEngines(paths: paths, environment: environment, logger: logger,
                                    socketName: "piper-\(getpid()).sock", report: report)
        let synthesizer = await engines.synthesizer(for: speech)
        _ = await engines.waitUntilReady(timeout: 60)
        return (synthesizer, engines)
    }

    /// Stops mynd's Piper (daemon shutdown).
    public func shutdown() async { await stopEngine() }

    private func start(_ setup: PiperEngineSetup, speech: MyndConfig.Speech) async -> LocalEngine {
        if let running, running.setup == setup { return running.engine }
        await stopEngine()
        let (report, label) = (report, "piper (mynd's own), voice \(setup.voice)")
        let engine = LocalEngine(launch: setup, unavailable: nil, environment: environment, logger: logger) { health in
            report("\(label): \(health)" + (health.isReady ? "" : " — espeak-ng speaks meanwhile"))
        }
        running = (setup, engine, Task { await engine.supervise() })
        return engine
    }

    private func stopEngine() async {
        guard let current = running else { return }
        running = nil
        current.task.cancel()
        // SIGTERM, then SIGKILL after 2 s: wyoming-piper waits for open connections on SIGTERM alone.
        await current.engine.stop()
        await current.task.value
    }

    private func unavailable(_ why: String, speech: MyndConfig.Speech, espeak: EspeakSynthesizer) -> any SpeechSynthesizer {
        let line = "\(Self.espeakLabel(speech)) — piper is unavailable: \(why)"
        logger.warning("speech: \(line)")
        report(line)
        return espeak
    }

    /// A voice path's name ("/x/en_GB-alan-low.onnx" → "en_GB-alan-low"), as a Wyoming server knows it.
    static func voiceName(_ configured: String) -> String {
        let trimmed = configured.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(".onnx") || trimmed.contains("/") else { return trimmed }
        let last = URL(fileURLWithPath: trimmed).lastPathComponent
        return last.hasSuffix(".onnx") ? String(last.dropLast(5)) : last
    }

    /// One log line when Piper stops answering and one when it is back; every change to status.
    private static func announce(_ status: String, _ change: SpeechEngineHealth.Change, logger: Logger,
                                 report: @Sendable (String) -> Void) {
        switch change {
        case .failed: logger.warning("speech: \(status)")
        case .recovered: logger.info("speech: \(status) speaks again")
        case .stillFailing: break
        }
        report(status)
    }
}
