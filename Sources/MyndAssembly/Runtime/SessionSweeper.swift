import Foundation
import Logging
import MyndCore
import ServiceLifecycle

/// Ends conversation sessions idle past the timeout and writes their summaries, once a minute.
///
/// It asks for the engine on every sweep: a reload replaces the engine (model, `[memory]` session timeout), and
/// the sweep must use the one the configuration now names.
public struct SessionSweeper: Service {
    let engine: @Sendable () -> AxelEngine
    let logger: Logger
    let interval: Duration

    public init(engine: @escaping @Sendable () -> AxelEngine, logger: Logger, interval: Duration = .seconds(60)) {
        self.engine = engine
        self.logger = logger
        self.interval = interval
    }

    public func run() async throws {
        // Sleeping is cancelled at graceful shutdown, so stopping never waits out the interval.
        try? await cancelWhenGracefulShutdown { [engine, logger, interval] in
            while true {
                try await Task.sleep(for: interval)
                for summary in await engine().sweepIdleSessions() {
                    logger.info("session ended and summarised", metadata: ["session": "\(summary.sessionID)"])
                }
            }
        }
    }
}
