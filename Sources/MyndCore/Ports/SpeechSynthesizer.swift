/// Text to speech: the voice side's port. espeak-ng (MyndVoice) and any Wyoming text-to-speech server such as
/// Piper (MyndNet) implement it; it lives in the core so both can, without MyndVoice depending on the network.
///
/// Synthesis streams: the first chunk of a sentence can be played while the rest is still being made.
public protocol SpeechSynthesizer: Sendable {
    /// Samples per second of everything this synthesizer produces (mono, 16-bit).
    var sampleRate: Int { get }
    /// The samples for `text`, chunk by chunk; cancelling the consumer stops synthesis.
    func chunks(for text: String) -> AsyncThrowingStream<[Int16], any Error>
    /// True when no audio of a unit comes before the whole unit is made (Piper makes a sentence at once; espeak-ng
    /// streams as it goes): the time to the first audio then grows with the first unit's length, so the speaker
    /// keeps a long first sentence's first unit short.
    var makesWholeUnits: Bool { get }
    /// Loads whatever the first unit would otherwise wait for (a library's data, a voice), so the first reply of
    /// a process is as quick as the later ones. Never throws: a failure shows up when speaking.
    func warmUp() async
}

extension SpeechSynthesizer {
    public var makesWholeUnits: Bool { false }

    public func warmUp() async {}

    /// All of `text` as one clip.
    public func synthesize(_ text: String) async throws -> AudioClip {
        var samples: [Int16] = []
        for try await chunk in chunks(for: text) { samples += chunk }
        return AudioClip(samples: samples, sampleRate: sampleRate)
    }
}
