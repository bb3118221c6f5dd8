/// A model that replies from what was just filed rather than from free text — the offline responder.
///
/// The engine runs the (fast, local) extraction before such a model and hands it the result, so it can say
/// what was captured and ask about the graph. A real LLM is not grounded: it replies first, and extraction
/// runs after the reply.
public protocol GroundedLanguageModel: LanguageModel {
    func stream(_ request: ModelRequest, grounding: FiledExtraction) -> AsyncThrowingStream<ModelEvent, any Error>
}
