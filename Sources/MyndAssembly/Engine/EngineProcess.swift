import Foundation
import Glibc

/// One run of the engine process: started from a thread that lives as long as mynd, its output drained, its
/// exit awaited.
///
/// `PR_SET_PDEATHSIG` (set by `setpriv --pdeathsig`) fires when the *thread* that started the child ends, not only
/// the process; starting every engine from one permanent thread makes it mean "when mynd dies".
final class EngineProcess: @unchecked Sendable {
    let process: Process
    private let lock = NSLock()
    private var lines: [String] = []
    private var keepLines = true
    private var exitWaiters: [CheckedContinuation<Int32, Never>] = []
    private var exitStatus: Int32?

    private init(process: Process) { self.process = process }

    var pid: Int32 { process.processIdentifier }
    var hasExited: Bool { lock.withLock { exitStatus != nil } }

    /// Starts `arguments` with `environment`; stdout and stderr go to a pipe read here.
    static func start(arguments: [String], environment: [String: String]) throws -> EngineProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let engine = EngineProcess(process: process)
        process.terminationHandler = { process in engine.exited(process.terminationStatus) }
        try SpawnThread.shared.run { try process.run() }
        let reader = output.fileHandleForReading
        Thread {
            var pending = Data()
            while true {
                let data = reader.availableData
                if data.isEmpty { break }
                pending.append(data)
                while let newline = pending.firstIndex(of: 0x0A) {
                    engine.keep(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
        }.start()
        return engine
    }

    /// The output it printed while starting (after `stopKeepingOutput`, nothing more is kept: once ready, the
    /// engine logs every transcript, and what people say is not written to logs).
    var startupOutput: [String] { lock.withLock { lines } }

    func stopKeepingOutput() {
        lock.withLock {
            keepLines = false
            lines.removeAll()
        }
    }

    private func keep(_ line: String) {
        lock.withLock {
            guard keepLines else { return }
            lines.append(line)
            if lines.count > 30 { lines.removeFirst(lines.count - 30) }
        }
    }

    private func exited(_ status: Int32) {
        let waiters = lock.withLock {
            exitStatus = status
            defer { exitWaiters.removeAll() }
            return exitWaiters
        }
        waiters.forEach { $0.resume(returning: status) }
    }

    /// Waits for the process to end; returns its status.
    func waitForExit() async -> Int32 {
        await withCheckedContinuation { continuation in
            let status: Int32? = lock.withLock {
                if let exitStatus { return exitStatus }
                exitWaiters.append(continuation)
                return nil
            }
            if let status { continuation.resume(returning: status) }
        }
    }

    /// SIGTERM, then SIGKILL after `grace` seconds if it is still there; returns at once.
    func terminate(grace: Double = 2) {
        guard !hasExited else { return }
        kill(pid, SIGTERM)
        Task {
            try await Task.sleep(for: .seconds(grace))
            if !self.hasExited { kill(self.pid, SIGKILL) }
        }
    }

    /// SIGTERM, then SIGKILL after `grace` seconds; returns when it has exited.
    func stop(grace: Double = 2) async {
        guard !hasExited else { return }
        terminate(grace: grace)
        _ = await waitForExit()
    }
}

/// The one thread that starts engine processes; it never ends (see `EngineProcess`).
final class SpawnThread: @unchecked Sendable {
    static let shared = SpawnThread()
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []

    private init() {
        let thread = Thread { [self] in loop() }
        thread.name = "mynd-engine-spawn"
        thread.start()
    }

    /// Runs `body` on the spawn thread and waits for it.
    func run(_ body: @escaping @Sendable () throws -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        condition.withLock {
            jobs.append {
                do { try body() } catch { result.error = error }
                done.signal()
            }
            condition.signal()
        }
        done.wait()
        if let error = result.error { throw error }
    }

    private func loop() {
        while true {
            let job: @Sendable () -> Void = condition.withLock {
                while jobs.isEmpty { condition.wait() }
                return jobs.removeFirst()
            }
            job()
        }
    }

    private final class ResultBox: @unchecked Sendable {
        var error: (any Error)?
    }
}
