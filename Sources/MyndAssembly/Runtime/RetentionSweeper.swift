import Foundation
import Logging
import MyndCore
import ServiceLifecycle
import Synchronization

/// `[memory] retention_days` in the daemon: sweeps old messages and summaries when it starts and every hour;
/// a reload (SIGHUP, `mynd config reload`) changes the period at once, and turning it on sweeps immediately.
public final class RetentionSweeper: Service, Sendable {
    let memory: MemoryStore
    let logger: Logger
    let interval: Duration
    private let days: Mutex<Int>

    public init(memory: MemoryStore, retentionDays: Int, logger: Logger, interval: Duration = .seconds(3_600)) {
        self.memory = memory
        self.logger = logger
        self.interval = interval
        days = Mutex(retentionDays)
    }

    public var retentionDays: Int { days.withLock { $0 } }

    /// Applies a reloaded configuration; sweeps now when the period changed (and is on).
    public func update(retentionDays: Int) {
        let changed = days.withLock { old in
            defer { old = retentionDays }
            return old != retentionDays
        }
        if changed { sweepNow() }
    }

    /// One sweep at `now` with the current period; logs what went (counts only, never content).
    @discardableResult
    public func sweepNow(now: Date = Date()) -> RetentionSweep? {
        do {
            guard let swept = try memory.sweep(retentionDays: retentionDays, now: now) else { return nil }
            if swept.messages + swept.summaries + swept.sessions > 0 {
                logger.info("retention sweep", metadata: [
                    "days": "\(retentionDays)", "messages": "\(swept.messages)", "summaries": "\(swept.summaries)",
                    "sessions": "\(swept.sessions)",
                ])
            }
            return swept
        } catch {
            logger.error("retention sweep failed: \(error)")
            return nil
        }
    }

    public func run() async throws {
        sweepNow()
        try? await cancelWhenGracefulShutdown { [self] in
            while true {
                try await Task.sleep(for: interval)
                sweepNow()
            }
        }
    }
}
