import MyndCore
import CPulseSimple
import Foundation

/// Plays speech and earcons through one long-lived PulseAudio playback stream.
///
/// The stream is opened (and primed with a little silence) before the first sentence, because the first stream
/// on a fresh sink takes about a second to be heard. A dedicated thread feeds the server in 20 ms pieces; the
/// server buffers up to 250 ms (enough to ride out a busy machine) and starts after 20 ms. `stop()` is heard
/// within one piece: it drops the local queue and `pa_simple_flush`es what the server still holds.
public final class PulsePlayback: AudioSink, @unchecked Sendable {
    public let sampleRate: Int
    public let server: String?
    public let device: String?
    private static let pieceMilliseconds = 20
    private static let bufferMilliseconds = 250

    private let condition = NSCondition()
    private var queue: [[Int16]] = []
    private var flushPending = false
    private var closing = false
    private var wantsOpen = false
    private var connected = false
    private var openWaiters: [CheckedContinuation<Void, any Error>] = []
    private var drainWaiters: [CheckedContinuation<Void, Never>] = []

    public init(server: String? = nil, device: String? = nil, sampleRate: Int = 22_050) {
        self.server = server
        self.device = device
        self.sampleRate = sampleRate
        let thread = Thread { [self] in self.loop() }
        thread.name = "mynd.pulse-playback"
        thread.start()
    }

    /// Ends the playback thread and disconnects. The object is unusable afterwards.
    public func close() {
        condition.withLock {
            closing = true
            condition.signal()
        }
    }

    public func open() async throws {
        if condition.withLock({ connected }) { return }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            condition.withLock {
                openWaiters.append(continuation)
                wantsOpen = true
                condition.signal()
            }
        }
    }

    public func enqueue(_ samples: [Int16]) {
        guard !samples.isEmpty else { return }
        condition.withLock {
            queue.append(samples)
            wantsOpen = true
            condition.signal()
        }
    }

    public func stop() {
        let waiters = condition.withLock {
            queue.removeAll()
            flushPending = connected
            let waiters = drainWaiters
            drainWaiters.removeAll()
            condition.signal()
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    public func drain() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            condition.withLock {
                drainWaiters.append(continuation)
                condition.signal()
            }
        }
    }

    /// The playback thread; owns the `pa_simple` handle.
    private func loop() {
        var handle: OpaquePointer?
        let pieceSamples = sampleRate * Self.pieceMilliseconds / 1000
        while true {
            condition.lock()
            while queue.isEmpty, !flushPending, !closing, drainWaiters.isEmpty, !(wantsOpen && handle == nil),
                  !(handle != nil && !openWaiters.isEmpty) {
                condition.wait()
            }
            if handle != nil, !openWaiters.isEmpty {
                let waiters = openWaiters
                openWaiters.removeAll()
                wantsOpen = false
                condition.unlock()
                for waiter in waiters { waiter.resume() }
                continue
            }
            if closing {
                condition.unlock()
                if let handle { pa_simple_free(handle) }
                return
            }
            if handle == nil, wantsOpen {
                wantsOpen = false
                condition.unlock()
                let result = connect()
                condition.lock()
                let waiters = openWaiters
                openWaiters.removeAll()
                switch result {
                case let .success(opened):
                    handle = opened
                    connected = true
                    condition.unlock()
                    for waiter in waiters { waiter.resume() }
                case let .failure(failure):
                    queue.removeAll()
                    let drains = drainWaiters
                    drainWaiters.removeAll()
                    condition.unlock()
                    for waiter in waiters { waiter.resume(throwing: failure.speechError) }
                    for waiter in drains { waiter.resume() }
                }
                continue
            }
            if flushPending {
                flushPending = false
                condition.unlock()
                var error: Int32 = 0
                if let handle { pa_simple_flush(handle, &error) }
                continue
            }
            if !queue.isEmpty, let live = handle {
                var piece: [Int16]
                if queue[0].count > pieceSamples {
                    piece = Array(queue[0].prefix(pieceSamples))
                    queue[0].removeFirst(pieceSamples)
                } else {
                    piece = queue.removeFirst()
                }
                condition.unlock()
                var error: Int32 = 0
                let status = piece.withUnsafeBytes { pa_simple_write(live, $0.baseAddress, $0.count, &error) }
                if status < 0 {
                    pa_simple_free(live)
                    handle = nil
                    condition.withLock { connected = false; queue.removeAll() }
                }
                continue
            }
            // Nothing left to write: wait out the server's latency, unless new audio or a stop arrives.
            condition.unlock()
            var error: Int32 = 0
            let latency = handle.map { pa_simple_get_latency($0, &error) } ?? 0
            let deadline = Date(timeIntervalSinceNow: Double(latency) / 1_000_000 + 0.005)
            condition.lock()
            while queue.isEmpty, !flushPending, !closing, condition.wait(until: deadline) {}
            if queue.isEmpty, !flushPending {
                let waiters = drainWaiters
                drainWaiters.removeAll()
                condition.unlock()
                for waiter in waiters { waiter.resume() }
            } else {
                condition.unlock()
            }
        }
    }

    /// Connects and primes the stream with 30 ms of silence so the sink is awake before real audio arrives.
    private func connect() -> Result<OpaquePointer, PulseFailure> {
        let attributes = pa_buffer_attr(
            maxlength: UInt32.max,
            tlength: PulseConnection.bytes(milliseconds: Self.bufferMilliseconds, rate: sampleRate),
            prebuf: PulseConnection.bytes(milliseconds: Self.pieceMilliseconds, rate: sampleRate),
            minreq: UInt32.max, fragsize: UInt32.max)
        let result = PulseConnection.open(
            direction: PA_STREAM_PLAYBACK, server: server, device: device, streamName: "mynd speech",
            sampleRate: sampleRate, attributes: attributes)
        if case let .success(handle) = result {
            let silence = [Int16](repeating: 0, count: sampleRate * 30 / 1000)
            var error: Int32 = 0
            _ = silence.withUnsafeBytes { pa_simple_write(handle, $0.baseAddress, $0.count, &error) }
        }
        return result
    }
}
