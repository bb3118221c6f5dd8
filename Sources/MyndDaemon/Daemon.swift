import Foundation
import MyndControl
import Logging
import MyndCore
import ServiceLifecycle
import Synchronization
import UnixSignals

/// `mynd daemon`: every long-lived part under one service group.
///
/// Start-up binds the control socket first (a second daemon stops there) and tells systemd READY=1; the desktop
/// notifier and the hotkey are services of the group that connect beside the rest — each may fail without
/// stopping the daemon, and the status hub says why. SIGTERM/SIGINT shut down gracefully: STOPPING=1 and audio
/// off, then every service in reverse order (the hotkey and the notifier stop by the end of their `run()`), the
/// socket, and the store last of all (its last write, then closed). SIGHUP reloads config.toml and keeps the last
/// good configuration when the new one is bad.
public final class Daemon: Sendable {
    public let paths: MyndPaths
    public let hub: StatusHub
    private let loader: ConfigLoader
    private let parts: DaemonParts
    private let logger: Logger
    private let notify: SDNotify
    private let environment: [String: String]
    private let config: Mutex<MyndConfig>
    private let scheduler: Mutex<ProactiveScheduler?> = Mutex(nil)
    private let group: Mutex<ServiceGroup?> = Mutex(nil)
    private let hotkeyDevices: HotkeyDevices
    /// The built-in notifier and hotkey of the current run, when they were made (tests look at them).
    let builtIn = Mutex<(notifier: DBusNotifier?, hotkey: EvdevHotkey?)>((nil, nil))

    /// Where the hotkey looks for keyboards.
    struct HotkeyDevices: Sendable {
        var directory = "/dev/input"
        /// False only for tests, whose FIFOs answer no capability ioctl.
        var requireCapabilities = true
    }

    public convenience init(config: LoadedConfig, loader: ConfigLoader, paths: MyndPaths, parts: DaemonParts,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            logger: Logger = Logger(label: "mynd.daemon")) {
        self.init(config: config, loader: loader, paths: paths, parts: parts, environment: environment, logger: logger,
                  hotkeyDevices: HotkeyDevices())
    }

    init(config: LoadedConfig, loader: ConfigLoader, paths: MyndPaths, parts: DaemonParts,
         environment: [String: String], logger: Logger = Logger(label: "mynd.daemon"), hotkeyDevices: HotkeyDevices) {
        self.hotkeyDevices = hotkeyDevices
        self.paths = paths
        self.loader = loader
        self.parts = parts
        self.logger = logger
        self.notify = SDNotify(environment: environment)
        self.environment = environment
        self.config = Mutex(config.config)
        self.hub = StatusHub(DaemonStatus(voiceAvailable: parts.voice != nil,
                                          voiceProblem: parts.voice == nil ? parts.voiceProblem ?? "no voice loop wired" : nil,
                                          configPath: config.path))
        for warning in config.warnings { logger.warning("config: \(warning)") }
    }

    public var currentConfig: MyndConfig { config.withLock { $0 } }

    /// Runs until SIGTERM/SIGINT. Throws `ControlError.alreadyRunning` when another daemon serves the socket.
    public func run() async throws {
        let controller = DaemonController(hub: hub, parts: parts, logger: logger) { [self] in try await reload() }
        let server = ControlServer(socketPath: paths.controlSocket, handler: controller)
        try server.start()

        let (notifier, notifierService) = await makeNotifier()
        let hotkey = await makeHotkey(controller: controller)
        builtIn.withLock { $0 = (notifierService, hotkey) }
        if let problem = parts.voiceProblem, parts.voice == nil {
            logger.warning("voice is unavailable: \(problem); serving the graph and notifications only")
        } else if parts.voice == nil {
            logger.warning("voice is unavailable: no voice loop is wired into this build")
        }

        var services: [ServiceGroupConfiguration.ServiceConfiguration] = []
        // First, so it is stopped last: the store closes after the socket and the voice loop have stopped.
        if let store = parts.store { services.append(.init(service: store, successTerminationBehavior: .ignore)) }
        services += [
            .init(service: ControlService(server: server), successTerminationBehavior: .ignore),
            .init(service: WatchdogService(notify: notify), successTerminationBehavior: .ignore),
            .init(service: ReloadService { [self] in _ = try? await reload() }, successTerminationBehavior: .ignore),
        ]
        // Before the scheduler, which notifies through it: services stop in reverse order.
        if let notifierService { services.append(.init(service: notifierService, successTerminationBehavior: .ignore)) }
        if let source = parts.followupSource {
            let scheduler = ProactiveScheduler(
                config: currentConfig.proactive, source: source, notifier: notifier,
                responder: parts.followupResponder, ledgerStore: FollowupLedgerStore(path: paths.followupLedgerFile),
                briefingSpeaker: parts.replies)
            self.scheduler.withLock { $0 = scheduler }
            services.append(.init(service: scheduler, successTerminationBehavior: .ignore))
        }
        services += parts.services.map { .init(service: $0, successTerminationBehavior: .ignore) }
        services += parts.publishers.map {
            .init(service: PublisherService(publisher: $0, hub: self.hub, logger: logger), successTerminationBehavior: .ignore)
        }
        // Next to last: stopped right after the shutdown steps, before anything a press could still reach.
        if let hotkey { services.append(.init(service: hotkey, successTerminationBehavior: .ignore)) }
        let parts = self.parts
        let hub = self.hub
        services.append(.init(service: ShutdownService(notify: notify, logger: logger) {
            if let voice = parts.voice {
                try? await voice.cancelListening()
                await voice.stopSpeaking()
            }
            await hub.finish()
        }, successTerminationBehavior: .ignore))

        let group = ServiceGroup(configuration: .init(services: services, gracefulShutdownSignals: [.sigterm, .sigint],
                                                      logger: logger))
        self.group.withLock { $0 = group }
        let voice = parts.voice == nil ? "voice unavailable" : "voice ready"
        notify.ready(status: "listening on \(paths.controlSocket); \(voice)")
        logger.info("mynd daemon ready", metadata: ["socket": "\(paths.controlSocket)", "pid": "\(getpid())"])
        do {
            try await group.run()
        } catch {
            server.stop()
            throw error
        }
        server.stop()
        logger.info("mynd daemon stopped")
    }

