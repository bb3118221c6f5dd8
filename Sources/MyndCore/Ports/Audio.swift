/// A microphone: PulseAudio (`PulseCapture`) or ALSA (`ALSACapture`) in MyndVoice. A port, so fakes in
/// MyndTesting and any layer can speak of one without linking audio libraries.
///
/// Samples are mono 16-bit at `sampleRate` and stay in memory. Reading blocks in C, so each open capture runs on
/// a thread of its own; the consumer only sees an AsyncSequence.
public protocol AudioSource: Sendable {
    /// For logs and `mynd doctor` ("pulse:default", "alsa:filemic").
    var name: String { get }
    var sampleRate: Int { get }
    /// Connects to the device, then delivers chunks (~20 ms each) until the stream is cancelled.
    /// Throws `CaptureError` when the device cannot be opened; the stream throws `CaptureError.serverGone` if it
    /// goes away later. Opening again after the server is back works: nothing is cached between opens.
    func open() async throws -> AsyncThrowingStream<[Int16], any Error>
}

/// Something that plays mono 16-bit audio: `PulsePlayback` in MyndVoice, `FakeAudioSink` in MyndTesting.
///
/// `enqueue` never blocks; `stop` drops everything not yet heard, including what the audio server has buffered,
/// so barge-in silences the speaker at once.
public protocol AudioSink: Sendable {
    var sampleRate: Int { get }
    /// Connects and warms the stream so the first sentence does not wait for the server (~1 s on a fresh sink).
    func open() async throws
    /// Queues samples at `sampleRate` to be played after what is already queued.
    func enqueue(_ samples: [Int16])
    /// Drops everything queued here and in the server.
    func stop()
    /// Returns when everything queued so far has been heard, or `stop` was called.
    func drain() async
}
