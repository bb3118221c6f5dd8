/// Why audio capture failed. Every case is a message the user can act on; none is fatal to the daemon.
public enum CaptureError: Error, Hashable, Sendable {
    /// No audio server or no source device.
    case noSource(String)
    /// The device is held by another program.
    case busy(String)
    /// The audio server went away mid-capture.
    case serverGone(String)
}
