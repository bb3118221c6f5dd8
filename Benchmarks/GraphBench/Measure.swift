import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock timing and process measurements.
enum Measure {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Seconds `body` took.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// Median of `runs` timings (seconds).
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(try time(body)) }
        return median(samples)
    }

    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Resident set size of this process, bytes (from /proc/self/status VmRSS).
    static func rss() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kb = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kb * 1024
        }
        return 0
    }

    /// Runs a program to completion (posix_spawn + waitpid, so the timing has no run-loop polling in it);
    /// stdout is discarded or captured through a file. Returns wall seconds, exit status and output.
    static func runProcess(_ path: String, _ args: [String], captureOutput: Bool = false) throws -> (seconds: Double, status: Int32, output: String) {
        let outPath = NSTemporaryDirectory() + "mynd-bench-out-\(getpid())"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, captureOutput ? outPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let start = now()
        let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard rc == 0 else { throw NSError(domain: "spawn", code: Int(rc)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = now() - start
        var output = ""
        if captureOutput {
            output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
            unlink(outPath)
        }
        let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (seconds, exitCode, output)
    }
}
