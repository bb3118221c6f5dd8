import Foundation
import MyndCore

/// Decodes the Messages API event stream.
///
/// Text comes from `content_block_delta` events whose delta is a `text_delta`; usage from `message_start`
/// (input) and `message_delta` (cumulative output, and input when the server repeats it); the stop reason from
/// `message_delta`; the end from `message_stop`. Blocks and deltas of other kinds (thinking, tool input,
/// citations, signatures, whatever comes next) and unknown events are skipped.
struct AnthropicStreamDecoder: ModelStreamDecoder {
    private(set) var isComplete = false
    /// One decoder for the whole stream: creating one per event costs more than decoding a small event.
    private let json = JSONDecoder()
    private var usage = TokenUsage()
    private var stopReason: String?

    /// The fields of any stream event this decoder reads; everything else is ignored.
    private struct Frame: Decodable {
        struct Usage: Decodable {
            var input_tokens: Int?
            var output_tokens: Int?
        }
        struct Message: Decodable { var usage: Usage? }
        struct Delta: Decodable {
            var type: String?
            var text: String?
            var stop_reason: String?
        }
        struct Block: Decodable {
            var type: String?
            var text: String?
        }
        struct Failure: Decodable {
            var type: String?
            var message: String?
        }
        var type: String
        var message: Message?
        var delta: Delta?
        var content_block: Block?
        var usage: Usage?
        var error: Failure?
    }

    private static let overloadTypes: Set<String> = ["overloaded_error", "api_error", "rate_limit_error"]

    mutating func decode(_ event: SSEEvent) throws(StreamDecodeError) -> [ModelEvent] {
        if event.event == "ping" { return [] }
        let frame: Frame
        do {
            frame = try json.decode(Frame.self, from: Data(event.data.utf8))
        } catch {
            if event.event == "error" { throw .errorEvent(type: "error", message: String(event.data.prefix(200)), retryable: false) }
            throw .malformed("event '\(event.event.prefix(40))' is not JSON with a type")
        }
        if event.event == "error" || frame.type == "error" {
            let type = frame.error?.type ?? "error"
            throw .errorEvent(type: type, message: frame.error?.message ?? "no details given",
                              retryable: Self.overloadTypes.contains(type))
        }
        switch frame.type {
        case "message_start":
            record(frame.message?.usage)
            return []
        case "content_block_start":
            if frame.content_block?.type == "text", let text = frame.content_block?.text, !text.isEmpty { return [.text(text)] }
            return []
        case "content_block_delta":
            if frame.delta?.type == "text_delta", let text = frame.delta?.text, !text.isEmpty { return [.text(text)] }
            return []
        case "message_delta":
            if let reason = frame.delta?.stop_reason { stopReason = reason }
            record(frame.usage)
            return [.usage(usage)]
        case "message_stop":
            isComplete = true
            return [.stop(reason: stopReason)]
        default:
            return []  // content_block_stop, and event types newer than this client
        }
    }

    mutating func endOfStream() -> [ModelEvent]? { nil }

    private mutating func record(_ reported: Frame.Usage?) {
        guard let reported else { return }
        if let input = reported.input_tokens { usage.inputTokens = input }
        if let output = reported.output_tokens { usage.outputTokens = output }
    }
}
