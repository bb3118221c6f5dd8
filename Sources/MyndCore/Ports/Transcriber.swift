import Foundation

/// Mono 16-bit PCM held in memory. Audio is never written to disk.
public struct AudioClip: Hashable, Sendable {
    public var samples: [Int16]
    public var sampleRate: Int
    public init(samples: [Int16], sampleRate: Int = 16_000) {
        self.samples = samples
        self.sampleRate = sampleRate
    }
    public var duration: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }
}

/// Hints that help a transcriber spell things right.
public struct TranscriptionHints: Hashable, Sendable {
    /// ISO-639-1, e.g. "en"; nil lets the transcriber detect it.
    public var language: String?
    /// Names of people and projects already in the graph, for the transcriber's prompt.
    public var vocabulary: [String]
    /// Names of people and projects already in the graph (most recently mentioned first) that a transcript is
    /// corrected toward after transcription (`KnownNameCorrection`); empty: no correction.
    public var knownNames: [String]
    public init(language: String? = nil, vocabulary: [String] = [], knownNames: [String] = []) {
        self.language = language
        self.vocabulary = vocabulary
        self.knownNames = knownNames
    }
}

/// What a transcriber heard.
public struct Transcript: Hashable, Codable, Sendable {
    public var text: String
    /// Which transcriber answered ("local", "wyoming", "offline", "openai", "whispercpp").
    public var transcriber: String
    public var language: String?
    /// The transcriber's own words when `text` differs from them because known names were put back
    /// (`KnownNameCorrection`); nil when nothing was changed. Kept so what the engine heard is never lost.
    public var heard: String?
    public init(text: String, transcriber: String, language: String? = nil, heard: String? = nil) {
        self.text = text
        self.transcriber = transcriber
        self.language = language
        self.heard = heard
    }
}

/// Speech to text: a Whisper endpoint, whisper.cpp, or the embedded offline decoder.
public protocol Transcriber: Sendable {
    var name: String { get }
    func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript
}
