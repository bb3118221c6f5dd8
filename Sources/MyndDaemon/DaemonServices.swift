import Foundation
import Logging
import ServiceLifecycle
import UnixSignals

/// Keeps the control socket open until graceful shutdown, then closes it.
struct ControlService: Service {
    let server: ControlServer
    func run() async throws {
        try? await gracefulShutdown()
        server.stop()
    }
}

/// Pings the systemd watchdog at half of `WATCHDOG_USEC` from the async pool: if the pool wedges, pings stop
/// and systemd restarts the daemon.
struct WatchdogService: Service {
    let notify: SDNotify
    func run() async throws {
        guard let interval = notify.watchdogInterval else {
            try? await gracefulShutdown()
            return
        }
        while !Task.isShuttingDownGracefully {
            notify.watchdog()
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
            } catch {
                return
            }
        }
    }
}

/// SIGHUP → reload the configuration.
struct ReloadService: Service {
    let reload: @Sendable () async -> Void
    func run() async throws {
        let signals = await UnixSignalsSequence(trapping: .sighup)
        for await _ in signals.cancelOnGracefulShutdown() {
            await reload()
        }
    }
}

/// The first service told to stop (it is last in the group): says STOPPING=1 and stops audio before the rest
/// close (the store closes last, as the first service of the group).
struct ShutdownService: Service {
    let notify: SDNotify
    let logger: Logger
    let steps: @Sendable () async -> Void
    func run() async throws {
        try? await gracefulShutdown()
        logger.info("shutting down")
        notify.stopping()
        await steps()
    }
}

/// Runs a `StatusPublisher` until graceful shutdown.
struct PublisherService: Service {
    let publisher: any StatusPublisher
    let hub: StatusHub
    let logger: Logger
    func run() async throws {
        await cancelWhenGracefulShutdown { [publisher, hub, logger] in await publisher.publish(into: hub, logger: logger) }
    }
}
