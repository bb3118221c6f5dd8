/// One dispatched Server-Sent Event.
public struct SSEEvent: Hashable, Sendable {
    /// The `event:` field, "message" when the event named none.
    public var event: String
    /// The `data:` lines joined with "\n".
    public var data: String
    /// The last event id seen on the stream so far (ids persist across events, as the spec says).
    public var id: String
    /// The `retry:` reconnection time in milliseconds, when this event set one.
    public var retry: Int?

    public init(event: String = "message", data: String, id: String = "", retry: Int? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }
}

/// An incremental Server-Sent Events parser following the WHATWG "event stream interpretation" rules.
///
/// Bytes may arrive cut anywhere — inside a line, between a CR and its LF, inside a UTF-8 sequence — so it keeps
/// the unfinished line between calls. Lines end with LF, CR or CRLF; a leading BOM is dropped; lines starting with
/// ":" are comments; a blank line dispatches the event; an unfinished event at the end of the stream is discarded.
///
/// For example:
/// ```swift
/// var parser = SSEParser()
/// for event in parser.feed(Array("event: ping\ndata: {}\n\n".utf8)) { print(event.event) }  // "ping"
/// ```
public struct SSEParser: Sendable {
    private var line: [UInt8] = []
    private var afterCR = false
    private var atStreamStart = true
    private var data: [UInt8] = []
    private var hasData = false
    private var eventType: String?
    private var lastEventID = ""
    private var retry: Int?

    public init() {}

    /// Parses the next bytes and returns the events they complete, in order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [SSEEvent] {
        var events: [SSEEvent] = []
        for byte in bytes {
            if atStreamStart {
                if handleBOM(byte) { continue }
            }
            if afterCR {
                afterCR = false
                if byte == 0x0A { continue }
            }
            switch byte {
            case 0x0A:
                processLine(into: &events)
            case 0x0D:
                afterCR = true
                processLine(into: &events)
            default:
                line.append(byte)
            }
        }
        return events
    }

    /// Ends the stream: an event not closed by a blank line is dropped, as the spec requires.
    public mutating func finish() {
        line.removeAll()
        resetEvent()
    }

    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    private var bomMatched = 0

    /// Swallows a UTF-8 BOM at the very start; returns true while the byte was part of it.
    private mutating func handleBOM(_ byte: UInt8) -> Bool {
        if byte == Self.bom[bomMatched] {
            bomMatched += 1
            if bomMatched == Self.bom.count { atStreamStart = false }
            return true
        }
        // Not a BOM after all: give back what was held.
        atStreamStart = false
        line.append(contentsOf: Self.bom.prefix(bomMatched))
        return false
    }

    private mutating func processLine(into events: inout [SSEEvent]) {
        defer { line.removeAll(keepingCapacity: true) }
        if line.isEmpty {
            dispatch(into: &events)
            return
        }
        if line[0] == 0x3A { return }  // ":" comment
        let field: ArraySlice<UInt8>
        var value: ArraySlice<UInt8>
        if let colon = line.firstIndex(of: 0x3A) {
            field = line[..<colon]
            value = line[(colon + 1)...]
            if value.first == 0x20 { value = value.dropFirst() }
        } else {
            field = line[...]
            value = []
        }
        switch String(decoding: field, as: UTF8.self) {
        case "data":
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
        case "event":
            eventType = String(decoding: value, as: UTF8.self)
        case "id":
            if !value.contains(0) { lastEventID = String(decoding: value, as: UTF8.self) }
        case "retry":
            if !value.isEmpty, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let ms = Int(String(decoding: value, as: UTF8.self)) {
                retry = ms
            }
        default:
            break  // unknown fields are ignored
        }
    }

    private mutating func dispatch(into events: inout [SSEEvent]) {
        defer { resetEvent() }
        guard hasData else { return }
        let type = eventType.flatMap { $0.isEmpty ? nil : $0 } ?? "message"
        events.append(SSEEvent(event: type, data: String(decoding: data, as: UTF8.self), id: lastEventID, retry: retry))
    }

    private mutating func resetEvent() {
        data.removeAll(keepingCapacity: true)
        hasData = false
        eventType = nil
        retry = nil
    }
}
