import Foundation

/// The JSON shape of nodes and edges (export format version 1, CLI `--json`).
///
/// Written by hand so that decoding validates like an import must: a malformed id, an unknown type or a
/// weight outside 0–1 is a `DecodingError` whose coding path names the record. Optional fields get the
/// defaults a person typing JSON would expect.
extension Node: Codable {
    enum CodingKeys: String, CodingKey {
        case id, type, content, createdAt, updatedAt, lastTouchedAt, completed, completedAt, source, confidence,
             metadata, aliases
    }

    /// Only `id`, `type` and `content` are required. Defaults for the rest: `createdAt` the time of the import,
    /// `updatedAt` and `lastTouchedAt` = `createdAt`, `completed` false, `source` "imported", no confidence,
    /// empty `metadata` and `aliases`. Ids may be standard UUIDs in any case (normalised, see `NodeID.parse`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let id = try NodeID.decode(from: c, forKey: .id)
        let typeName = try c.decode(String.self, forKey: .type)
        guard let type = NodeType(rawValue: typeName) ?? NodeType(rawValue: typeName.lowercased()) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription:
                "unknown node type '\(typeName)' (one of \(NodeType.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let created = try c.decodeIfPresent(Date.self, forKey: .createdAt) ?? GraphJSON.importTime(decoder)
        var source = NodeSource.imported
        if let name = try c.decodeIfPresent(String.self, forKey: .source) {
            guard let known = NodeSource(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .source, in: c, debugDescription: "unknown source '\(name)'")
            }
            source = known
        }
        let confidence = try c.decodeIfPresent(Double.self, forKey: .confidence)
        if let confidence, !(0...1).contains(confidence) {
            throw DecodingError.dataCorruptedError(forKey: .confidence, in: c, debugDescription: "confidence \(confidence) is not within 0–1")
        }
        self.init(
            id: id, type: type, content: try c.decode(String.self, forKey: .content),
            createdAt: created,
            updatedAt: try c.decodeIfPresent(Date.self, forKey: .updatedAt),
            lastTouchedAt: try c.decodeIfPresent(Date.self, forKey: .lastTouchedAt),
            completed: try c.decodeIfPresent(Bool.self, forKey: .completed) ?? false,
            completedAt: try c.decodeIfPresent(Date.self, forKey: .completedAt),
            source: source, confidence: confidence,
            metadata: try c.decodeIfPresent([String: String].self, forKey: .metadata) ?? [:],
            aliases: try c.decodeIfPresent([String].self, forKey: .aliases) ?? []
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(type.rawValue, forKey: .type)
        try c.encode(content, forKey: .content)
        try c.encode(createdAt, forKey: .createdAt)
        try c.encode(updatedAt, forKey: .updatedAt)
        try c.encode(lastTouchedAt, forKey: .lastTouchedAt)
        try c.encode(completed, forKey: .completed)
        try c.encodeIfPresent(completedAt, forKey: .completedAt)
        try c.encode(source.rawValue, forKey: .source)
        try c.encodeIfPresent(confidence, forKey: .confidence)
        try c.encode(metadata, forKey: .metadata)
        try c.encode(aliases, forKey: .aliases)
    }
}

extension Edge: Codable {
    enum CodingKeys: String, CodingKey { case source, target, type, weight, createdAt }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let ends = [try NodeID.decode(from: c, forKey: .source), try NodeID.decode(from: c, forKey: .target)]
        let typeName = try c.decodeIfPresent(String.self, forKey: .type) ?? EdgeType.relatesTo.rawValue
        guard let type = EdgeType(rawValue: typeName) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown edge type '\(typeName)'")
        }
        let weight = try c.decodeIfPresent(Double.self, forKey: .weight) ?? 1
        guard (0...1).contains(weight) else {
            throw DecodingError.dataCorruptedError(forKey: .weight, in: c, debugDescription: "weight \(weight) is not within 0–1")
        }
        self.init(source: ends[0], target: ends[1], type: type, weight: weight,
                  createdAt: try c.decodeIfPresent(Date.self, forKey: .createdAt) ?? GraphJSON.importTime(decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(source, forKey: .source)
        try c.encode(target, forKey: .target)
        try c.encode(type.rawValue, forKey: .type)
        try c.encode(weight, forKey: .weight)
        try c.encode(createdAt, forKey: .createdAt)
    }
}

extension NodeID {
    /// Decodes an id in any form `NodeID.parse` accepts; anything else is an error naming the field.
    static func decode<K: CodingKey>(from c: KeyedDecodingContainer<K>, forKey key: K) throws -> NodeID {
        let raw = try c.decode(String.self, forKey: key)
        guard let id = NodeID.parse(raw) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                "'\(raw)' is not a node id (a UUID, with or without dashes, in any case)")
        }
        return id
    }
}

/// JSON coders with the house date format (ISO 8601, UTC, milliseconds) and stable key order.
public enum GraphJSON {
    /// `userInfo` key of the time an import started: the default `createdAt` of records that leave it out.
    static let importTimeKey = CodingUserInfoKey(rawValue: "mynd.importTime")!

    /// The import's start time (one value for the whole document), or now outside an import.
    static func importTime(_ decoder: any Decoder) -> Date {
        decoder.userInfo[importTimeKey] as? Date ?? Date()
    }

    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var c = encoder.singleValueContainer()
            try c.encode(Timestamp.iso(date))
        }
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[importTimeKey] = Timestamp.date(millis: Timestamp.millis(Date()))
        decoder.dateDecodingStrategy = .custom { decoder in
            let c = try decoder.singleValueContainer()
            let text = try c.decode(String.self)
            guard let date = Timestamp.parse(text) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(text)' is not an ISO 8601 date")
            }
            return date
        }
        return decoder
    }
}
