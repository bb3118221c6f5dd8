import CLinuxInput
import Foundation
import MyndControl
import Glibc
import Logging
import MyndDaemon
import Synchronization

// mynd-bench-daemon: the idle cost of the daemon and the control socket's round trip under load.
//
// Runs a real `Daemon` in this process (no voice, no graph: those parts belong to other modules), then
//   1. idle CPU over N seconds (getrusage of the whole process, which includes the D-Bus and socket threads),
//   2. RSS from /proc/self/status,
//   3. `status` round trips from 50 concurrent clients (each its own thread and connection), p50/p99,
//   beside a baseline measured in the same run: a bare unix-socket ping-pong (one line each way, a thread per
//   client, no JSON, no async hop), which is the floor for any request/reply over a local socket.
// Usage: mynd-bench-daemon [idle-seconds=60] [requests-per-client=200]

LoggingSystem.bootstrap { label in
    var handler = JournalLogHandler(label: label)
    handler.logLevel = .warning
    return handler
}
let arguments = CommandLine.arguments
let idleSeconds = arguments.count > 1 ? Double(arguments[1]) ?? 60 : 60
let perClient = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let clients = 50

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

func rssKiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

/// Runs `body(clientIndex)` on `clients` threads at once; returns every latency in microseconds.
func concurrently(_ body: @escaping @Sendable (Int) -> [Double]) -> [Double] {
    let results = Mutex<[Double]>([])
    let group = DispatchGroup()
    for index in 0..<clients {
        group.enter()
        Thread {
            let latencies = body(index)
            results.withLock { $0 += latencies }
            group.leave()
        }.start()
    }
    group.wait()
    return results.withLock { $0 }.sorted()
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1e6 + Double(ts.tv_nsec) / 1e3
}

let dir = FileManager.default.temporaryDirectory.path + "/mynd-bench-daemon-\(getpid())"
try FileManager.default.createDirectory(atPath: dir + "/run", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
defer { try? FileManager.default.removeItem(atPath: dir) }
let environment = ["XDG_RUNTIME_DIR": dir + "/run", "XDG_CONFIG_HOME": dir + "/config", "XDG_DATA_HOME": dir + "/data",
                   "HOME": dir, "DBUS_SESSION_BUS_ADDRESS": ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? "unix:path=\(dir)/none"]
let loader = ConfigLoader(environment: environment)
let paths = MyndPaths(environment: environment)
let rssBefore = rssKiB()
let daemon = Daemon(config: try loader.load(), loader: loader, paths: paths,
                    parts: DaemonParts(voiceProblem: "benchmark: no voice"), environment: environment)
let running = Task.detached { try await daemon.run() }
while !FileManager.default.fileExists(atPath: paths.controlSocket) { usleep(10_000) }
usleep(500_000)

// 1–2. Idle.
let cpuStart = cpuSeconds()
let wallStart = now()
usleep(UInt32(idleSeconds * 1e6))
let idleCPU = (cpuSeconds() - cpuStart) / ((now() - wallStart) / 1e6) * 100
let rss = rssKiB()

// 3. status round trips, 50 clients at once.
let socket = paths.controlSocket
let statusLatencies = concurrently { _ in
    guard let client = try? ControlClient(socketPath: socket) else { return [] }
    var latencies: [Double] = []
    for _ in 0..<perClient {
        let start = now()
        guard (try? client.request(.status))?.status != nil else { break }
        latencies.append(now() - start)
    }
    return latencies
}

// Baseline: a bare line ping-pong over a unix socket, thread per client.
let basePath = dir + "/run/baseline.sock"
let listenFD = mynd_socket_unix(0)
var address = sockaddr_un()
address.sun_family = sa_family_t(AF_UNIX)
withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(basePath.utf8)) }
_ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listenFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
listen(listenFD, 128)
Thread {
    while true {
        let fd = mynd_accept(listenFD)
        if fd < 0 { return }
        Thread {
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if n <= 0 { break }
                _ = buffer.withUnsafeBytes { send(fd, $0.baseAddress, n, Int32(MSG_NOSIGNAL)) }
            }
            close(fd)
        }.start()
    }
}.start()
let baseAddress = address
let baseline = concurrently { _ in
    let fd = mynd_socket_unix(0)
    var target = baseAddress
    let rc = withUnsafePointer(to: &target) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
    guard rc == 0 else { return [] }
    defer { close(fd) }
    var latencies: [Double] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    let ping = Array(#"{"v":1,"cmd":"status"}\#n"#.utf8)
    for _ in 0..<perClient {
        let start = now()
        _ = ping.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        _ = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        latencies.append(now() - start)
    }
    return latencies
}

await daemon.shutdown()
_ = try? await running.value
shutdown(listenFD, Int32(SHUT_RDWR))

func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
print("mynd-bench-daemon (debug builds are not representative; run with -c release)")
print("idle CPU over \(Int(idleSeconds)) s:       \(String(format: "%.3f", idleCPU)) %   (goal ≤ 0.1 %; empty graph, no voice)")
print("RSS idle:                 \(rss / 1024) MiB (\(rss) KiB; \(rssBefore) KiB before the daemon started; goal ≤ 40 MB)")
print("status, \(clients) clients × \(perClient): \(statusLatencies.count) replies, p50 \(fmt(percentile(statusLatencies, 0.5))) µs, p99 \(fmt(percentile(statusLatencies, 0.99))) µs")
print("baseline ping-pong:       \(baseline.count) replies, p50 \(fmt(percentile(baseline, 0.5))) µs, p99 \(fmt(percentile(baseline, 0.99))) µs")