    /// Shuts down gracefully, as SIGTERM would (for embedding and tests).
    public func shutdown() async {
        await group.withLock { $0 }?.triggerGracefulShutdown()
    }

    /// Reads config.toml again; on failure keeps the running configuration and reports why.
    @discardableResult
    public func reload() async throws -> String {
        do {
            let loaded = try loader.load()
            config.withLock { $0 = loaded.config }
            for warning in loaded.warnings { logger.warning("config: \(warning)") }
            if let scheduler = scheduler.withLock({ $0 }) { await scheduler.update(config: loaded.config.proactive) }
            let pending = await parts.reloading?.apply(loaded.config) ?? []
            await hub.update {
                $0.lastError = nil
                $0.restartNeeded = pending.isEmpty ? nil : pending
            }
            notify.status("configuration reloaded")
            var answer = "reloaded \(loaded.path)"
            if !pending.isEmpty {
                answer += "; restart mynd for: \(pending.joined(separator: ", "))"
                logger.warning("configuration changes that need a restart: \(pending.joined(separator: ", "))")
            }
            logger.info("configuration reloaded", metadata: ["path": "\(loaded.path)"])
            return answer
        } catch {
            let message = "config not reloaded, keeping the last good one: \(error)"
            logger.error("\(message)")
            await hub.update { $0.lastError = message }
            throw ControlFault(code: "bad_config", message: message)
        }
    }

    /// The notifier the scheduler uses, and the service to run when it is the built-in D-Bus one (an injected
    /// notifier is the integrator's to run).
    private func makeNotifier() async -> (notifier: any Notifier, service: DBusNotifier?) {
        if let notifier = parts.notifier {
            await hub.update { $0.notifications = "ok" }
            return (notifier, nil)
        }
        await hub.update { $0.notifications = "connecting" }
        let hub = self.hub
        let notifier = DBusNotifier(address: environment["DBUS_SESSION_BUS_ADDRESS"], logger: Logger(label: "mynd.notify"),
                                    onStatus: { status in await hub.update { $0.notifications = status } })
        return (notifier, notifier)
    }

    /// The hotkey service when `[hotkey] key` is set; it starts watching when the group runs it.
    private func makeHotkey(controller: DaemonController) async -> EvdevHotkey? {
        let hotkeyConfig = currentConfig.hotkey
        guard let key = hotkeyConfig.key else { return nil }
        let toggle = hotkeyConfig.mode == "toggle"
        let hub = self.hub
        do {
            let hotkey = try EvdevHotkey(keyName: key, directory: hotkeyDevices.directory,
                                         requireCapabilities: hotkeyDevices.requireCapabilities, onStatus: { status in
                Task { await hub.update { $0.hotkey = status } }
            }, onPress: {
                Task { _ = try? await controller.perform(toggle ? .pttToggle : .pttStart, text: nil) }
            }, onRelease: {
                if !toggle { Task { _ = try? await controller.perform(.pttStop, text: nil) } }
            })
            await hub.update { $0.hotkey = "starting" }
            return hotkey
        } catch {
            logger.error("hold-to-talk unavailable: \(error)")
            await hub.update { $0.hotkey = "\(error)" }
            return nil
        }
    }
}
