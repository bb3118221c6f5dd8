import Foundation

/// When and how long to wait before trying a request again.
///
/// Exponential backoff with jitter, bounded both in attempts and in total waiting. A server's `retry-after`
/// is honoured as long as it fits in what is left of the budget. The sleep and the jitter are injected so
/// tests can record the waits instead of sitting through them.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first one included.
    public var maxAttempts: Int
    public var baseDelay: Double
    public var maxDelay: Double
    /// The sum of all waits may not exceed this many seconds.
    public var maxTotalDelay: Double
    /// No new attempt starts once this many seconds passed since the first one began (attempts included).
    public var maxTotalTime: Double
    /// Returns a factor in 0...1 applied to the upper half of each backoff step.
    public var jitter: @Sendable () -> Double
    /// Waits the given seconds; throws when the task is cancelled.
    public var sleep: @Sendable (Double) async throws -> Void

    public init(
        maxAttempts: Int = 4, baseDelay: Double = 0.5, maxDelay: Double = 8, maxTotalDelay: Double = 30, maxTotalTime: Double = 90,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        sleep: @escaping @Sendable (Double) async throws -> Void = { try await Task.sleep(for: .seconds($0)) }
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxTotalDelay = maxTotalDelay
        self.maxTotalTime = maxTotalTime
        self.jitter = jitter
        self.sleep = sleep
    }

    /// A policy that never retries.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The wait before attempt `attempt + 1` (attempts count from 1), or nil when the budget is spent.
    ///
    /// `retryAfter` is the server's hint in seconds; `waitedSoFar` the sum of earlier waits; `elapsed` the seconds
    /// since the first attempt began.
    public func delay(afterAttempt attempt: Int, retryAfter: Double?, waitedSoFar: Double, elapsed: Double = 0) -> Double? {
        guard attempt < maxAttempts else { return nil }
        let delay: Double
        if let retryAfter, retryAfter >= 0 {
            delay = retryAfter
        } else {
            let step = min(maxDelay, baseDelay * pow(2, Double(attempt - 1)))
            // "Equal jitter": at least half the step, so retries never bunch up at zero.
            delay = step / 2 + step / 2 * min(max(jitter(), 0), 1)
        }
        guard waitedSoFar + delay <= maxTotalDelay, elapsed + delay <= maxTotalTime else { return nil }
        return delay
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Reads `retry-after-ms` or `retry-after` (seconds or an HTTP date) from lowercased response headers.
    public static func retryAfter(from headers: [String: String], now: Date = Date()) -> Double? {
        if let ms = headers["retry-after-ms"].flatMap(Double.init) { return ms / 1000 }
        guard let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = Double(value) { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: value).map { max(0, $0.timeIntervalSince(now)) }
    }
}
