import Foundation
import Logging
import Synchronization
import Testing
@testable import MyndDaemon

@Suite("Journald logging")
struct LoggingTests {
    final class Lines: Sendable {
        let all = Mutex<[String]>([])
        func append(_ line: String) { all.withLock { $0.append(line) } }
    }

    @Test("under systemd: priority prefixes, one line per entry")
    func journalPrefixes() {
        let lines = Lines()
        var logger = Logger(label: "mynd.test") { label in
            JournalLogHandler(label: label, environment: ["JOURNAL_STREAM": "8:1234"], sink: { lines.append($0) })
        }
        logger.logLevel = .debug
        logger.error("broken")
        logger.warning("careful")
        logger.info("fine", metadata: ["k": "v"])
        logger.debug("detail\nsecond line")
        #expect(lines.all.withLock { $0 } == [
            "<3>mynd.test: broken\n", "<4>mynd.test: careful\n", "<6>mynd.test: fine k=v\n",
            "<7>mynd.test: detail ⏎ second line\n",
        ])
    }

    @Test("outside systemd: plain lines with time and level")
    func plain() {
        let lines = Lines()
        let logger = Logger(label: "mynd.test") { JournalLogHandler(label: $0, environment: [:], sink: { lines.append($0) }) }
        logger.info("hello")
        let line = lines.all.withLock { $0.first } ?? ""
        #expect(line.hasSuffix(" info mynd.test: hello\n") && !line.hasPrefix("<"))
    }

    @Test("keys are masked wherever they appear")
    func redaction() {
        let lines = Lines()
        let logger = Logger(label: "t") { JournalLogHandler(label: $0, environment: ["JOURNAL_STREAM": "1:2"], sink: { lines.append($0) }) }
        logger.error("request failed for sk-ant-api03-AbCdEf123456789", metadata: ["auth": "Bearer sk-proj-zzzzzzzzzzzz"])
        let line = lines.all.withLock { $0.first } ?? ""
        #expect(!line.contains("AbCdEf123456789") && !line.contains("zzzzzzzzzzzz"))
        #expect(line.contains("sk-ant-…[redacted]"))
        #expect(SecretRedactor.redact("the sky-blue task list") == "the sky-blue task list")
        #expect(SecretRedactor.redact("key sk-1234567890abcdef end") == "key sk-…[redacted] end")
    }
}
