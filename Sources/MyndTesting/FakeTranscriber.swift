import Foundation
import MyndCore
import Synchronization

/// A transcriber for fast in-process tests: answers each clip with the next scripted text (the last repeats), or
/// throws the scripted error, and keeps the clips it was given.
public final class FakeTranscriber: Transcriber, Sendable {
    public enum Answer: Sendable {
        case text(String)
        case failure(String)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let name: String
    private let answers: [Answer]
    private let state = Mutex<(next: Int, clips: [AudioClip])>((0, []))

    public init(name: String = "fake", answers: [Answer]) {
        self.name = name
        self.answers = answers
    }

    public convenience init(name: String = "fake", saying texts: String...) {
        self.init(name: name, answers: texts.map(Answer.text))
    }

    /// The clips transcribed so far, in order.
    public var clips: [AudioClip] { state.withLock { $0.clips } }

    public func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        let answer: Answer? = state.withLock { state in
            state.clips.append(clip)
            defer { state.next += 1 }
            return answers.isEmpty ? nil : answers[min(state.next, answers.count - 1)]
        }
        switch answer {
        case let .text(text)?: return Transcript(text: text, transcriber: name)
        case let .failure(reason)?: throw Failure(description: reason)
        case nil: throw Failure(description: "\(name): nothing scripted")
        }
    }
}
