/// Collects a model stream into text, for non-streaming uses (summaries, extraction).
public enum ModelText {
    public static func collect(_ stream: AsyncThrowingStream<ModelEvent, any Error>) async throws -> (text: String, usage: TokenUsage?) {
        var text = ""
        var usage: TokenUsage?
        for try await event in stream {
            switch event {
            case let .text(piece): text += piece
            case let .usage(reported): usage = reported
            case .stop: break
            }
        }
        return (text, usage)
    }
}
