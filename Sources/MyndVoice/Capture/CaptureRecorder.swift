import Foundation
import MyndCore

/// Records one utterance at a time between a key press and its release.
public protocol UtteranceRecorder: Sendable {
    /// Starts recording; `suppressing` seconds at the start are zeroed (the listening earcon plays then).
    func begin(suppressing seconds: Double) async throws
    /// Stops after a short tail; nil when the clip is too short to be speech.
    func end() async throws -> AudioClip?
    /// Drops the recording in progress.
    func cancel() async
    /// Like `begin(suppressing:)`, and hands every sample that becomes part of the clip to `tap` as it is captured,
    /// in order (so a streaming transcriber hears the utterance while it is spoken).
    func begin(suppressing seconds: Double, tap: (@Sendable ([Int16]) -> Void)?) async throws
    /// The rate of the clips `end` returns.
    var sampleRate: Int { get }
}

extension UtteranceRecorder {
    /// Recorders that cannot tap ignore it: a stream then sees nothing, and its `finish` transcribes the clip.
    public func begin(suppressing seconds: Double, tap: (@Sendable ([Int16]) -> Void)?) async throws {
        try await begin(suppressing: seconds)
    }

    public var sampleRate: Int { 16_000 }
}

/// Push-to-talk recording from an `AudioSource`, in memory only.
///
/// While armed it keeps the last ~0.5 s in a ring so a word started just before the key press is not clipped;
/// after release it records a short tail — none if the room was already quiet at release, and cut short at the
/// first quiet chunk otherwise, so it costs no latency once the user has finished; clips shorter than the
/// minimum are dropped and long ones capped.
/// If the source fails (server gone) the recorder disarms, and the next `begin` opens the source afresh.
public actor CaptureRecorder: UtteranceRecorder {
    public struct Settings: Hashable, Sendable {
        public var preRoll: Double = 0.5
        public var tail: Double = 0.25
        public var minClip: Double = 0.3
        public var maxClip: Double = 120
        /// The tail ends early at the first chunk quieter than this RMS (fraction of full scale): a user who has
        /// stopped talking does not wait for it. 0 always records the whole tail.
        public var tailSilenceRMS: Double = 0.01
        public init(preRoll: Double = 0.5, tail: Double = 0.25, minClip: Double = 0.3, maxClip: Double = 120,
                    tailSilenceRMS: Double = 0.01) {
            self.preRoll = preRoll
            self.tail = tail
            self.minClip = minClip
            self.maxClip = maxClip
            self.tailSilenceRMS = tailSilenceRMS
        }
        /// No pre-roll from the configuration: the daemon opens the microphone at the key press, and a ring
        /// needs it open all the time (README, "Pre-roll").
        public init(_ audio: MyndConfig.Audio) {
            self.init(preRoll: 0, tail: audio.tailSeconds,
                      minClip: audio.minClipSeconds, maxClip: audio.maxClipSeconds)
        }
    }

    public let source: any AudioSource
    public let settings: Settings
    private var reader: Task<Void, Never>?
    private var armedByUser = false
    private var ring: [Int16] = []
    private var clip: [Int16]?
    private var suppressRemaining = 0
    private var tailRemaining: Int?
    private var tailWaiter: CheckedContinuation<Void, Never>?
    private var failure: CaptureError?
    /// Bumped by every `begin` and `cancel`, so an `end` still waiting for its tail knows it was superseded.
    private var recording = 0
    private var lastChunkWasQuiet = false
    /// Gets each piece of the clip as it is captured (set by `begin(suppressing:tap:)`, cleared at the end).
    private var tap: (@Sendable ([Int16]) -> Void)?
    /// Samples received since arming (for tests and diagnostics).
    public private(set) var receivedSamples = 0

    public init(source: any AudioSource, settings: Settings = Settings()) {
        self.source = source
        self.settings = settings
    }

    private var rate: Int { source.sampleRate }
    public nonisolated var sampleRate: Int { source.sampleRate }

    /// Opens the source and keeps the pre-roll ring filled until `disarm`.
    public func arm() async throws {
        armedByUser = true
        try await openIfNeeded()
    }

    public func disarm() {
        armedByUser = false
        if clip == nil { close() }
    }

    public func begin(suppressing seconds: Double = 0) async throws {
        try await begin(suppressing: seconds, tap: nil)
    }

    public func begin(suppressing seconds: Double, tap: (@Sendable ([Int16]) -> Void)?) async throws {
        try await openIfNeeded()
        // A new recording supersedes one still in its tail (a press right after a release).
        recording += 1
        finishTail()
        failure = nil
        clip = ring
        self.tap = tap
        if !ring.isEmpty { tap?(ring) }
        suppressRemaining = Int(seconds * Double(rate))
        tailRemaining = nil
    }

    public func end() async throws -> AudioClip? {
        guard clip != nil else { return nil }
        let id = recording
        // The tail catches a word still being spoken at release; if the room is already quiet there is none.
        if failure == nil, reader != nil, !lastChunkWasQuiet {
            tailRemaining = Int(settings.tail * Double(rate))
            let timeout = Task { [weak self, tail = settings.tail] in
                try? await Task.sleep(for: .seconds(tail + 0.5))
                await self?.finishTail()
            }
            await withCheckedContinuation { tailWaiter = $0 }
            timeout.cancel()
            guard id == recording else { return nil }
        }
        let samples = clip ?? []
        clip = nil
        tap = nil
        tailRemaining = nil
        if !armedByUser { close() }
        if let failure { throw failure }
        guard Double(samples.count) >= settings.minClip * Double(rate) else { return nil }
        return AudioClip(samples: samples, sampleRate: rate)
    }

    public func cancel() {
        recording += 1
        clip = nil
        tap = nil
        tailRemaining = nil
        finishTail()
        if !armedByUser { close() }
    }

    private func openIfNeeded() async throws {
        guard reader == nil else { return }
        let stream = try await source.open()
        receivedSamples = 0
        ring.removeAll()
        reader = Task { [weak self] in
            do {
                for try await chunk in stream { await self?.receive(chunk) }
            } catch {
                await self?.fail(error as? CaptureError ?? .serverGone("\(error)"))
            }
        }
    }

    private func close() {
        reader?.cancel()
        reader = nil
        ring.removeAll()
    }

    private func fail(_ error: CaptureError) {
        failure = error
        reader = nil
        finishTail()
    }

    private func receive(_ chunk: [Int16]) {
        receivedSamples += chunk.count
        lastChunkWasQuiet = isQuiet(chunk)
        let ringSize = Int(settings.preRoll * Double(rate))
        ring += chunk
        if ring.count > ringSize { ring.removeFirst(ring.count - ringSize) }
        guard var samples = clip else { return }
        var incoming = chunk
        if suppressRemaining > 0 {
            let count = min(suppressRemaining, incoming.count)
            for index in 0..<count { incoming[index] = 0 }
            suppressRemaining -= count
        }
        let room = max(0, Int(settings.maxClip * Double(rate)) - samples.count)
        let kept = incoming.prefix(room)
        samples += kept
        clip = samples
        if !kept.isEmpty { tap?(Array(kept)) }
        if let remaining = tailRemaining {
            tailRemaining = remaining - chunk.count
            if remaining - chunk.count <= 0 || lastChunkWasQuiet { finishTail() }
        }
    }

    private func isQuiet(_ chunk: [Int16]) -> Bool {
        guard settings.tailSilenceRMS > 0, !chunk.isEmpty else { return false }
        let energy = chunk.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(chunk.count)
        return energy.squareRoot() / 32_768 < settings.tailSilenceRMS
    }

    private func finishTail() {
        tailWaiter?.resume()
        tailWaiter = nil
    }
}
