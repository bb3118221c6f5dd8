import MyndCore

/// Opens the first source that works: PulseAudio, then ALSA when no sound server answers.
///
/// Only "no source" falls through; a busy device or a server that dies mid-capture is reported as it is, so the
/// user hears about a real problem instead of silently recording from another device.
public struct FallbackAudioSource: AudioSource {
    public let sources: [any AudioSource]

    public init(_ sources: [any AudioSource]) {
        precondition(!sources.isEmpty, "FallbackAudioSource needs at least one source")
        self.sources = sources
    }

    /// The capture chain for `[audio]` config: the chosen backend first, the other one as fallback.
    public init(_ audio: MyndConfig.Audio) {
        let pulse = PulseCapture(device: audio.device, sampleRate: audio.sampleRate)
        let alsa = ALSACapture(device: audio.device ?? "default", sampleRate: audio.sampleRate)
        self.init(audio.backend == "alsa" ? [alsa, pulse] : [pulse, alsa])
    }

    public var name: String { sources.map(\.name).joined(separator: "|") }
    public var sampleRate: Int { sources[0].sampleRate }

    public func open() async throws -> AsyncThrowingStream<[Int16], any Error> {
        var firstError: (any Error)?
        for source in sources {
            do {
                return try await source.open()
            } catch let error as CaptureError {
                guard case .noSource = error else { throw error }
                firstError = firstError ?? error
            }
        }
        throw firstError ?? CaptureError.noSource("no audio source configured")
    }
}
