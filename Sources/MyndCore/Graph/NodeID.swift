import Foundation

/// A node's identity: 32 lowercase hex digits, time-ordered (UUIDv7 layout without dashes),
/// so ids sort by creation and a short prefix is usually unique.
public struct NodeID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A fresh time-ordered id.
    public init(date: Date = Date()) {
        var generator = SystemRandomNumberGenerator()
        let millis = UInt64(max(0, date.timeIntervalSince1970 * 1000))
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<6 { bytes[i] = UInt8(truncatingIfNeeded: millis >> (8 * (5 - i))) }
        for i in 6..<16 { bytes[i] = generator.next() }
        bytes[6] = (bytes[6] & 0x0F) | 0x70  // version 7
        bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
        self.rawValue = bytes.map { String(format: "%02x", $0) }.joined()
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
