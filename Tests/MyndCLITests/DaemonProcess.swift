import Foundation
import MyndTesting

/// `mynd daemon` running as a real child process in a `MyndHome`; its log is kept in memory for failure messages.
final class DaemonProcess: @unchecked Sendable {
    /// Starts the daemon in `home` and waits (up to 20 s) until `status --json` answers; throws with the
    /// daemon's log when it never does.
    static func started(in home: MyndHome) throws -> (daemon: DaemonProcess, status: [String: Any]) {
        let daemon = try DaemonProcess(home: home)
        var status: [String: Any]?
        _ = try home.waitFor(seconds: 20) {
            status = try home.status()
            return status != nil || !daemon.isRunning
        }
        guard let status else { throw TestFailure("the daemon never answered `status`; its log:\n\(daemon.output)") }
        return (daemon, status)
    }

    private let process = Process()
    private let log = StreamBuffer()

    /// `mynd daemon`, or another long-running `mynd` command (`status --follow`).
    init(home: MyndHome, arguments: [String] = ["daemon"]) throws {
        process.executableURL = URL(fileURLWithPath: MyndProcess.binary)
        process.arguments = arguments
        process.environment = home.environment
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        log.drain(pipe.fileHandleForReading)
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    /// Everything the daemon logged so far (stderr and stdout).
    var output: String { String(decoding: log.data, as: UTF8.self) }

    /// Sends SIGTERM and waits up to `seconds` for the exit; returns the exit status, nil if it did not exit.
    func terminate(within seconds: Double = 15) -> Int32? {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// Records a PulseAudio source (a sink's monitor) with `parecord` at 20 ms latency — with the default latency
/// the monitor loses most of the audio (RECIPES.md). The samples stay in memory.
final class MonitorRecorder: @unchecked Sendable {
    private let process = Process()
    private let buffer = StreamBuffer()

    init(pulse: PulseServer, device: String = "spk.monitor") throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["parecord", "--latency-msec=20", "-d", device, "--raw", "--format=s16le", "--rate=16000", "--channels=1"]
        var env = ProcessInfo.processInfo.environment
        env["PULSE_SERVER"] = pulse.server
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        buffer.drain(pipe.fileHandleForReading)
    }

    /// What was heard so far, while recording goes on.
    func snapshot() -> [Int16] { buffer.data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) } }

    /// Stops recording and returns what was heard (16 kHz mono). SIGKILL, because a child spawned from a
    /// test thread inherits that thread's blocked signals and parecord would never see a SIGTERM; raw output
    /// needs no finishing anyway.
    func stop() -> [Int16] {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        buffer.waitUntilDrained()
        return buffer.data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// Seconds of sound in `samples`: the 20 ms windows whose RMS is above `threshold` (fraction of full scale).
    static func audibleSeconds(_ samples: [Int16], threshold: Double = 0.01) -> Double {
        let window = 320
        var loud = 0
        var start = 0
        while start + window <= samples.count {
            var sum = 0.0
            for sample in samples[start..<start + window] { sum += Double(sample) * Double(sample) }
            if (sum / Double(window)).squareRoot() / 32_768 > threshold { loud += 1 }
            start += window
        }
        return Double(loud) * 0.02
    }
}

/// Bytes read from a pipe by a thread of its own until EOF.
final class StreamBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private let finished = DispatchSemaphore(value: 0)

    var data: Data { lock.withLock { bytes } }

    func drain(_ handle: FileHandle) {
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { bytes.append(chunk) }
            }
            finished.signal()
        }.start()
    }

    func waitUntilDrained() { finished.wait() }
}
