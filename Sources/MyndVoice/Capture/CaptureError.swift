/// Why audio capture failed. Every case is a message the user can act on; none is fatal to the daemon.
public enum CaptureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No audio server or no source device.
    case noSource(String)
    /// The device is held by another program.
    case busy(String)
    /// The audio server went away mid-capture.
    case serverGone(String)

    public var description: String {
        switch self {
        case let .noSource(why):
            "no microphone to record from: \(why) (is PulseAudio or PipeWire running, and is a source connected?)"
        case let .busy(why):
            "the microphone is busy: \(why) (another program holds it; close it or choose another device)"
        case let .serverGone(why):
            "the audio server went away while recording: \(why) (recording resumes once it is back)"
        }
    }
}
