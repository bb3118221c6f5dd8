import Foundation

/// Notices a suspend/resume (or a wall-clock jump) by comparing how far the wall clock moved with how far a
/// clock that stops during suspend moved (`SuspendingClock`, CLOCK_MONOTONIC on Linux).
///
/// For example: 60 s of monotonic time but 2 h of wall time between two ticks means the laptop slept.
public struct ResumeDetector: Sendable {
    /// Differences below this are scheduling noise or NTP slew, not a resume.
    public var threshold: TimeInterval
    private var last: (wall: Date, monotonic: Duration)?

    public init(threshold: TimeInterval = 90) {
        self.threshold = threshold
    }

    /// Records a tick; true when wall time and monotonic time drifted apart by more than `threshold` since the last.
    public mutating func observe(wall: Date, monotonic: Duration) -> Bool {
        defer { last = (wall, monotonic) }
        guard let last else { return false }
        let wallDelta = wall.timeIntervalSince(last.wall)
        let elapsed = monotonic - last.monotonic
        let monotonicDelta = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return abs(wallDelta - monotonicDelta) > threshold
    }
}
