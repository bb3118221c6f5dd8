import Foundation

/// A node's identity: 32 lowercase hex digits (a random UUIDv4 without dashes).
///
/// Random rather than time-ordered: people type id prefixes (`mynd show 3f2a`), and with a time-ordered
/// layout every node made in the same minute shares its first eight digits. Creation order lives in the
/// store (`nodes.num`, `createdAt`), not in the id.
public struct NodeID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A fresh random id.
    public init() {
        var generator = SystemRandomNumberGenerator()
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<16 { bytes[i] = generator.next() }
        bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
        bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(32)
        for b in bytes { text.append(digits[Int(b >> 4)]); text.append(digits[Int(b & 15)]) }
        self.rawValue = String(decoding: text, as: UTF8.self)
    }

    /// Whether `text` has the shape of an id (32 lowercase hex digits).
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The id written as people and other tools write it: the internal form, or a standard UUID
    /// (`8-4-4-4-12` with dashes), in any case, optionally in braces or after `urn:uuid:`. Normalised to
    /// 32 lowercase hex digits; nil when `text` is neither.
    public static func parse(_ text: String) -> NodeID? {
        if isWellFormed(text) { return NodeID(rawValue: text) }  // the common case, without copies
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        if body.lowercased().hasPrefix("urn:uuid:") { body = body.dropFirst(9) }
        if body.hasPrefix("{"), body.hasSuffix("}") { body = body.dropFirst().dropLast() }
        let bytes = Array(body.utf8)
        var digits: [UInt8] = []
        digits.reserveCapacity(32)
        if bytes.count == 36 {
            for (i, b) in bytes.enumerated() {
                if [8, 13, 18, 23].contains(i) {
                    guard b == UInt8(ascii: "-") else { return nil }
                } else {
                    digits.append(b)
                }
            }
        } else if bytes.count == 32 {
            digits = bytes
        } else {
            return nil
        }
        for i in digits.indices {
            switch digits[i] {
            case 48...57, 97...102: break
            case 65...70: digits[i] += 32
            default: return nil
            }
        }
        return NodeID(rawValue: String(decoding: digits, as: UTF8.self))
    }

    public var description: String { rawValue }
    /// The first 8 digits, for tables.
    public var short: String { String(rawValue.prefix(8)) }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
}
