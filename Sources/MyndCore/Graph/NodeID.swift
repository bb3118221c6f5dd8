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
