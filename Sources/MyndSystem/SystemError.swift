#if canImport(Glibc)
import Glibc
#endif

/// A system call that failed: which call, and the errno it left.
///
/// Made in one place (`SystemCall`), so callers match on `code` (EAGAIN, EPIPE, …) instead of reading the
/// thread-local `errno` after the fact, when another call may already have overwritten it.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call that failed, as a person would name it ("read", "accept", "bind /run/user/1000/mynd/control.sock").
    public var call: String
    /// The errno value.
    public var code: Int32

    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The C library's text for `code`, such as "Connection refused".
    public var reason: String { String(cString: strerror(code)) }

    /// `read: Bad file descriptor`.
    public var description: String { "\(call): \(reason)" }

    /// The descriptor is non-blocking and nothing is ready (EAGAIN / EWOULDBLOCK).
    public var wouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }
}
