import Foundation
import MyndControl
import Glibc

/// The daemon's private runtime directory (`$XDG_RUNTIME_DIR/mynd`) and its single-instance lock.
enum RuntimeDirectory {
    /// Creates `path` with mode 0700, or tightens an existing one we own; refuses one owned by someone else.
    static func makePrivate(_ path: String) throws(ControlError) {
        if mkdir(path, 0o700) != 0 {
            let code = errno
            if code == ENOENT {
                // The parent is missing (a custom XDG_RUNTIME_DIR): create it privately too.
                do {
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                            attributes: [.posixPermissions: 0o700])
                } catch {
                    throw .unsafeDirectory(path: path, reason: "\(error.localizedDescription)")
                }
            } else if code != EEXIST {
                throw .system("mkdir \(path)", code)
            }
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .system("stat \(path)", errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .unsafeDirectory(path: path, reason: "not a directory") }
        guard info.st_uid == getuid() else {
            throw .unsafeDirectory(path: path, reason: "owned by uid \(info.st_uid), not by you (uid \(getuid()))")
        }
        if info.st_mode & 0o777 != 0o700, chmod(path, 0o700) != 0 { throw .system("chmod \(path)", errno) }
    }

    /// Takes an exclusive `flock` on `lockPath` for the life of the process; `.alreadyRunning` when held.
    /// The lock, not the socket file, decides who runs: it vanishes with the process, however it dies.
    static func lockSingleInstance(_ lockPath: String, socket: String) throws(ControlError) -> Int32 {
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .system("open \(lockPath)", errno) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK { throw .alreadyRunning(socket: socket) }
            throw .system("flock \(lockPath)", code)
        }
        let pid = "\(getpid())\n"
        ftruncate(fd, 0)
        _ = pid.withCString { pwrite(fd, $0, strlen($0), 0) }
        return fd
    }
}
