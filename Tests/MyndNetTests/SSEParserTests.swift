import Testing
@testable import MyndNet

/// The parser against the WHATWG event-stream rules, each case fed whole, byte by byte and in every two-way split.
@Suite struct SSEParserTests {
    /// Feeds `text` in pieces of `size` bytes and collects every event.
    private func parse(_ bytes: [UInt8], chunk size: Int? = nil) -> [SSEEvent] {
        var parser = SSEParser()
        guard let size else { return parser.feed(bytes) }
        var events: [SSEEvent] = []
        var start = 0
        while start < bytes.count {
            events += parser.feed(bytes[start..<min(start + size, bytes.count)])
            start += size
        }
        return events
    }

    /// Every chunking of `stream` must give the same events as feeding it whole.
    private func expectStable(_ stream: String, _ expected: [SSEEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(stream.utf8)
        #expect(parse(bytes) == expected, "whole", sourceLocation: sourceLocation)
        #expect(parse(bytes, chunk: 1) == expected, "byte by byte", sourceLocation: sourceLocation)
        for size in [2, 3, 7] { #expect(parse(bytes, chunk: size) == expected, "chunks of \(size)", sourceLocation: sourceLocation) }
        for cut in 0...bytes.count {
            var parser = SSEParser()
            let events = parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...])
            #expect(events == expected, "split at \(cut)", sourceLocation: sourceLocation)
        }
    }

    @Test func singleEventWithName() {
        expectStable("event: ping\ndata: {}\n\n", [SSEEvent(event: "ping", data: "{}")])
    }

    @Test func unnamedEventIsMessage() {
        expectStable("data: hello\n\n", [SSEEvent(data: "hello")])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEnding(_ end: String) {
        let stream = "event: a\(end)data: 1\(end)\(end)data: 2\(end)data: 3\(end)\(end)"
        expectStable(stream, [SSEEvent(event: "a", data: "1"), SSEEvent(data: "2\n3")])
    }

    @Test func mixedLineEndingsInOneStream() {
        expectStable("data: a\r\ndata: b\rdata: c\n\r\n", [SSEEvent(data: "a\nb\nc")])
    }

    @Test func multiLineDataJoinsWithNewlines() {
        expectStable("data: first\ndata: second\ndata:third\n\n", [SSEEvent(data: "first\nsecond\nthird")])
    }

    @Test func onlyOneLeadingSpaceIsStripped() {
        expectStable("data:  two spaces\n\n", [SSEEvent(data: " two spaces")])
    }

    @Test func commentsAreIgnored() {
        expectStable(": keep-alive\n:\ndata: x\n: between\n\n", [SSEEvent(data: "x")])
    }

    @Test func commentOnlyBlockDispatchesNothing() {
        expectStable(": just a comment\n\n", [])
    }

    @Test func emptyDataLineDispatchesEmptyEvent() {
        expectStable("data\n\ndata:\n\n", [SSEEvent(data: ""), SSEEvent(data: "")])
    }

    @Test func eventWithoutDataIsNotDispatchedAndTypeResets() {
        expectStable("event: lonely\n\ndata: after\n\n", [SSEEvent(data: "after")])
    }

    @Test func idPersistsAcrossEventsAndNullIsIgnored() {
        expectStable("id: 7\ndata: a\n\ndata: b\n\nid: 8\u{0}\ndata: c\n\nid\ndata: d\n\n", [
            SSEEvent(data: "a", id: "7"), SSEEvent(data: "b", id: "7"), SSEEvent(data: "c", id: "7"), SSEEvent(data: "d", id: ""),
        ])
    }

    @Test func retryTakesOnlyDigits() {
        expectStable("retry: 1500\ndata: a\n\nretry: 15x\ndata: b\n\n", [SSEEvent(data: "a", retry: 1500), SSEEvent(data: "b")])
    }

    @Test func unknownFieldsAndFieldWithoutColonAreIgnored() {
        expectStable("foo: bar\nevent\ndata: x\n\n", [SSEEvent(data: "x")])
    }

    @Test func leadingBOMIsDropped() {
        expectStable("\u{FEFF}data: x\n\n", [SSEEvent(data: "x")])
    }

    @Test func bomLaterInTheStreamIsData() {
        expectStable("data: \u{FEFF}x\n\n", [SSEEvent(data: "\u{FEFF}x")])
    }

    @Test func multibyteUTF8SurvivesAnySplit() {
        expectStable("data: — café 🌱\n\n", [SSEEvent(data: "— café 🌱")])
    }

    @Test func colonInValueIsKept() {
        expectStable("data: {\"a\": \"b:c\"}\n\n", [SSEEvent(data: "{\"a\": \"b:c\"}")])
    }

    @Test func unterminatedEventIsDiscardedAtEnd() {
        var parser = SSEParser()
        #expect(parser.feed(Array("data: complete\n\ndata: partial\n".utf8)) == [SSEEvent(data: "complete")])
        parser.finish()
        #expect(parser.feed(Array("\n".utf8)) == [])
    }

    @Test func anthropicStyleStream() {
        let stream = """
        event: message_start\r
        data: {"type":"message_start"}\r
        \r
        event: ping\r
        data: {"type": "ping"}\r
        \r
        event: content_block_delta\r
        data: {"type":"content_block_delta","delta":{"type":"text_delta","text":"Hi"}}\r
        \r

        """
        expectStable(stream, [
            SSEEvent(event: "message_start", data: #"{"type":"message_start"}"#),
            SSEEvent(event: "ping", data: #"{"type": "ping"}"#),
            SSEEvent(event: "content_block_delta", data: #"{"type":"content_block_delta","delta":{"type":"text_delta","text":"Hi"}}"#),
        ])
    }

    @Test func manyEventsByteByByte() {
        let stream = (0..<200).map { "event: e\($0)\ndata: \($0)\n\n" }.joined()
        let events = parse(Array(stream.utf8), chunk: 1)
        #expect(events.count == 200)
        #expect(events.last == SSEEvent(event: "e199", data: "199"))
    }
}
