import Foundation

/// A real PulseAudio daemon for one suite, exactly as RECIPES.md runs it: a fresh runtime dir, a null sink `spk`
/// (record `spk.monitor` to hear what was played) and a pipe source `mic` fed through a FIFO.
public final class PulseServer: Sendable {
    public let directory: URL
    /// The value for `pa_simple_new`'s server argument.
    public let server: String
    public var fifo: String { directory.appendingPathComponent("mic.fifo").path }

    public init() throws {
        directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("mynd-pulse-\(UUID().uuidString.prefix(8))")
        server = "unix:" + directory.appendingPathComponent("run/pulse/native").path
        let run = directory.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let script = """
        load-module module-native-protocol-unix auth-anonymous=1
        load-module module-null-sink sink_name=spk
        load-module module-pipe-source source_name=mic file=\(fifo) format=s16le rate=16000 channels=1
        set-default-sink spk
        set-default-source mic

        """
        try script.write(to: directory.appendingPathComponent("ci.pa"), atomically: true, encoding: .utf8)
        try start()
    }

    /// Starts (or restarts) the daemon and waits for its socket. It exits by itself 30 s after its last client
    /// leaves, so a test process that is killed cannot leave it running.
    public func start() throws {
        let status = try Shell.run("pulseaudio", ["-n", "-F", directory.appendingPathComponent("ci.pa").path,
                                                  "--daemonize=yes", "--exit-idle-time=30",
                                                  "--log-target=file:" + directory.appendingPathComponent("pa.log").path],
                                   environment: environment)
        guard status == 0 else { throw TestFailure("pulseaudio failed to start (exit \(status))") }
        let socket = directory.appendingPathComponent("run/pulse/native").path
        let deadline = Date(timeIntervalSinceNow: 5)
        while !FileManager.default.fileExists(atPath: socket) {
            guard Date() < deadline else { throw TestFailure("pulseaudio socket never appeared") }
            usleep(20_000)
        }
        // The socket exists before the last modules load: wait until the microphone is there too.
        while (try? Shell.output("PULSE_SERVER=\(server) pactl list short sources"))
            .map({ String(decoding: $0, as: UTF8.self).contains("\tmic\t") }) != true {
            guard Date() < deadline else { throw TestFailure("pulseaudio never loaded the pipe source") }
            usleep(20_000)
        }
    }

    /// Stops the daemon (`pulseaudio -k`) and waits until its socket is gone.
    public func stop() {
        _ = try? Shell.run("pulseaudio", ["-k"], environment: environment)
        let socket = directory.appendingPathComponent("run/pulse/native").path
        let deadline = Date(timeIntervalSinceNow: 5)
        while FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(20_000) }
    }

    private var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("run").path
        env["HOME"] = directory.path
        env.removeValue(forKey: "PULSE_SERVER")
        return env
    }

    /// Writes samples into the virtual microphone from a thread of its own, `paced` in real time or as fast as
    /// the pipe takes them; `wait()` the returned feeder before the test ends.
    public func feedMic(_ samples: [Int16], paced: Bool) -> Feeder {
        Feeder(path: fifo, samples: samples, paced: paced)
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A FIFO writer running on its own thread.
public final class Feeder: Sendable {
    private let done = DispatchSemaphore(value: 0)

    public init(path: String, samples: [Int16], paced: Bool) {
        let done = done
        Thread.detachNewThread {
            let fd = Foundation.open(path, O_WRONLY)
            defer { if fd >= 0 { close(fd) }; done.signal() }
            guard fd >= 0 else { return }
            let chunk = 320
            var index = 0
            let start = Date()
            while index < samples.count {
                let end = min(samples.count, index + chunk)
                samples[index..<end].withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
                index = end
                if paced {
                    let due = start.addingTimeInterval(Double(index) / 16_000)
                    let wait = due.timeIntervalSinceNow
                    if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
                }
            }
        }
    }

    public func wait() { done.wait() }
}
