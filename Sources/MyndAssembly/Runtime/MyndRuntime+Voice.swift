import MyndCore
import MyndVoice

extension MyndRuntime {
    /// Axel's conversation, spoken by `speaker` (nil: text only). It asks for the engine at each exchange, so a
    /// reload applies from the next one on.
    public func conversation(speaker: SentenceSpeaker?) -> Conversation {
        let runtime = self
        return Conversation(engine: { runtime.engine }, speaker: speaker)
    }

    /// Push-to-talk as `mynd listen` and the daemon both run it: the configured microphone, `transcriber`, Axel
    /// spoken by `speaker`, and earcons on `sink` when `[audio] earcons` is on.
    public func pushToTalk(transcriber: any Transcriber, speaker: SentenceSpeaker?, sink: (any AudioSink)?) -> PushToTalk {
        let runtime = self
        return PushToTalk(
            recorder: CaptureRecorder(audio: config.audio), transcriber: transcriber, conversation: conversation(speaker: speaker),
            earcons: config.audio.earcons ? sink.map { EarconPlayer(sink: $0) } : nil, hints: { runtime.transcriptionHints() })
    }
}
