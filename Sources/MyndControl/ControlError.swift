import Glibc

/// Why the control socket could not be served or reached.
public enum ControlError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another daemon holds the socket (its pid when known).
    case alreadyRunning(socket: String)
    /// No daemon answers at the socket: the CLI exits 69 (EX_UNAVAILABLE).
    case notRunning(socket: String)
    case pathTooLong(String)
    /// The runtime directory is not ours or cannot be made private.
    case unsafeDirectory(path: String, reason: String)
    case system(String, Int32)
    /// The daemon answered with something that is not a protocol reply, or hung up.
    case badReply(String)
    case timedOut

    public var description: String {
        switch self {
        case .alreadyRunning(let socket):
            return "mynd daemon is already running (socket \(socket)); stop it with `systemctl --user stop mynd`"
        case .notRunning(let socket):
            return "mynd daemon is not running (no answer on \(socket)); start it with `systemctl --user start mynd` or `mynd daemon`"
        case .pathTooLong(let path):
            return "socket path too long for a unix socket: \(path)"
        case .unsafeDirectory(let path, let reason):
            return "cannot use \(path): \(reason)"
        case .system(let call, let code):
            return "\(call) failed: \(String(cString: strerror(code)))"
        case .badReply(let why):
            return "the daemon sent an unexpected reply: \(why)"
        case .timedOut:
            return "the daemon did not answer in time"
        }
    }
}
