import Synchronization

/// The end of a dedicated thread, awaited from async code without parking a thread of the cooperative pool.
///
/// The hotkey and the notifier each run a blocking thread; their `Service.run()` returns only once that thread has
/// closed its descriptors, so a finished service group means nothing is left running behind it.
final class ThreadExit: Sendable {
    private struct State {
        var ended = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Called by the thread as the last thing it does.
    func signal() {
        let waiters = state.withLock { state in
            state.ended = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    var hasEnded: Bool { state.withLock { $0.ended } }

    /// Returns once `signal()` has been called (at once if it already was).
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ended = state.withLock { state in
                if !state.ended { state.waiters.append(continuation) }
                return state.ended
            }
            if ended { continuation.resume() }
        }
    }
}
