import Foundation

/// Fits `ContextInputs` into a `ContextBudget` and renders the `ModelRequest`.
///
/// Each truncatable section is first cut to its own cap, dropping its lowest-ranked items; then, while the
/// whole is over the total, items are dropped from the lowest-priority non-empty section (patterns, then
/// summaries, neighbourhood, facts, goals, and last the oldest history). The system prompt, safety and the
/// current message are never cut. A section's header costs tokens only while it has items.
public enum ContextAssembler {
    struct Section {
        var kind: ContextSection
        var header: String
        var items: [String]
        var dropped = 0
        var tokens: Int { items.isEmpty ? 0 : TokenEstimate.count(header) + items.reduce(0) { $0 + TokenEstimate.count($1) } }
    }

    public static func assemble(_ inputs: ContextInputs, budget: ContextBudget, maxTokens: Int = 1024, temperature: Double? = nil) -> BuiltContext {
        let day = Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
        func days(since date: Date) -> Int { max(0, Int(inputs.now.timeIntervalSince(date) / 86_400)) }

        let goalLines = inputs.care.hidesGoals ? [] : inputs.activeGoals.map { entry in
            "- \(entry.goal.content)" + (entry.nextActions.isEmpty ? " (no next action yet)" : " (next: \(entry.nextActions.map(\.content).joined(separator: "; ")))")
        } + inputs.staleGoals.map { "- \($0.content) (stale: untouched for \(days(since: $0.lastTouchedAt)) days)" }
        let historyLines = inputs.history.map { "\($0.role.rawValue): \($0.content)" }
        var sections = [
            Section(kind: .history, header: "", items: historyLines),
            Section(kind: .goals, header: "\n\n## The user's goals\n", items: goalLines),
            Section(kind: .facts, header: "\n\n## What you know about the user\n", items: inputs.facts.map {
                "- \($0.content) (confidence \(Int(($0.confidence * 100).rounded()))%, mentioned \($0.mentionCount)×)"
            }),
            Section(kind: .neighbourhood, header: "\n\n## Related in the user's notes\n",
                    items: inputs.mentioned.map { "- \($0.content) (\($0.type.rawValue), mentioned now)" }
                        + inputs.neighbourhood.map { "- \($0.content) (\($0.type.rawValue))" }),
            Section(kind: .summaries, header: "\n\n## Recent sessions\n", items: (inputs.earlierInSession.map {
                ["- Earlier in this conversation: \($0.replacingOccurrences(of: "\n", with: " "))"]
            } ?? []) + inputs.summaries.map {
                "- \($0.sessionStartedAt.formatted(day)): \($0.content.replacingOccurrences(of: "\n", with: " "))"
            }),
            Section(kind: .patterns, header: "\n\n## Patterns you have noticed\n", items: inputs.patterns.map { "- \($0.summary)" }),
        ]
        // History is ranked oldest-last-kept: drop from the front. Every other section drops from the end.
        func dropOne(_ index: Int) {
            if sections[index].kind == .history { sections[index].items.removeFirst() } else { sections[index].items.removeLast() }
            sections[index].dropped += 1
        }
        for index in sections.indices {
            while sections[index].tokens > budget.cap(sections[index].kind), !sections[index].items.isEmpty { dropOne(index) }
        }
        // Safety and care are never cut: they count with the system prompt and the current message.
        let care = inputs.care.instructions
        let safety = inputs.safety + (care.isEmpty ? "" : "\n\n" + care)
        let protectedTokens = [
            TokenEstimate.count(inputs.systemPrompt), TokenEstimate.count("\n\n" + safety), TokenEstimate.count(inputs.currentMessage),
        ]
        var total = protectedTokens.reduce(0, +) + sections.reduce(0) { $0 + $1.tokens }
        for index in sections.indices.reversed() {
            while total > budget.total, !sections[index].items.isEmpty {
                let before = sections[index].tokens
                dropOne(index)
                total -= before - sections[index].tokens
            }
        }

        var system = inputs.systemPrompt
        if !safety.isEmpty { system += "\n\n" + safety }
        for section in sections where section.kind != .history && !section.items.isEmpty {
            system += section.header + section.items.joined(separator: "\n")
        }
        let keptHistory = Array(inputs.history.suffix(sections[0].items.count))
        let messages = normalised(keptHistory + [ChatMessage(role: .user, content: inputs.currentMessage)])
        var tokens: [ContextSection: Int] = [
            .systemPrompt: protectedTokens[0], .safety: protectedTokens[1], .currentMessage: protectedTokens[2],
        ]
        var dropped: [ContextSection: Int] = [:]
        for section in sections {
            tokens[section.kind] = section.tokens
            if section.dropped > 0 { dropped[section.kind] = section.dropped }
        }
        let request = ModelRequest(system: system, messages: messages, maxTokens: maxTokens, temperature: temperature)
        return BuiltContext(request: request, tokens: tokens, dropped: dropped)
    }

    /// Providers want the conversation to start with the user and alternate: leading assistant turns are
    /// dropped, consecutive turns of one role merged, empty ones skipped.
    static func normalised(_ messages: [ChatMessage]) -> [ChatMessage] {
        var result: [ChatMessage] = []
        for message in messages where !message.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            if result.isEmpty, message.role == .assistant { continue }
            if let last = result.last, last.role == message.role {
                result[result.count - 1].content += "\n" + message.content
            } else {
                result.append(message)
            }
        }
        return result
    }
}
