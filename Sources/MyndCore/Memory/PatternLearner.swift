import Foundation

/// Computes the user's patterns from recent messages: recurring topics and the hours they are active.
///
/// Topics are known graph names (people, places, projects) and content words the user said in at least
/// `minSessions` different sessions; active hours are the busiest three-hour window. Pure and deterministic,
/// so it runs offline at every session end.
public struct PatternLearner: Sendable {
    public var minSessions = 2
    public var minMentions = 3
    public var maxTopics = 8
    public var calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    /// Patterns from the user's `messages`; `knownNames` maps normalised keys to display names.
    public func patterns(from messages: [StoredMessage], knownNames: [String: String], now: Date) -> [UserPattern] {
        let userMessages = messages.filter { $0.role == .user }
        guard !userMessages.isEmpty else { return [] }
        var mentions: [String: (display: String, count: Int, sessions: Set<String>, first: Date, last: Date)] = [:]
        for message in userMessages {
            var seen = Set<String>()
            for key in NameNormalizer.candidateKeys(in: message.content, maxWords: 3) where !seen.contains(key) {
                let display: String
                if let name = knownNames[key] {
                    display = name
                } else if !key.contains(" "), key.count >= 4, !StopWords.english.contains(key) {
                    display = key
                } else { continue }
                seen.insert(key)
                var entry = mentions[key] ?? (display, 0, [], message.createdAt, message.createdAt)
                entry.count += 1
                entry.sessions.insert(message.sessionID)
                entry.first = min(entry.first, message.createdAt)
                entry.last = max(entry.last, message.createdAt)
                mentions[key] = entry
            }
        }
        var result = mentions
            .filter { $0.value.sessions.count >= minSessions && $0.value.count >= minMentions }
            .sorted { ($0.value.count, $0.key) > ($1.value.count, $1.key) }
            .prefix(maxTopics)
            .map { key, entry in
                UserPattern(
                    kind: "topic", key: key,
                    summary: "Often brings up \(entry.display) (\(entry.count) times in \(entry.sessions.count) sessions)",
                    count: entry.count, firstSeenAt: entry.first, lastSeenAt: entry.last)
            }
        if let hours = activeWindow(userMessages) { result.append(hours) }
        return result
    }

    /// The three consecutive hours (wrapping midnight) with the most user messages, when there are enough.
    private func activeWindow(_ messages: [StoredMessage]) -> UserPattern? {
        guard messages.count >= minMentions else { return nil }
        var histogram = [Int](repeating: 0, count: 24)
        for message in messages { histogram[calendar.component(.hour, from: message.createdAt)] += 1 }
        let best = (0..<24).max { a, b in
            let sa = histogram[a] + histogram[(a + 1) % 24] + histogram[(a + 2) % 24]
            let sb = histogram[b] + histogram[(b + 1) % 24] + histogram[(b + 2) % 24]
            return sa == sb ? a > b : sa < sb
        } ?? 0
        let count = histogram[best] + histogram[(best + 1) % 24] + histogram[(best + 2) % 24]
        guard count * 2 >= messages.count else { return nil }
        let window = String(format: "%02d:00–%02d:00", best, (best + 3) % 24)
        return UserPattern(
            kind: "activeHours", key: window,
            summary: "Usually talks to Axel between \(window) (\(count) of \(messages.count) recent messages)",
            count: count, firstSeenAt: messages.first!.createdAt, lastSeenAt: messages.last!.createdAt)
    }
}
