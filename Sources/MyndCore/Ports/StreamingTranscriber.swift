/// A transcriber that can take the audio while the user is still speaking.
///
/// Push-to-talk opens a stream at the key press, sends each captured chunk as it arrives, and at the release
/// hands over the whole clip: so nothing is uploaded after the key is released, and a stream that broke on the
/// way (the engine restarted, the connection dropped) can still be answered from the clip — the utterance is
/// never lost.
public protocol StreamingTranscriber: Transcriber {
    /// Opens a stream for mono 16-bit audio at `sampleRate`. Throwing here means "transcribe the clip at the end".
    func startStream(sampleRate: Int, hints: TranscriptionHints) async throws -> any TranscriptionStream
}

/// One utterance being transcribed as it is captured.
public protocol TranscriptionStream: Sendable {
    /// Queues samples in capture order. Never blocks capture and never throws: a failure is remembered and the
    /// clip given to `finish` is used instead.
    func send(_ samples: [Int16])
    /// Ends the audio and returns the transcript. `clip` holds the same samples that were sent; it is what a
    /// fallback transcribes when the stream failed.
    func finish(_ clip: AudioClip) async throws -> Transcript
    /// Drops the stream (the utterance was cancelled).
    func cancel()
}

/// A stream for any transcriber: nothing goes out early, and the clip is transcribed at `finish`.
public struct BufferedTranscriptionStream: TranscriptionStream {
    public let transcriber: any Transcriber
    public let hints: TranscriptionHints

    public init(transcriber: any Transcriber, hints: TranscriptionHints) {
        self.transcriber = transcriber
        self.hints = hints
    }

    public func send(_ samples: [Int16]) {}
    public func finish(_ clip: AudioClip) async throws -> Transcript { try await transcriber.transcribe(clip, hints: hints) }
    public func cancel() {}
}
