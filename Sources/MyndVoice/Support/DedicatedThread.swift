import Foundation

/// A thread of its own that runs jobs one after another.
///
/// C libraries here (espeak-ng, pocketsphinx) are not thread-safe and their calls block, so each is owned by one
/// `DedicatedThread`: its handles are created, used and freed on that thread only, and the shared async pool is
/// never blocked by a C call.
final class DedicatedThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var stopping = false

    init(name: String) {
        let runner = Thread { [self] in self.loop() }
        runner.name = name
        runner.stackSize = 1 << 20
        runner.start()
    }

    /// Runs `job` on the thread; returns at once.
    func async(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs `body` on the thread and returns its result.
    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            async { continuation.resume(with: Result { try body() }) }
        }
    }

    /// Lets the thread end after the jobs already queued.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty, !stopping { condition.wait() }
            if jobs.isEmpty, stopping {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
