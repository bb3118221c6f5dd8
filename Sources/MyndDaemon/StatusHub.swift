import MyndControl
/// The daemon's current `DaemonStatus` and everyone subscribed to its changes.
public actor StatusHub {
    private var current: DaemonStatus
    private var subscribers: [Int: AsyncStream<DaemonStatus>.Continuation] = [:]
    private var nextKey = 0

    public init(_ initial: DaemonStatus) { current = initial }

    public var status: DaemonStatus { current }

    /// Changes the status; subscribers hear about it only when something actually changed.
    public func update(_ change: @Sendable (inout DaemonStatus) -> Void) {
        var next = current
        change(&next)
        guard next != current else { return }
        current = next
        for continuation in subscribers.values { continuation.yield(next) }
    }

    public func updates() -> AsyncStream<DaemonStatus> {
        let (stream, continuation) = AsyncStream<DaemonStatus>.makeStream(bufferingPolicy: .bufferingNewest(16))
        nextKey += 1
        let key = nextKey
        subscribers[key] = continuation
        continuation.onTermination = { _ in Task { await self.remove(key) } }
        return stream
    }

    /// Ends every subscription (daemon shutdown).
    public func finish() {
        subscribers.values.forEach { $0.finish() }
        subscribers.removeAll()
    }

    private func remove(_ key: Int) { subscribers[key] = nil }
}
