import Foundation
import Logging
import MyndSystem
import Synchronization

/// A swift-log back end writing one line per message to stderr.
///
/// Under systemd (`JOURNAL_STREAM` set) each line starts with a syslog priority prefix (`<3>` error, `<4>` warning,
/// `<6>` info, `<7>` debug) that journald turns into the entry's priority, and no timestamp (journald adds one).
/// Otherwise lines are plain: `2026-11-21T21:30:00Z info mynd.control: listening`. Secrets are masked either way.
public struct JournalLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let journal: Bool
    private let sink: @Sendable (String) -> Void

    /// `sink` receives each finished line (with its newline); stderr by default.
    public init(label: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                sink: (@Sendable (String) -> Void)? = nil) {
        self.label = label
        self.journal = environment["JOURNAL_STREAM"].map { !$0.isEmpty } ?? false
        self.sink = sink ?? JournalLogHandler.writeToStderr
        if let level = environment["MYND_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) { logLevel = level }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields = metadata
        if let extra = event.metadata { fields.merge(extra) { $1 } }
        var text = "\(event.message)"
        if !fields.isEmpty {
            text += " " + fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        // One entry per line: journald would split a multi-line message into several entries.
        text = SecretRedactor.redact(text).replacingOccurrences(of: "\n", with: " ⏎ ")
        let line: String
        if journal {
            line = "<\(Self.priority(event.level))>\(label): \(text)\n"
        } else {
            let stamp = Date().formatted(.iso8601)
            line = "\(stamp) \(event.level) \(label): \(text)\n"
        }
        sink(line)
    }

    /// syslog(3) priority for a swift-log level.
    public static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .critical: 2
        case .error: 3
        case .warning: 4
        case .notice: 5
        case .info: 6
        case .debug, .trace: 7
        }
    }

    private static let stderrLock = Mutex(())

    private static func writeToStderr(_ line: String) {
        stderrLock.withLock { _ in
            // A closed or full stderr drops the line: logging must never take the daemon down.
            var line = line
            line.withUTF8 { try? SystemCall.writeAll(2, UnsafeRawBufferPointer($0)) }
        }
    }

    /// Installs this handler as the process-wide logging back end (once, at start-up).
    public static func bootstrap(environment: [String: String] = ProcessInfo.processInfo.environment) {
        LoggingSystem.bootstrap { label in JournalLogHandler(label: label, environment: environment) }
    }
}
