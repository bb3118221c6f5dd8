import Foundation

/// One connection to a Wyoming server over TCP or a unix socket, with a deadline on every step.
///
/// The socket work runs on the connection's own serial queue (never on the cooperative pool). Cancelling the
/// calling task shuts the socket down, so a cancelled turn returns at once. Reads are bounded by `limits`.
/// Generic over event types: the speech-to-text client and a future text-to-speech client share it.
public final class WyomingConnection: @unchecked Sendable {
    public let endpoint: WyomingEndpoint
    public let limits: WyomingLimits
    private let socket: WyomingSocket
    private let queue: DispatchQueue
    /// Touched only on `queue`.
    private var decoder: WyomingDecoder

    private init(endpoint: WyomingEndpoint, socket: WyomingSocket, limits: WyomingLimits) {
        self.endpoint = endpoint
        self.socket = socket
        self.limits = limits
        self.queue = DispatchQueue(label: "mynd.wyoming")
        self.decoder = WyomingDecoder(limits: limits)
    }

    deinit { socket.shutdown() }

    /// Connects within `timeout` seconds.
    public static func connect(to endpoint: WyomingEndpoint, timeout: Double,
                               limits: WyomingLimits = WyomingLimits()) async throws -> WyomingConnection {
        let socket = try await Self.offPool { () throws(WyomingError) in try WyomingSocket.connect(endpoint, timeout: timeout) }
        return WyomingConnection(endpoint: endpoint, socket: socket, limits: limits)
    }

    /// Sends events in order; the whole batch must be written within `timeout` seconds.
    public func send(_ events: [WyomingEvent], timeout: Double) async throws {
        let bytes = events.flatMap(WyomingFraming.encode)
        let what = events.map(\.type).joined(separator: ", ")
        try await run { () throws(WyomingError) in try self.socket.write(bytes, deadline: Deadline(seconds: timeout), what: "sending \(what)") }
    }

    public func send(_ event: WyomingEvent, timeout: Double) async throws {
        try await send([event], timeout: timeout)
    }

    /// The next event; throws `.timedOut` when none arrives within `timeout` seconds, `.closed` at end of stream.
    public func receive(timeout: Double, waitingFor what: String = "an event") async throws -> WyomingEvent {
        try await run { () throws(WyomingError) in
            let deadline = Deadline(seconds: timeout)
            while true {
                if let event = try self.decoder.next() { return event }
                let bytes = try self.socket.read(max: 65_536, deadline: deadline, what: what)
                guard !bytes.isEmpty else { throw .closed(endpoint: self.endpoint.description, waitingFor: what) }
                self.decoder.append(bytes)
            }
        }
    }

    /// Closes the connection; calls in flight end with `.cancelled`.
    public func close() { socket.shutdown() }

    private func run<T: Sendable>(_ body: @escaping @Sendable () throws(WyomingError) -> T) async throws -> T {
        let socket = socket
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                queue.async { continuation.resume(with: Result { try body() }) }
            }
        } onCancel: {
            socket.shutdown()
        }
    }

    private static func offPool<T: Sendable>(_ body: @escaping @Sendable () throws(WyomingError) -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }
}

/// What a server says about itself in `info` (answering `describe`): enough for status, doctor and logs.
public struct WyomingInfo: Hashable, Sendable {
    /// Speech-to-text programs and their models, e.g. "faster-whisper" with "tiny.en".
    public var asr: [Program]
    /// Text-to-speech programs and their voices.
    public var tts: [Program]

    public struct Program: Hashable, Sendable {
        public var name: String
        public var version: String?
        public var models: [String]
    }

    public init(event: WyomingEvent) {
        func programs(_ key: String, models modelKey: String) -> [Program] {
            (event.data[key]?.arrayValue ?? []).compactMap { item in
                guard let object = item.objectValue, let name = object["name"]?.stringValue else { return nil }
                let models = (object[modelKey]?.arrayValue ?? []).compactMap { $0.objectValue?["name"]?.stringValue }
                return Program(name: name, version: object["version"]?.stringValue, models: models)
            }
        }
        asr = programs("asr", models: "models")
        tts = programs("tts", models: "voices")
    }

    /// "faster-whisper 3.8.1 (tiny.en)".
    public var asrSummary: String? {
        asr.first.map { program in
            program.name + (program.version.map { " \($0)" } ?? "")
                + (program.models.isEmpty ? "" : " (" + program.models.joined(separator: ", ") + ")")
        }
    }

    /// Sends `describe` and waits for `info` (other events before it are skipped).
    public static func fetch(from endpoint: WyomingEndpoint, timeout: Double) async throws -> WyomingInfo {
        let deadline = ContinuousClock.now + .seconds(timeout)
        let connection = try await WyomingConnection.connect(to: endpoint, timeout: timeout)
        defer { connection.close() }
        try await connection.send(WyomingEvent(type: WyomingEventType.describe), timeout: timeout)
        while true {
            let left = max(0.001, Double((deadline - .now).components.seconds) + Double((deadline - .now).components.attoseconds) / 1e18)
            let event = try await connection.receive(timeout: left, waitingFor: "info")
            if event.type == WyomingEventType.info { return WyomingInfo(event: event) }
            if event.type == WyomingEventType.error {
                throw WyomingError.server(endpoint: endpoint.description, text: event.string("text") ?? "", code: event.string("code"))
            }
        }
    }
}
