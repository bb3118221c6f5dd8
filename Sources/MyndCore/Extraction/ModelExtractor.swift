import Foundation
import Logging

/// Extraction by a language model: asks for strict JSON (see `Resources/prompts/extraction.md`), validates it
/// with `ExtractionSchema`, retries once telling the model what was wrong, then falls back to the offline rules
/// and logs why. The fallback's `notes` keep the reason, so nothing is dropped silently.
public struct ModelExtractor: Extractor {
    public var model: any LanguageModel
    public var prompt: String
    public var fallback: OfflineExtractor
    public var logger: Logger

    public init(model: any LanguageModel, prompt: String = Prompts.text(.extraction), logger: Logger = Logger(label: "mynd.extraction")) {
        self.model = model
        self.prompt = prompt
        self.fallback = OfflineExtractor()
        self.logger = logger
    }

    public func extract(_ utterance: String, graph: any GraphAccess) async -> Extraction {
        let known = (try? await graph.namedNodes(mentionedIn: utterance, limit: 20)) ?? []
        let offered = known + (await Self.openWork(relatedTo: utterance, graph: graph)).filter { work in !known.contains { $0.id == work.id } }
        let knownLine = offered.isEmpty ? "none" : offered.map { "\($0.content) (\($0.type.rawValue))" }.joined(separator: ", ")
        let instructions = prompt
            .replacingOccurrences(of: "{known}", with: knownLine)
            .replacingOccurrences(of: "{utterance}", with: utterance)
        var messages = [ChatMessage(role: .user, content: instructions)]
        var notes: [String] = []
        for attempt in 1...2 {
            let answer: String
            do {
                answer = try await ModelText.collect(model.stream(ModelRequest(system: Self.system, messages: messages, maxTokens: 800, temperature: 0))).text
            } catch {
                notes.append("attempt \(attempt): the model failed: \(error)")
                break
            }
            do {
                var extraction = try ExtractionSchema.parse(answer)
                extraction.method = "model:\(model.name)"
                extraction.notes = notes
                return extraction
            } catch {
                notes.append("attempt \(attempt): \(error.reason)")
                messages.append(ChatMessage(role: .assistant, content: answer))
                messages.append(ChatMessage(role: .user, content: "That answer was invalid: \(error.reason). Reply again with only the JSON object, following the schema exactly."))
            }
        }
        logger.warning("model extraction unusable, using the offline rules", metadata: ["reasons": "\(notes.joined(separator: "; "))"])
        var extraction = fallback.extract(utterance, known: known)
        extraction.method = "offline-fallback"
        extraction.notes = notes
        return extraction
    }

    /// Open goals, actions and projects the utterance shares words with, and the most recent goals: offered to the
    /// model as known nodes so a goal said again keeps its wording (and `GraphFiler` touches it instead of adding one).
    static func openWork(relatedTo utterance: String, graph: any GraphAccess) async -> [Node] {
        let related = ((try? await graph.search(relatedTo: utterance, limit: 20)) ?? [])
            .filter { [.goal, .action, .project].contains($0.type) && !$0.completed }.prefix(8)
        let recent = (try? await graph.activeGoals(limit: 5)) ?? []
        var seen = Set<NodeID>()
        return (Array(related) + recent).filter { !$0.isSensitive && seen.insert($0.id).inserted }
    }

    static let system = "You extract structured data from a user's spoken note. You answer with one JSON object and nothing else."
}
