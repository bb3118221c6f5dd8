import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which other processes have a file open, read from `/proc/<pid>/fd` (Linux). Only processes this user may
/// inspect are seen — which covers the user's own daemon, the one that matters.
enum OpenFileHolders {
    struct Holder: Hashable {
        var pid: Int32
        /// The process's command name (`/proc/<pid>/comm`), e.g. "mynd-app".
        var name: String
    }

    static func processes(holding paths: [String]) -> [Holder] {
        let targets = Set(paths.compactMap(canonical))
        guard !targets.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let me = getpid()
        var found: [Holder] = []
        for entry in entries {
            guard let pid = Int32(entry), pid != me else { continue }
            let fdDirectory = "/proc/\(entry)/fd"
            guard let fds = try? FileManager.default.contentsOfDirectory(atPath: fdDirectory) else { continue }
            for fd in fds {
                guard let target = link(fdDirectory + "/" + fd), targets.contains(target) else { continue }
                let comm = (try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
                found.append(Holder(pid: pid, name: comm))
                break
            }
        }
        return found.sorted { $0.pid < $1.pid }
    }

    /// The absolute, symlink-free path of an existing file (what `/proc/<pid>/fd` links show).
    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func link(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
