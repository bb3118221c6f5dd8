import Synchronization

/// Counts tool calls being answered, so that a client closing stdin right after a request (`echo … | mynd mcp`)
/// still gets its answer, and an `add_thought` finishes filing, before the process exits.
final class InFlight: Sendable {
    private let count = Mutex(0)

    func run<T>(_ body: () async throws -> T) async rethrows -> T {
        count.withLock { $0 += 1 }
        defer { count.withLock { $0 -= 1 } }
        return try await body()
    }

    /// Waits until no call is running, or `limit` passes (a hung model must not keep the process alive forever).
    /// The SDK starts each request's handler in a task of its own, so a request read just before end of input may
    /// not have reached `run` yet: a short grace period lets it register first.
    func drain(limit: Duration) async {
        try? await Task.sleep(for: .milliseconds(50))
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while count.withLock({ $0 }) > 0, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        // The SDK writes each reply just after its handler returns: give the last one time to reach stdout.
        try? await Task.sleep(for: .milliseconds(20))
    }
}
