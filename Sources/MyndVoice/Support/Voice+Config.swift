import MyndCore

/// Building the voice pieces from `MyndConfig`, so the daemon and the CLI wire them the same way.
extension PulsePlayback {
    /// The speech sink from `[audio]` (`sink = nil`: the default sink). Call `open()` early: a fresh stream
    /// is heard about a second late the first time.
    public convenience init(audio: MyndConfig.Audio) {
        self.init(device: audio.sink)
    }
}

extension CaptureRecorder {
    /// The configured backend first (PulseAudio by default), the other as fallback, with `[audio]`'s pre-roll,
    /// tail, minimum and maximum clip lengths.
    public init(audio: MyndConfig.Audio) {
        self.init(source: FallbackAudioSource(audio), settings: Settings(audio))
    }
}

extension SentenceSpeaker {
    /// espeak-ng with `[speech]`'s voice, rate, pitch and volume, and its acknowledgment threshold.
    public init(speech: MyndConfig.Speech, sink: any AudioSink) {
        self.init(synthesizer: EspeakSynthesizer(voice: .init(speech)), sink: sink,
                  acknowledgeAfter: Self.acknowledgeAfter(speech), enabled: speech.enabled)
    }

    /// `[speech]` again, after a configuration reload: voice, rate, pitch, volume, acknowledgement, on/off.
    public func apply(_ speech: MyndConfig.Speech) {
        configure(synthesizer: EspeakSynthesizer(voice: .init(speech)), acknowledgeAfter: Self.acknowledgeAfter(speech),
                  enabled: speech.enabled)
    }

    /// `[speech]` with the synthesizer the daemon chose for its engine (Piper with espeak-ng standing in, or espeak-ng).
    public func apply(_ speech: MyndConfig.Speech, synthesizer: any SpeechSynthesizer) {
        configure(synthesizer: synthesizer, acknowledgeAfter: Self.acknowledgeAfter(speech), enabled: speech.enabled)
    }

    private static func acknowledgeAfter(_ speech: MyndConfig.Speech) -> Duration? {
        speech.acknowledgeAfter > 0 ? .seconds(speech.acknowledgeAfter) : nil
    }
}

extension OfflineTranscriber {
    /// Candidate model folders, most specific first.
    static let modelCandidates = [
        "/usr/share/pocketsphinx/model/en-us",
        "/usr/local/share/pocketsphinx/model/en-us",
    ]
}
