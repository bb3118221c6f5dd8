/// JSON objects written straight to text, byte for byte what `GraphJSON.encoder()` writes for the same
/// values: keys sorted, slashes not escaped, control characters as `\n`-style or `\u00XX` escapes, doubles in
/// Swift's shortest round-trip form without a trailing `.0`.
///
/// The CLI prints node lists with this. Going through `JSONEncoder` cost a cold `mynd related --json` more
/// than the query behind it (generic `Codable` machinery set up on first use); export and import keep the
/// `Codable` path, and a test holds both writers to the same bytes.
public enum JSONText {
    /// The value kinds node objects are made of.
    public enum Value: Sendable {
        case string(String)
        case int(Int)
        /// Finite doubles only (confidence, weight, rank are validated); a non-finite one is written as `null`.
        case double(Double)
        case bool(Bool)
        case strings([String])
        case stringMap([String: String])
    }

    /// `{"key":value,...}` as a string, keys sorted as `JSONEncoder`'s `.sortedKeys` sorts them (what the
    /// tests hold against `JSONEncoder`).
    static func object(_ fields: [(key: String, value: Value)]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(fields, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the object's UTF-8 bytes to `out`.
    public static func write(_ fields: [(key: String, value: Value)], into out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (i, field) in fields.sorted(by: { $0.key < $1.key }).enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            write(string: field.key, into: &out)
            out.append(UInt8(ascii: ":"))
            write(field.value, into: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    static func write(_ value: Value, into out: inout [UInt8]) {
        switch value {
        case .string(let s): write(string: s, into: &out)
        case .int(let n): out.append(contentsOf: String(n).utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .double(let d): out.append(contentsOf: number(d).utf8)
        case .strings(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                write(string: item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .stringMap(let map):
            write(map.map { (key: $0.key, value: Value.string($0.value)) }, into: &out)
        }
    }

    /// Swift's shortest form (`0.30000000000000004`, `1e-05`), with `JSONEncoder`'s `1` for `1.0`.
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        var text = d.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A JSON string literal: `"` and `\` escaped, U+0000–U+001F as short escapes where JSON has them and
    /// `\u00XX` otherwise; everything else (slashes, non-ASCII, emoji) verbatim. Works on the UTF-8 bytes:
    /// every byte that needs escaping is ASCII, and no byte of a multi-byte sequence is.
    static func write(string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var pending = 0
            for i in 0..<bytes.count {
                let byte = bytes[i]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pending..<i]))
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
                pending = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pending..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension Node {
    /// The node's JSON object fields, exactly those `encode(to:)` writes (nil `completedAt` and `confidence`
    /// left out), for `JSONText`.
    public var jsonFields: [(key: String, value: JSONText.Value)] {
        var fields: [(key: String, value: JSONText.Value)] = [
            ("id", .string(id.rawValue)), ("type", .string(type.rawValue)), ("content", .string(content)),
            ("createdAt", .string(Timestamp.iso(createdAt))), ("updatedAt", .string(Timestamp.iso(updatedAt))),
            ("lastTouchedAt", .string(Timestamp.iso(lastTouchedAt))), ("completed", .bool(completed)),
            ("source", .string(source.rawValue)), ("metadata", .stringMap(metadata)), ("aliases", .strings(aliases)),
        ]
        if let completedAt { fields.append(("completedAt", .string(Timestamp.iso(completedAt)))) }
        if let confidence { fields.append(("confidence", .double(confidence))) }
        return fields
    }
}
