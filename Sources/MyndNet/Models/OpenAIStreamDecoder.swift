import Foundation
import MyndCore

/// Decodes an OpenAI-style chat completion stream: `choices[0].delta.content`, `finish_reason`, a final
/// `usage` chunk (with `stream_options.include_usage`), then `data: [DONE]`.
///
/// Some compatible servers close the stream after the finish reason without `[DONE]`; that counts as complete.
struct OpenAIStreamDecoder: ModelStreamDecoder {
    private(set) var isComplete = false
    /// One decoder for the whole stream: creating one per event costs more than decoding a small event.
    private let json = JSONDecoder()
    private var usage: TokenUsage?
    private var finishReason: String?

    private struct Chunk: Decodable {
        struct Choice: Decodable {
            struct Delta: Decodable { var content: String? }
            var delta: Delta?
            var finish_reason: String?
        }
        struct Usage: Decodable {
            var prompt_tokens: Int?
            var completion_tokens: Int?
        }
        struct Failure: Decodable {
            var message: String?
            var type: String?
        }
        var choices: [Choice]?
        var usage: Usage?
        var error: Failure?
    }

    mutating func decode(_ event: SSEEvent) throws(StreamDecodeError) -> [ModelEvent] {
        let data = event.data.trimmingCharacters(in: .whitespaces)
        if data == "[DONE]" {
            isComplete = true
            return closing()
        }
        if data.isEmpty { return [] }
        let chunk: Chunk
        do {
            chunk = try json.decode(Chunk.self, from: Data(data.utf8))
        } catch {
            throw .malformed("a chunk is not JSON")
        }
        if let failure = chunk.error {
            let type = failure.type ?? "error"
            throw .errorEvent(type: type, message: failure.message ?? "no details given",
                              retryable: ["server_error", "overloaded_error", "rate_limit_exceeded"].contains(type))
        }
        if let reported = chunk.usage {
            usage = TokenUsage(inputTokens: reported.prompt_tokens ?? 0, outputTokens: reported.completion_tokens ?? 0)
        }
        guard let choice = chunk.choices?.first else { return [] }
        if let reason = choice.finish_reason { finishReason = reason }
        if let text = choice.delta?.content, !text.isEmpty { return [.text(text)] }
        return []
    }

    mutating func endOfStream() -> [ModelEvent]? {
        finishReason == nil ? nil : closing()
    }

    private func closing() -> [ModelEvent] {
        (usage.map { [ModelEvent.usage($0)] } ?? []) + [.stop(reason: finishReason)]
    }
}
