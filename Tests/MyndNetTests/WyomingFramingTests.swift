import Foundation
import Testing
@testable import MyndNet

/// The Wyoming framing alone: bytes in, events out, whatever the split, with every bound enforced.
struct WyomingFramingTests {
    static func line(_ json: String) -> [UInt8] { Array(json.utf8) + [0x0A] }

    @Test func encodesHeaderDataAndPayloadLikeThePythonPackage() throws {
        let event = WyomingEvent(type: "audio-chunk", data: ["rate": 16000, "width": 2, "channels": 1], payload: [1, 2, 3, 4])
        let bytes = WyomingFraming.encode(event)
        let newline = try #require(bytes.firstIndex(of: 0x0A))
        let header = try #require(try JSONSerialization.jsonObject(with: Data(bytes[..<newline])) as? [String: Any])
        #expect(header["type"] as? String == "audio-chunk")
        #expect(header["version"] as? String == WyomingFraming.version)
        #expect(header["data"] == nil)
        let dataLength = try #require(header["data_length"] as? Int)
        #expect(header["payload_length"] as? Int == 4)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(bytes[(newline + 1)..<(newline + 1 + dataLength)])) as? [String: Int])
        #expect(data == ["rate": 16000, "width": 2, "channels": 1])
        #expect(Array(bytes.suffix(4)) == [1, 2, 3, 4])
        #expect(bytes.count == newline + 1 + dataLength + 4)
    }

    @Test func anEventWithoutDataOrPayloadIsOneLine() {
        let bytes = WyomingFraming.encode(.audioStop())
        #expect(bytes.filter { $0 == 0x0A }.count == 1)
        #expect(bytes.last == 0x0A)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("length"))
    }

    @Test func roundTripsSplitAtEveryByte() throws {
        let events = [
            WyomingEvent(type: "transcribe", data: ["language": "en", "transcript_names": .array(["Kenji", "Zoë"])]),
            .audioStart(rate: 16000),
            .audioChunk([0, 1, -1, 32767, -32768][...], rate: 16000),
            .audioStop(),
        ]
        let bytes = events.flatMap(WyomingFraming.encode)
        for split in 0...bytes.count {
            var decoder = WyomingDecoder()
            var decoded: [WyomingEvent] = []
            decoder.append(bytes[..<split])
            while let event = try decoder.next() { decoded.append(event) }
            decoder.append(bytes[split...])
            while let event = try decoder.next() { decoded.append(event) }
            #expect(decoded == events, "split at \(split)")
            #expect(decoder.bufferedCount == 0)
        }
        #expect(events[2].samples == [0, 1, -1, 32767, -32768])
    }

    @Test func mergesSeparateDataOverHeaderData() throws {
        // Pre-1.5 peers put data in the header; 1.5+ send it after. Both at once: the separate data wins.
        let data = Array(#"{"text":"hello","language":"en"}"#.utf8)
        var decoder = WyomingDecoder()
        decoder.append(Self.line(#"{"type":"transcript","data":{"text":"old","extra":1},"data_length":\#(data.count)}"#) + data)
        let event = try #require(try decoder.next())
        #expect(event.string("text") == "hello")
        #expect(event.string("language") == "en")
        #expect(event.int("extra") == 1)
        #expect(event.payload.isEmpty)
    }

    @Test func rejectsAHeaderLineOverTheLimitEvenWithoutANewline() {
        var decoder = WyomingDecoder(limits: WyomingLimits(maxHeaderBytes: 100))
        decoder.append([UInt8](repeating: 0x20, count: 101))
        #expect(throws: WyomingError.headerTooLong(limit: 100)) { try decoder.next() }
    }

    @Test func rejectsGarbageHeaders() {
        for garbage in ["<html>not wyoming</html>", "[1,2,3]", #"{"data":{}}"#, #"{"type":42}"#, ""] {
            var decoder = WyomingDecoder()
            decoder.append(Self.line(garbage))
            #expect(throws: WyomingError.self, "\(garbage)") { try decoder.next() }
        }
    }

    @Test func rejectsDataThatIsNotAnObject() {
        var decoder = WyomingDecoder()
        decoder.append(Self.line(#"{"type":"info","data_length":3}"#) + Array("[1]".utf8))
        #expect(throws: WyomingError.malformedEvent("the event data is not a JSON object")) { try decoder.next() }
    }

    @Test func rejectsLengthsOutOfBoundsBeforeBufferingThem() {
        let limits = WyomingLimits(maxHeaderBytes: 1024, maxDataBytes: 10, maxPayloadBytes: 20)
        var decoder = WyomingDecoder(limits: limits)
        decoder.append(Self.line(#"{"type":"audio-chunk","payload_length":21}"#))
        #expect(throws: WyomingError.sizeOutOfBounds(field: "payload_length", length: 21, limit: 20)) { try decoder.next() }
        decoder = WyomingDecoder(limits: limits)
        decoder.append(Self.line(#"{"type":"info","data_length":11}"#))
        #expect(throws: WyomingError.sizeOutOfBounds(field: "data_length", length: 11, limit: 10)) { try decoder.next() }
        decoder = WyomingDecoder(limits: limits)
        decoder.append(Self.line(#"{"type":"info","payload_length":-1}"#))
        #expect(throws: WyomingError.sizeOutOfBounds(field: "payload_length", length: -1, limit: 20)) { try decoder.next() }
    }

    @Test func waitsForTheWholePayload() throws {
        var decoder = WyomingDecoder()
        decoder.append(Self.line(#"{"type":"audio-chunk","payload_length":4}"#) + [9, 8])
        #expect(try decoder.next() == nil)
        decoder.append([7, 6])
        #expect(try decoder.next()?.payload == [9, 8, 7, 6])
    }

    @Test func parsesEndpoints() throws {
        #expect(try WyomingEndpoint(url: "tcp://127.0.0.1:10300") == .tcp(host: "127.0.0.1", port: 10300))
        #expect(try WyomingEndpoint(url: "tcp://homeserver.lan:10300/") == .tcp(host: "homeserver.lan", port: 10300))
        #expect(try WyomingEndpoint(url: "tcp://[::1]:10300") == .tcp(host: "::1", port: 10300))
        #expect(try WyomingEndpoint(url: "unix:///run/user/1000/mynd/whisper.sock") == .unix(path: "/run/user/1000/mynd/whisper.sock"))
        for bad in ["http://127.0.0.1:10300", "tcp://host", "tcp://:10300", "tcp://host:0", "tcp://host:99999", "unix://relative.sock",
                    "unix:///" + String(repeating: "x", count: 120)] {
            #expect(throws: WyomingError.invalidURL(bad)) { try WyomingEndpoint(url: bad) }
        }
        #expect(WyomingEndpoint.tcp(host: "::1", port: 1).description == "tcp://[::1]:1")
    }

    @Test func readsInfo() {
        let event = WyomingEvent(type: "info", data: ["asr": .array([.object([
            "name": "faster-whisper", "version": "3.8.1",
            "models": .array([.object(["name": "tiny.en", "languages": .array(["en"])])]),
        ])])])
        let info = WyomingInfo(event: event)
        #expect(info.asrSummary == "faster-whisper 3.8.1 (tiny.en)")
        #expect(info.tts.isEmpty)
    }
}
