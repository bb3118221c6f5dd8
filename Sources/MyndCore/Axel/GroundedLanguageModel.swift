/// A model that replies from what was just filed rather than from free text — the offline responder.
///
/// The engine runs the (fast, local) extraction before such a model and hands it the result, so it can say
/// what was captured and ask about the graph. A real LLM is not grounded: it replies first, and extraction
/// runs after the reply.
public protocol GroundedLanguageModel: LanguageModel {
    /// - Parameter gentle: earlier in the session the user spoke of a crisis; ask nothing about goals or steps.
    func stream(_ request: ModelRequest, grounding: FiledExtraction, gentle: Bool) -> AsyncThrowingStream<ModelEvent, any Error>
}
