import Foundation

/// Bounds on what a peer may send, so a broken or hostile server cannot make mynd buffer without end.
public struct WyomingLimits: Hashable, Sendable {
    /// The JSON header line, newline excluded.
    public var maxHeaderBytes: Int
    /// `data_length`: the JSON data sent after the header.
    public var maxDataBytes: Int
    /// `payload_length`: the binary payload (audio) of one event.
    public var maxPayloadBytes: Int

    public init(maxHeaderBytes: Int = 64 * 1024, maxDataBytes: Int = 1 << 20, maxPayloadBytes: Int = 4 << 20) {
        self.maxHeaderBytes = maxHeaderBytes
        self.maxDataBytes = maxDataBytes
        self.maxPayloadBytes = maxPayloadBytes
    }
}

/// Wyoming's wire format: one JSON header line, then `data_length` bytes of JSON data, then `payload_length`
/// bytes of payload.
///
/// The header holds `type`, `version`, and the two lengths; data travels after the header (wyoming ≥ 1.5) and
/// is merged over any `data` object the header itself carries (what older peers send).
public enum WyomingFraming {
    /// The protocol version mynd announces (the Python package's event format since 1.5).
    public static let version = "1.5.4"

    private struct Header: Codable {
        var type: String
        var version: String?
        var data: [String: WyomingJSON]?
        var dataLength: Int?
        var payloadLength: Int?

        enum CodingKeys: String, CodingKey {
            case type, version, data
            case dataLength = "data_length"
            case payloadLength = "payload_length"
        }
    }

    /// The bytes of one event: header line, data, payload.
    public static func encode(_ event: WyomingEvent) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = event.data.isEmpty ? [] : Array((try? encoder.encode(event.data)) ?? Data("{}".utf8))
        let header = Header(type: event.type, version: version, data: nil,
                            dataLength: data.isEmpty ? nil : data.count,
                            payloadLength: event.payload.isEmpty ? nil : event.payload.count)
        // A String and integers only: encoding cannot fail.
        var bytes = Array((try? encoder.encode(header)) ?? Data())
        bytes.append(0x0A)
        bytes += data
        bytes += event.payload
        return bytes
    }

    /// Decodes a header line (without its newline). Returns the event with header data merged, and the two lengths.
    static func decodeHeader(_ line: ArraySlice<UInt8>, limits: WyomingLimits)
        throws(WyomingError) -> (event: WyomingEvent, dataLength: Int, payloadLength: Int) {
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: Data(line))
        } catch {
            let preview = String(decoding: line.prefix(80), as: UTF8.self)
            throw .malformedEvent("the header line is not a JSON object with a \"type\": \(preview)")
        }
        let dataLength = header.dataLength ?? 0
        let payloadLength = header.payloadLength ?? 0
        guard (0...limits.maxDataBytes).contains(dataLength) else {
            throw .sizeOutOfBounds(field: "data_length", length: dataLength, limit: limits.maxDataBytes)
        }
        guard (0...limits.maxPayloadBytes).contains(payloadLength) else {
            throw .sizeOutOfBounds(field: "payload_length", length: payloadLength, limit: limits.maxPayloadBytes)
        }
        return (WyomingEvent(type: header.type, data: header.data ?? [:]), dataLength, payloadLength)
    }

    static func decodeData(_ bytes: ArraySlice<UInt8>) throws(WyomingError) -> [String: WyomingJSON] {
        do {
            return try JSONDecoder().decode([String: WyomingJSON].self, from: Data(bytes))
        } catch {
            throw .malformedEvent("the event data is not a JSON object")
        }
    }
}

/// Turns a byte stream into events, whatever way the bytes were split. Pure: no I/O, so it is unit-tested alone.
///
/// `append` what arrived, then call `next()` until it returns nil (more bytes needed). A limit exceeded or a
/// malformed header throws; the stream cannot be resynchronised after that, so the connection must be closed.
public struct WyomingDecoder: Sendable {
    public let limits: WyomingLimits
    private var buffer: [UInt8] = []
    private var position = 0
    private var pending: (event: WyomingEvent, dataLength: Int, payloadLength: Int)?

    public init(limits: WyomingLimits = WyomingLimits()) {
        self.limits = limits
    }

    /// Bytes received but not yet part of a returned event.
    public var bufferedCount: Int { buffer.count - position }

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    public mutating func next() throws(WyomingError) -> WyomingEvent? {
        if pending == nil {
            guard let newline = buffer[position...].firstIndex(of: 0x0A) else {
                if bufferedCount > limits.maxHeaderBytes { throw .headerTooLong(limit: limits.maxHeaderBytes) }
                return nil
            }
            guard newline - position <= limits.maxHeaderBytes else { throw .headerTooLong(limit: limits.maxHeaderBytes) }
            let line = buffer[position..<newline]
            pending = try WyomingFraming.decodeHeader(line, limits: limits)
            position = newline + 1
        }
        guard let (header, dataLength, payloadLength) = pending,
              bufferedCount >= dataLength + payloadLength else { return nil }
        var event = header
        if dataLength > 0 {
            let extra = try WyomingFraming.decodeData(buffer[position..<(position + dataLength)])
            event.data.merge(extra) { _, new in new }
        }
        position += dataLength
        event.payload = Array(buffer[position..<(position + payloadLength)])
        position += payloadLength
        pending = nil
        compact()
        return event
    }

    /// Drops consumed bytes once they dominate the buffer, so a long stream does not grow it without end.
    private mutating func compact() {
        if position == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            position = 0
        } else if position > 64 * 1024, position > buffer.count / 2 {
            buffer.removeFirst(position)
            position = 0
        }
    }
}
