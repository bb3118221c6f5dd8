import MyndCore
import CALSA
import Foundation

/// Records from an ALSA PCM directly: the fallback when no sound server runs, or `audio.backend = "alsa"`.
///
/// Like `PulseCapture`, each `open()` runs a dedicated thread that owns the `snd_pcm_t` and blocks in
/// `snd_pcm_readi`. Overruns are recovered in place; a vanished device ends the stream with `serverGone`.
public struct ALSACapture: AudioSource {
    /// An ALSA PCM name: "default", "hw:1,0", or one defined in ~/.asoundrc.
    public var device: String
    public var sampleRate: Int
    public var chunkMilliseconds: Int

    public init(device: String = "default", sampleRate: Int = 16_000, chunkMilliseconds: Int = 20) {
        self.device = device
        self.sampleRate = sampleRate
        self.chunkMilliseconds = chunkMilliseconds
    }

    public var name: String { "alsa:\(device)" }

    public func open() async throws -> AsyncThrowingStream<[Int16], any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Int16].self)
        let flag = CancelFlag()
        continuation.onTermination = { _ in flag.cancel() }
        let settings = self
        try await withCheckedThrowingContinuation { (opened: CheckedContinuation<Void, any Error>) in
            let thread = Thread { settings.run(continuation: continuation, cancelled: flag, opened: opened) }
            thread.name = "mynd.alsa-capture"
            thread.start()
        }
        return stream
    }

    private func run(
        continuation: AsyncThrowingStream<[Int16], any Error>.Continuation, cancelled: CancelFlag,
        opened: CheckedContinuation<Void, any Error>
    ) {
        var pcm: OpaquePointer?
        mynd_alsa_silence_errors()
        var status = snd_pcm_open(&pcm, device, SND_PCM_STREAM_CAPTURE, 0)
        if status >= 0, let pcm {
            status = snd_pcm_set_params(pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1,
                                        UInt32(sampleRate), 1, UInt32(chunkMilliseconds * 5_000))
            if status < 0 { snd_pcm_close(pcm) }
        }
        guard status >= 0, let pcm else {
            opened.resume(throwing: Self.error(status, opening: true))
            continuation.finish()
            return
        }
        opened.resume()
        defer { snd_pcm_close(pcm) }
        let frames = sampleRate * chunkMilliseconds / 1000
        var buffer = [Int16](repeating: 0, count: frames)
        while !cancelled.isCancelled {
            let read = buffer.withUnsafeMutableBytes { snd_pcm_readi(pcm, $0.baseAddress, snd_pcm_uframes_t(frames)) }
            if read < 0 {
                // Overrun (-EPIPE) or suspend (-ESTRPIPE): recover and keep going; anything else is fatal.
                if snd_pcm_recover(pcm, Int32(read), 1) >= 0 { continue }
                continuation.finish(throwing: Self.error(Int32(read), opening: false))
                return
            }
            if read > 0, !cancelled.isCancelled { continuation.yield(Array(buffer.prefix(Int(read)))) }
        }
        continuation.finish()
    }

    static func error(_ status: Int32, opening: Bool) -> CaptureError {
        let message = String(cString: snd_strerror(status))
        switch -status {
        case EBUSY, EAGAIN: return .busy(message)
        case ENODEV, EIO: return opening ? .noSource(message) : .serverGone(message)
        default: return opening ? .noSource(message) : .serverGone(message)
        }
    }
}
