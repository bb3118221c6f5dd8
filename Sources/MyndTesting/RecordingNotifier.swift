import Foundation
import MyndDaemon
import Synchronization

/// A desktop for fast in-process tests of the `Notifier` port: every notification is kept, and the test clicks
/// an action as a user would (`click`), which reaches the listener of `actions()` as D-Bus's ActionInvoked does.
/// `unavailable` makes it fail like a desktop with no notification server.
public final class RecordingNotifier: Notifier, Sendable {
    /// A notification as it was shown, with the id the desktop gave it.
    public struct Shown: Hashable, Sendable {
        public var id: UInt32
        public var notification: DesktopNotification
    }

    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String { "no notification server (RecordingNotifier.unavailable)" }
    }

    private let state = Mutex<(shown: [Shown], nextID: UInt32, unavailable: Bool)>(([], 1, false))
    private let clicks: AsyncStream<(UInt32, String)>
    private let clicked: AsyncStream<(UInt32, String)>.Continuation

    public init() {
        // Unbounded: a click made before the listener starts is kept for it, not lost.
        (clicks, clicked) = AsyncStream.makeStream(of: (UInt32, String).self)
    }

    /// Every notification shown so far, in order.
    public var shown: [Shown] { state.withLock { $0.shown } }

    /// While true, `notify` throws `Unavailable` and shows nothing.
    public var unavailable: Bool {
        get { state.withLock { $0.unavailable } }
        set { state.withLock { $0.unavailable = newValue } }
    }

    public func notify(_ notification: DesktopNotification) async throws -> UInt32 {
        try state.withLock { state in
            guard !state.unavailable else { throw Unavailable() }
            let id = state.nextID
            state.nextID += 1
            state.shown.append(Shown(id: id, notification: notification))
            return id
        }
    }

    /// The clicks, for one listener (the proactive scheduler): the stream is shared, not copied per call.
    public func actions() -> AsyncStream<(UInt32, String)> { clicks }

    /// The user clicks `action` ("done", "snooze", "talk", or "default" for the body) on notification `id`.
    public func click(_ id: UInt32, action: String) {
        clicked.yield((id, action))
    }
}
