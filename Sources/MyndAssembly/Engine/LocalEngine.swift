import Foundation
import Glibc
import Logging
import MyndNet

/// Supervises mynd's local speech engine (wyoming-faster-whisper): starts it on a private unix socket, waits until
/// it answers `describe`, keeps it running with the model loaded, restarts it with backoff when it dies, and stops
/// it on shutdown. Started through `setpriv --pdeathsig KILL`, so it does not outlive a killed daemon.
///
/// It never blocks a turn: `readyEndpoint` says at once whether the engine can answer; when it cannot, the caller's
/// chain falls back (pocketsphinx) and `health` says why — logged once per change, shown by status and doctor.
public actor LocalEngine {
    public enum Health: Hashable, Sendable, CustomStringConvertible {
        /// Cannot run here (not installed, no model); nothing will be retried.
        case unavailable(String)
        case starting
        /// Answering on its socket.
        case ready(pid: Int32, program: String?)
        /// Died or failed to start; the next attempt comes after `retryIn` seconds.
        case restarting(reason: String, retryIn: Double)
        case stopped

        public var description: String {
            switch self {
            case let .unavailable(why): "unavailable: \(why)"
            case .starting: "starting (loading the model)"
            case let .ready(pid, program): "ready (pid \(pid)" + (program.map { ", \($0)" } ?? "") + ")"
            case let .restarting(reason, delay): "down: \(reason); restarting in \(Int(delay.rounded(.up))) s"
            case .stopped: "stopped"
            }
        }

        public var isReady: Bool { if case .ready = self { true } else { false } }
    }

    public struct Settings: Sendable {
        /// How long the engine may take to load its model before the attempt counts as failed.
        public var startTimeout: Double = 120
        public var firstBackoff: Double = 1
        public var maxBackoff: Double = 30
        public init(startTimeout: Double = 120, firstBackoff: Double = 1, maxBackoff: Double = 30) {
            self.startTimeout = startTimeout
            self.firstBackoff = firstBackoff
            self.maxBackoff = maxBackoff
        }
    }

    /// nil when the engine cannot run here (`health` then says why).
    public nonisolated let launch: (any EngineLaunch)?
    /// The Whisper engine's setup (nil for another engine, such as Piper).
    public nonisolated var setup: LocalEngineSetup? { launch as? LocalEngineSetup }
    public nonisolated let settings: Settings
    private let environment: [String: String]
    /// Asked at every start: the prompt for requests that carry no names of their own.
    private let prompt: @Sendable () -> String?
    private let logger: Logger
    private let onHealth: @Sendable (Health) -> Void
    public private(set) var health: Health
    private var process: EngineProcess?
    /// How many times the engine has been started (for tests and status).
    public private(set) var starts = 0

    /// `prompt`: what primes recognition (the graph's names, `MyndRuntime.enginePrompt`), asked each time the engine starts.
    /// It answers requests that carry no names; mynd's own requests carry the graph's names of that moment
    /// (`LocalEngineSetup.bootstrap`), so a running engine hears names learned after it started.
    public init(setup: Result<LocalEngineSetup, LocalEngineProblem>, settings: Settings = Settings(),
                environment: [String: String] = ProcessInfo.processInfo.environment,
                prompt: @escaping @Sendable () -> String? = { nil },
                logger: Logger = Logger(label: "mynd.engine"), onHealth: @escaping @Sendable (Health) -> Void = { _ in }) {
        switch setup {
        case let .success(setup):
            self.init(launch: setup, unavailable: nil, settings: settings, environment: environment, prompt: prompt,
                      logger: logger, onHealth: onHealth)
        case let .failure(problem):
            self.init(launch: nil, unavailable: problem.description, settings: settings, environment: environment,
                      prompt: prompt, logger: logger, onHealth: onHealth)
        }
    }

    /// Any engine mynd runs (Whisper, Piper): `launch` says how; nil with `unavailable` saying why it cannot run.
    public init(launch: (any EngineLaunch)?, unavailable: String?, settings: Settings = Settings(),
                environment: [String: String] = ProcessInfo.processInfo.environment,
                prompt: @escaping @Sendable () -> String? = { nil },
                logger: Logger = Logger(label: "mynd.engine"), onHealth: @escaping @Sendable (Health) -> Void = { _ in }) {
        self.launch = launch
        health = launch == nil ? .unavailable(unavailable ?? "not configured") : .stopped
        self.settings = settings
        self.environment = environment
        self.prompt = prompt
        self.logger = logger
        self.onHealth = onHealth
    }

    /// The socket to send a turn to, or nil at once when the engine is not ready.
    public func readyEndpoint() -> WyomingEndpoint? {
        guard health.isReady, let launch, process?.hasExited == false else { return nil }
        return launch.endpoint
    }

    public var pid: Int32? { process.flatMap { $0.hasExited ? nil : $0.pid } }

    /// Runs until cancelled: start, wait ready, watch, restart with backoff. Stops the engine when cancelled.
    public func supervise() async {
        guard let setup = launch else {
            report(health)
            return
        }
        var delay = settings.firstBackoff
        while !Task.isCancelled {
            let reason: String
            do {
                reason = try await runOnce(setup)
                delay = settings.firstBackoff
            } catch let failure as StartFailure {
                reason = failure.reason
            } catch {
                break  // cancelled
            }
            if Task.isCancelled { break }
            set(.restarting(reason: reason, retryIn: delay))
            do { try await Task.sleep(for: .seconds(delay)) } catch { break }
            delay = min(delay * 2, settings.maxBackoff)
        }
        await stopProcess()
        set(.stopped)
    }

    /// Stops the engine now (shutdown); `supervise` also does this when its task is cancelled.
    public func stop() async {
        await stopProcess()
        set(.stopped)
    }

    /// Starts the engine once and returns when it has exited (the reason), or throws if it never became ready.
    private func runOnce(_ setup: any EngineLaunch) async throws -> String {
        try prepareDirectories(setup)
        unlink(setup.socketPath)
        set(.starting)
        let engine: EngineProcess
        do {
            let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
            engine = try EngineProcess.start(arguments: setup.arguments(setpriv: setpriv),
                                             environment: setup.environment(base: environment, prompt: prompt()))
        } catch {
            throw StartFailure(reason: "cannot start \(setup.python): \(error)")
        }
        process = engine
        starts += 1
        let program = try await waitReady(engine, setup)
        await setup.warmUp()
        engine.stopKeepingOutput()
        chmod(setup.socketPath, 0o600)
        set(.ready(pid: engine.pid, program: program))
        let status = await withTaskCancellationHandler {
            await engine.waitForExit()
        } onCancel: {
            engine.terminate()
        }
        try Task.checkCancellation()
        return "the engine exited (status \(status))"
    }

    /// Polls `describe` until `info` comes back; throws with the engine's own words when it exits or times out.
    private func waitReady(_ engine: EngineProcess, _ setup: any EngineLaunch) async throws -> String? {
        let deadline = ContinuousClock.now + .seconds(settings.startTimeout)
        while ContinuousClock.now < deadline {
            try Task.checkCancellation()
            if engine.hasExited {
                let status = await engine.waitForExit()
                throw StartFailure(reason: "the engine exited while starting (status \(status))" + Self.lastWords(engine.startupOutput))
            }
            if FileManager.default.fileExists(atPath: setup.socketPath),
               let info = try? await WyomingInfo.fetch(from: setup.endpoint, timeout: 2) {
                return setup.summary(of: info)
            }
            try await Task.sleep(for: .milliseconds(150))
        }
        await engine.stop()
        throw StartFailure(reason: "the engine did not answer within \(Int(settings.startTimeout)) s" + Self.lastWords(engine.startupOutput))
    }

    private func prepareDirectories(_ setup: any EngineLaunch) throws {
        let manager = FileManager.default
        for directory in [URL(fileURLWithPath: setup.socketPath).deletingLastPathComponent().path, setup.scratchDirectory] {
            try? manager.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            chmod(directory, 0o700)
        }
        try? manager.createDirectory(atPath: setup.modelDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    private func stopProcess() async {
        guard let engine = process else { return }
        process = nil
        await engine.stop()
        if let launch { unlink(launch.socketPath) }
    }

    private func set(_ new: Health) {
        guard new != health else { return }
        let old = health
        health = new
        // Restarting announces each new delay; log only when the reason changes, so a dead engine is said once.
        if case let .restarting(reason, _) = new, case let .restarting(oldReason, _) = old, reason == oldReason {
            onHealth(new)
            return
        }
        report(new)
    }

    private func report(_ health: Health) {
        let name = launch?.engineName ?? "local speech engine"
        switch health {
        case .ready: logger.info("\(name) \(health)", metadata: ["model": "\(launch?.modelLabel ?? "")"])
        case .starting: logger.info("\(name) starting", metadata: ["model": "\(launch?.modelLabel ?? "")"])
        case .unavailable, .restarting:
            logger.warning("\(name) \(health); \(launch?.standIn ?? "pocketsphinx") answers meanwhile")
        case .stopped: logger.info("\(name) stopped")
        }
        onHealth(health)
    }

    /// The last lines the engine printed while starting (its error, usually), for the message.
    static func lastWords(_ lines: [String]) -> String {
        let meaningful = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.suffix(3)
        return meaningful.isEmpty ? "" : ": " + meaningful.joined(separator: " | ")
    }

    struct StartFailure: Error {
        var reason: String
    }
}
