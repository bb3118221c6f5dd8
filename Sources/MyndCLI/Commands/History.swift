import ArgumentParser
import Foundation
import MyndCore

/// `mynd history [--session ID] [--since WHEN]`: past conversations, message by message.
///
/// Messages filed under a sensitive node (`Node.isSensitive`) are not printed: a line says where they are
/// (`mynd show ID`), as every other listing does.
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show past conversations with Axel, message by message.",
        discussion: "WHEN is a date (2026-11-20), an ISO 8601 time, or an age: 30m, 12h, 7d, 2w.")

    @OptionGroup var global: GlobalOptions
    @Option(help: "Only this session (its id or a unique prefix; see `mynd memory sessions`).") var session: String?
    @Option(help: "Only messages at or after WHEN.") var since: String?
    @Option(help: "How many sessions (the most recent).") var limit = 10
    @Flag(help: "Print one JSON document.") var json = false

    struct Entry: Encodable {
        var session: ConversationSession
        var summary: String?
        var messages: [StoredMessage]
    }

    func run() throws {
        try Exit.guarded {
            var from: Date?
            if let since {
                guard let date = WhenParser.parse(since, now: Date()) else {
                    throw ValidationError("--since: '\(since)' is not a date, a time or an age like 7d")
                }
                from = date
            }
            let store = try MemoryCommand.memory(global)
            let history: [SessionHistory]
            do { history = try store.history(session: session, since: from, limit: limit) } catch let error as MemoryError {
                Exit.fail(error.description, code: Exit.noResults)
            }
            let hidden = try store.sensitiveNodeIDs()
            let shown = history.map { item in
                Entry(session: item.session, summary: item.summary?.content, messages: item.messages.map { message in
                    var message = message
                    if let node = message.nodeID, hidden.contains(node) {
                        message.content = "[sensitive: shown only with `mynd show \(node)`]"
                    }
                    return message
                })
            }
            if json { return try MemoryCommand.printJSON(shown) }
            let nonEmpty = shown.filter { !$0.messages.isEmpty }
            if nonEmpty.isEmpty { Exit.fail("no conversations\(since.map { " since \($0)" } ?? "") yet", code: Exit.noResults) }
            var out = ""
            for (i, entry) in nonEmpty.enumerated() {
                if i > 0 { out += "\n" }
                let state = entry.session.endedAt == nil ? "open" : "ended"
                out += "session \(entry.session.id)  \(Timestamp.iso(entry.session.startedAt))  (\(state), \(entry.messages.count) messages)\n"
                if let summary = entry.summary { out += "  summary: \(summary)\n" }
                for message in entry.messages {
                    let who = message.role == .user ? "you " : "axel"
                    let cut = message.interrupted ? " [interrupted]" : ""
                    let time = Timestamp.iso(message.createdAt).dropFirst(11).prefix(5)
                    out += "  \(time) \(who)  \(message.content.replacingOccurrences(of: "\n", with: "\n              "))\(cut)\n"
                }
            }
            Terminal.write(out)
        }
    }
}

/// `--since` values: a date, an ISO 8601 time, or an age before now (`30m`, `12h`, `7d`, `2w`).
package enum WhenParser {
    package static func parse(_ text: String, now: Date) -> Date? {
        if let date = Timestamp.parse(text) { return date }
        let parts = text.split(separator: "-")
        if parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) {
            return Calendar.current.date(from: DateComponents(year: y, month: m, day: d))
        }
        guard let unit = text.last, let amount = Double(text.dropLast()), amount >= 0 else { return nil }
        let seconds: Double
        switch unit {
        case "m": seconds = 60
        case "h": seconds = 3_600
        case "d": seconds = 86_400
        case "w": seconds = 604_800
        default: return nil
        }
        return now.addingTimeInterval(-amount * seconds)
    }
}
