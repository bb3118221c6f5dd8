import Foundation
import Logging

/// Writes the medium-term summary of an ended session: with a language model and the summary prompt when one
/// is configured, otherwise (or when the model fails) offline from the messages themselves.
public struct SessionSummarizer: Sendable {
    public var model: (any LanguageModel)?
    public var prompt: String
    public var logger: Logger

    public init(model: (any LanguageModel)?, prompt: String = Prompts.text(.summary), logger: Logger = Logger(label: "mynd.memory")) {
        self.model = model
        self.prompt = prompt
        self.logger = logger
    }

    /// The summary text and who wrote it (the model's name or "offline").
    public func summarize(_ messages: [StoredMessage], knownNames: [String: String] = [:]) async -> (content: String, generatedBy: String) {
        if let model, !messages.isEmpty {
            let transcript = messages.map { "\($0.role == .user ? "User" : "Axel"): \($0.content)" }.joined(separator: "\n")
            let request = ModelRequest(
                system: "You write short, factual summaries of conversations for an assistant's memory.",
                messages: [ChatMessage(role: .user, content: prompt.replacingOccurrences(of: "{messages}", with: transcript))],
                maxTokens: 300, temperature: 0.2)
            do {
                let text = try await ModelText.collect(model.stream(request)).text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.isEmpty { return (text, model.name) }
                logger.warning("summary model returned no text; writing an offline summary")
            } catch {
                logger.warning("summary model failed, writing an offline summary", metadata: ["error": "\(error)"])
            }
        }
        return (Self.offlineSummary(messages, knownNames: knownNames), "offline")
    }

    /// The seed's summary fields, filled by rules: topics (known names first, then frequent words),
    /// follow-ups (what the user said they want or need to do), and one quote of the user's own words.
    public static func offlineSummary(_ messages: [StoredMessage], knownNames: [String: String] = [:]) -> String {
        let userMessages = messages.filter { $0.role == .user }
        guard !userMessages.isEmpty else { return "**Topics:** none\n**Follow-ups:** none" }
        var counts: [String: (display: String, count: Int, order: Int)] = [:]
        var order = 0
        for message in userMessages {
            for key in NameNormalizer.candidateKeys(in: message.content, maxWords: 3) {
                let display: String
                if let name = knownNames[key] { display = name } else if !key.contains(" "), key.count >= 4, !StopWords.english.contains(key) {
                    display = key
                } else { continue }
                let weight = knownNames[key] != nil ? 3 : 1
                var entry = counts[key] ?? (display, 0, order)
                entry.count += weight
                counts[key] = entry
                order += 1
            }
        }
        let topics = counts.sorted { ($0.value.count, -$0.value.order) > ($1.value.count, -$1.value.order) }.prefix(4).map(\.value.display)
        let followUps = userMessages.compactMap { message -> String? in
            let type = UtteranceClassifier.classify(message.content)
            guard type == .goal || type == .action else { return nil }
            return UtteranceClassifier.phrase(of: message.content, as: type)
        }
        let quote = userMessages.max { $0.content.count < $1.content.count }!.content
        var lines = ["**Topics:** \(topics.isEmpty ? "small talk" : topics.joined(separator: ", "))"]
        lines.append("**Follow-ups:** \(followUps.isEmpty ? "none" : followUps.prefix(3).joined(separator: "; "))")
        lines.append("**User's words:** \"\(quote.count > 160 ? String(quote.prefix(157)) + "…" : quote)\"")
        lines.append("**Exchanges:** \(userMessages.count)")
        return lines.joined(separator: "\n")
    }
}
