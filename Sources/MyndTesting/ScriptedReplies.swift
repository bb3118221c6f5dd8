import Foundation
import MyndDaemon
import Synchronization

/// Axel behind the daemon's `SpokenReplies` port for in-process tests: `say` answers with `answer(text)`, and
/// every text said to it and every text it was asked to speak is kept.
public final class ScriptedReplies: SpokenReplies, Sendable {
    private let answer: @Sendable (String) -> String
    private let heard = Mutex<(said: [String], spoken: [String])>(([], []))

    public init(answer: @escaping @Sendable (String) -> String) { self.answer = answer }

    /// Texts passed to `reply(to:)`, in order.
    public var said: [String] { heard.withLock { $0.said } }
    /// Texts passed to `speak(_:)` (the briefing), in order.
    public var spoken: [String] { heard.withLock { $0.spoken } }

    public func reply(to text: String) async throws -> String {
        heard.withLock { $0.said.append(text) }
        return answer(text)
    }

    public func speak(_ text: String) async {
        heard.withLock { $0.spoken.append(text) }
    }
}
