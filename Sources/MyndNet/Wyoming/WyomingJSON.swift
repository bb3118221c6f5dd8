import Foundation

/// A JSON value, as carried in a Wyoming event's `data`.
///
/// Wyoming data is free-form JSON whose fields depend on the event type, so the event layer keeps it as a tree and
/// the typed helpers (`WyomingEvent.string(_:)`, `.int(_:)`) read the fields an event type defines.
public enum WyomingJSON: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([WyomingJSON])
    case object([String: WyomingJSON])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([WyomingJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: WyomingJSON].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    public var stringValue: String? { if case let .string(value) = self { value } else { nil } }
    public var intValue: Int? {
        switch self {
        case let .int(value): value
        case let .double(value) where value.rounded() == value && abs(value) < 1e15: Int(value)
        default: nil
        }
    }
    public var arrayValue: [WyomingJSON]? { if case let .array(value) = self { value } else { nil } }
    public var objectValue: [String: WyomingJSON]? { if case let .object(value) = self { value } else { nil } }
}

extension WyomingJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
