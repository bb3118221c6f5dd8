import Foundation
import MyndSystem
#if canImport(Glibc)
import Glibc
#endif

/// What stdout is connected to: colour and tables only for a person at a terminal, never with NO_COLOR.
package enum Terminal {
    package static let isTTY = isatty(STDOUT_FILENO) == 1

    package static var useColor: Bool {
        let env = ProcessInfo.processInfo.environment
        if let noColor = env["NO_COLOR"], !noColor.isEmpty { return false }
        return isTTY && env["TERM"] != "dumb"
    }

    /// Columns available for a table row.
    package static var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 20 { return columns }
        return 100
    }

    package enum Style: String {
        case dim = "2", bold = "1", red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36"
    }

    package static func paint(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    package static func write(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Notes and errors (chatter goes to stderr).
    package static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

    /// All of `text` to `fd` with plain `write(2)` calls. Foundation's `FileHandle` set-up cost a one-shot
    /// command more than printing its answer.
    package static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: fd) }
    }

    package static func write(_ data: Data, to fd: Int32 = STDOUT_FILENO) {
        data.withUnsafeBytes { writeAll($0, to: fd) }
    }

    package static func write(_ bytes: [UInt8], to fd: Int32 = STDOUT_FILENO) {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Gives up quietly on an error (a closed pipe ends the process through SIGPIPE first, as for any Unix filter).
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
        try? SystemCall.writeAll(fd, bytes)
    }
}

extension String {
    /// One line for plain output: backslash, tab and newline escaped so each record stays one line.
    package var escapedForLine: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for ch in self {
            switch ch {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\r\n": out += "\\r\\n"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Cut to `width` characters with an ellipsis.
    package func clipped(_ width: Int) -> String {
        count <= width ? self : String(prefix(max(0, width - 1))) + "…"
    }

    package func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
