import MyndCore

/// Files a thought the way `mynd ask` does: the utterance is committed, safety and extraction run, and
/// Axel's reply comes back. `mynd-app` supplies the conversation path (the configured runtime's engine), so
/// this target needs nothing heavier than the core.
public protocol ThoughtFiling: Sendable {
    func file(_ text: String) async throws -> ExchangeReport
}
