import Foundation

/// Parses and validates the extraction JSON a model returns, against the schema in the extraction prompt.
///
/// Strict on purpose: a wrong type, an unknown key, an unknown edge type or a confidence outside 0–1 makes
/// the whole answer invalid, with a reason precise enough to send back to the model on the retry.
public enum ExtractionSchema {
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        public var reason: String
        public init(reason: String) { self.reason = reason }
        public var description: String { "invalid extraction JSON: \(reason)" }
    }

    static let listKeys = ["people", "places", "projects", "goals", "actions", "questions"]
    static let topKeys = Set(listKeys + ["type", "relations", "facts"])
    static let utteranceTypes: Set<String> = ["thought", "goal", "action", "question"]

    public static func parse(_ text: String) throws(Invalid) -> Extraction {
        guard let parsed = JSONValue.parse(unfenced(text)) else { throw Invalid(reason: "the answer is not JSON") }
        guard case let .object(object) = parsed else { throw Invalid(reason: "the top level must be an object") }
        if let unknown = object.keys.sorted().first(where: { !topKeys.contains($0) }) {
            throw Invalid(reason: "unknown key \"\(unknown)\"")
        }
        guard case let .string(type)? = object["type"], utteranceTypes.contains(type), let nodeType = NodeType(rawValue: type) else {
            throw Invalid(reason: "\"type\" must be one of thought, goal, action, question")
        }
        var result = Extraction(utteranceType: nodeType)
        result.people = try strings(object["people"], path: "people")
        result.places = try strings(object["places"], path: "places")
        result.projects = try strings(object["projects"], path: "projects")
        result.goals = try strings(object["goals"], path: "goals")
        result.actions = try strings(object["actions"], path: "actions")
        result.questions = try strings(object["questions"], path: "questions")
        for (index, item) in try array(object["relations"], path: "relations").enumerated() {
            let path = "relations[\(index)]"
            guard case let .object(relation) = item else { throw Invalid(reason: "\(path) must be an object") }
            let from = try string(relation["from"], path: path + ".from")
            let to = try string(relation["to"], path: path + ".to")
            guard case let .string(raw)? = relation["type"], let edge = EdgeType(rawValue: raw) else {
                throw Invalid(reason: "\(path).type must be one of \(EdgeType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            result.relations.append(.init(from: from, to: to, type: edge))
        }
        for (index, item) in try array(object["facts"], path: "facts").enumerated() {
            result.facts.append(try fact(item, path: "facts[\(index)]"))
        }
        return result
    }

    private static func fact(_ item: JSONValue, path: String) throws(Invalid) -> FactCandidate {
        guard case let .object(fact) = item else { throw Invalid(reason: "\(path) must be an object") }
        guard case let .string(raw)? = fact["category"], let category = FactCategory(rawValue: raw) else {
            throw Invalid(reason: "\(path).category must be one of \(FactCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let subject = try string(fact["subject"], path: path + ".subject")
        var attribute: String?
        if let value = fact["attribute"], value != .null { attribute = try string(value, path: path + ".attribute") }
        let value = try string(fact["value"], path: path + ".value")
        guard case let .number(confidence)? = fact["confidence"], (0...1).contains(confidence) else {
            throw Invalid(reason: "\(path).confidence must be a number between 0 and 1")
        }
        var exclusive: Bool?
        switch fact["exclusive"] {
        case nil, .null?: break
        case let .bool(flag)?: exclusive = flag
        default: throw Invalid(reason: "\(path).exclusive must be true or false")
        }
        if let extra = fact.keys.sorted().first(where: { !["category", "subject", "attribute", "value", "confidence", "exclusive"].contains($0) }) {
            throw Invalid(reason: "\(path) has an unknown key \"\(extra)\"")
        }
        return FactCandidate(category: category, subject: subject, attribute: attribute, value: value, confidence: confidence, exclusive: exclusive)
    }

    private static func array(_ value: JSONValue?, path: String) throws(Invalid) -> [JSONValue] {
        switch value {
        case nil, .null?: return []
        case let .array(items)?: return items
        default: throw Invalid(reason: "\"\(path)\" must be an array")
        }
    }

    private static func strings(_ value: JSONValue?, path: String) throws(Invalid) -> [String] {
        var result: [String] = []
        for (index, item) in try array(value, path: path).enumerated() {
            result.append(try string(item, path: "\(path)[\(index)]"))
        }
        return result
    }

    private static func string(_ value: JSONValue?, path: String) throws(Invalid) -> String {
        guard case let .string(text)? = value else { throw Invalid(reason: "\(path) must be a string") }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Invalid(reason: "\(path) must not be empty") }
        return trimmed
    }

    /// The JSON inside a ```json fence, or the text itself.
    static func unfenced(_ text: String) -> String {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.hasPrefix("```") {
            body = String(body.drop(while: { $0 != "\n" }))
            if body.hasSuffix("```") { body = String(body.dropLast(3)) }
        }
        return body.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
