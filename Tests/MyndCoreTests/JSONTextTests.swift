import Foundation
import Testing
@testable import MyndCore

/// `JSONText` (the CLI's node printer) must write exactly the bytes `GraphJSON.encoder()` writes through
/// `Codable`, so `--json` output and the export format cannot drift apart.
@Suite struct JSONTextTests {
    /// A node with extra fields beside it, encoded the `Codable` way (what the CLI printed before).
    struct Row: Encodable {
        var node: Node
        var extra: [(key: String, value: JSONText.Value)]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            try node.encode(to: encoder)
            var c = encoder.container(keyedBy: Key.self)
            for (key, value) in extra {
                switch value {
                case .int(let v): try c.encode(v, forKey: Key(stringValue: key))
                case .double(let v): try c.encode(v, forKey: Key(stringValue: key))
                case .string(let v): try c.encode(v, forKey: Key(stringValue: key))
                case .bool(let v): try c.encode(v, forKey: Key(stringValue: key))
                case .strings(let v): try c.encode(v, forKey: Key(stringValue: key))
                case .stringMap(let v): try c.encode(v, forKey: Key(stringValue: key))
                }
            }
        }
    }

    func codable(_ row: Row) throws -> String { String(decoding: try GraphJSON.encoder().encode(row), as: UTF8.self) }
    func direct(_ row: Row) -> String { JSONText.object(row.node.jsonFields + row.extra) }

    @Test(arguments: [
        "plain", "", "\"quoted\" and \\ backslash", "line\nbreak\r\n\ttab \u{8} \u{C}", "\u{0}\u{1}\u{1F}\u{7F}",
        "slash / and </script>", "emoji 🧠✨👩‍👩‍👧", "line separators \u{2028}\u{2029}", "é vs e\u{301}",
        String(repeating: "0123456789abcdef", count: 6_400),
    ])
    func stringsAreEscapedLikeJSONEncoder(_ content: String) throws {
        let node = Node(type: .thought, content: content, metadata: [content: content], aliases: [content, "x"])
        let row = Row(node: node, extra: [])
        #expect(direct(row) == (try codable(row)))
    }

    @Test func everyFieldAndExtraMatchesJSONEncoder() throws {
        let created = Date(timeIntervalSince1970: 1_760_000_000.123)
        var goal = Node(type: .goal, content: "Finish the garden", createdAt: created, source: .spoken, confidence: 0.8,
                        metadata: ["b": "2", "a": "1", "A": "0", "a10": "x", "a9": "y", "é": "z", "_": "u"],
                        aliases: ["garden", "the plot"])
        goal.completed = true
        goal.completedAt = created.addingTimeInterval(86_400)
        let doubles: [Double] = [0, 1, 0.8, 1e-05, 1.2345e-05, 0.1 + 0.2, 123_456.75, 1e21, .leastNonzeroMagnitude, 2.5e-7]
        for (i, d) in doubles.enumerated() {
            let row = Row(node: goal, extra: [("rank", .double(d)), ("distance", .int(i - 3)), ("edge", .string("blocks")),
                                              ("weight", .double(d / 3))])
            #expect(direct(row) == (try codable(row)), "double \(d)")
        }
        // And a node without the optional fields leaves them out, as encode(to:) does
        let bare = Row(node: Node(type: .person, content: "Alice"), extra: [])
        #expect(!direct(bare).contains("completedAt") && !direct(bare).contains("confidence"))
        #expect(direct(bare) == (try codable(bare)))
    }

    @Test func randomScalarsAgreeByteForByte() throws {
        var rng = SplitMix(seed: 2026)
        let pools: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x1F300...0x1FAFF]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &rng) {
                let pool = pools[Int.random(in: 0..<pools.count, using: &rng)]
                if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &rng)) { text.unicodeScalars.append(scalar) }
            }
            let row = Row(node: Node(type: .insight, content: text, metadata: ["k" + text: text]),
                          extra: [("score", .double(Double.random(in: -1e6...1e6, using: &rng)))])
            #expect(direct(row) == (try codable(row)))
        }
    }
}
