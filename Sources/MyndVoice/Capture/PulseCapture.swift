import MyndCore
import CPulseSimple
import Foundation
import Synchronization

/// Records from PulseAudio (or PipeWire's pulse server) through libpulse-simple: the default capture backend.
///
/// Each `open()` starts a dedicated thread that owns one `pa_simple` record stream and blocks in `pa_simple_read`.
/// Cancelling the stream stops the thread after its current read (at most one chunk, ~20 ms of audio).
public struct PulseCapture: AudioSource {
    /// nil: `$PULSE_SERVER` or the user's default server.
    public var server: String?
    /// nil: the default source. A monitor ("spk.monitor") records what a sink plays.
    public var device: String?
    public var sampleRate: Int
    /// Size of each delivered chunk; also the server's fragment size, so latency stays this low.
    public var chunkMilliseconds: Int

    public init(server: String? = nil, device: String? = nil, sampleRate: Int = 16_000, chunkMilliseconds: Int = 20) {
        self.server = server
        self.device = device
        self.sampleRate = sampleRate
        self.chunkMilliseconds = chunkMilliseconds
    }

    public var name: String { "pulse:\(device ?? "default")" }

    public func open() async throws -> AsyncThrowingStream<[Int16], any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Int16].self)
        let flag = CancelFlag()
        continuation.onTermination = { _ in flag.cancel() }
        let settings = self
        try await withCheckedThrowingContinuation { (opened: CheckedContinuation<Void, any Error>) in
            let thread = Thread {
                settings.run(continuation: continuation, cancelled: flag, opened: opened)
            }
            thread.name = "mynd.pulse-capture"
            thread.start()
        }
        return stream
    }

    /// The capture thread: connect, report, then read until cancelled or the server goes away.
    private func run(
        continuation: AsyncThrowingStream<[Int16], any Error>.Continuation, cancelled: CancelFlag,
        opened: CheckedContinuation<Void, any Error>
    ) {
        let chunkBytes = PulseConnection.bytes(milliseconds: chunkMilliseconds, rate: sampleRate)
        let attributes = pa_buffer_attr(
            maxlength: UInt32.max, tlength: UInt32.max, prebuf: UInt32.max, minreq: UInt32.max, fragsize: chunkBytes)
        let handle: OpaquePointer
        switch PulseConnection.open(
            direction: PA_STREAM_RECORD, server: server, device: device, streamName: "mynd capture",
            sampleRate: sampleRate, attributes: attributes)
        {
        case let .failure(failure):
            opened.resume(throwing: failure.captureError)
            continuation.finish()
            return
        case let .success(opened): handle = opened
        }
        opened.resume()
        defer { pa_simple_free(handle) }
        var buffer = [Int16](repeating: 0, count: Int(chunkBytes) / 2)
        while !cancelled.isCancelled {
            var error: Int32 = 0
            let status = buffer.withUnsafeMutableBytes { pa_simple_read(handle, $0.baseAddress, $0.count, &error) }
            if status < 0 {
                continuation.finish(throwing: CaptureError.serverGone(PulseFailure(code: error).message))
                return
            }
            if !cancelled.isCancelled { continuation.yield(buffer) }
        }
        continuation.finish()
    }
}

/// A thread-safe "stop now" flag shared between a stream's consumer and its producing thread.
final class CancelFlag: Sendable {
    private let cancelled = Atomic<Bool>(false)
    func cancel() { cancelled.store(true, ordering: .releasing) }
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }
}
