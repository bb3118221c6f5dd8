import Foundation

/// Parses and validates the extraction JSON a model returns, against the schema in the extraction prompt.
///
/// Strict on purpose: a wrong type, an unknown key, an unknown edge type or a confidence outside 0–1 makes
/// the whole answer invalid, with a reason precise enough to send back to the model on the retry.
public enum ExtractionSchema {
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        public var reason: String
        public var description: String { "invalid extraction JSON: \(reason)" }
    }

    static let listKeys = ["people", "places", "projects", "goals", "actions", "questions"]
    static let topKeys = Set(listKeys + ["type", "relations", "facts"])
    static let utteranceTypes: Set<String> = ["thought", "goal", "action", "question"]

    public static func parse(_ text: String) throws(Invalid) -> Extraction {
        let json = unfenced(text)
        guard let data = json.data(using: .utf8),
              let parsed = try? JSONSerialization.jsonObject(with: data, options: []) else {
            throw Invalid(reason: "the answer is not JSON")
        }
        guard let object = parsed as? [String: Any] else { throw Invalid(reason: "the top level must be an object") }
        if let unknown = object.keys.sorted().first(where: { !topKeys.contains($0) }) {
            throw Invalid(reason: "unknown key \"\(unknown)\"")
        }
        guard let type = object["type"] as? String, utteranceTypes.contains(type), let nodeType = NodeType(rawValue: type) else {
            throw Invalid(reason: "\"type\" must be one of thought, goal, action, question")
        }
        var result = Extraction(utteranceType: nodeType)
        var lists: [String: [String]] = [:]
        for key in listKeys {
            lists[key] = try strings(object[key], path: key)
        }
        result.people = lists["people"]!
        result.places = lists["places"]!
        result.projects = lists["projects"]!
        result.goals = lists["goals"]!
        result.actions = lists["actions"]!
        result.questions = lists["questions"]!
        for (index, item) in try array(object["relations"], path: "relations").enumerated() {
            let path = "relations[\(index)]"
            guard let relation = item as? [String: Any] else { throw Invalid(reason: "\(path) must be an object") }
            let from = try string(relation["from"], path: path + ".from")
            let to = try string(relation["to"], path: path + ".to")
            guard let raw = relation["type"] as? String, let edge = EdgeType(rawValue: raw) else {
                throw Invalid(reason: "\(path).type must be one of \(EdgeType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            result.relations.append(.init(from: from, to: to, type: edge))
        }
        for (index, item) in try array(object["facts"], path: "facts").enumerated() {
            result.facts.append(try fact(item, path: "facts[\(index)]"))
        }
        return result
    }

    private static func fact(_ item: Any, path: String) throws(Invalid) -> FactCandidate {
        guard let fact = item as? [String: Any] else { throw Invalid(reason: "\(path) must be an object") }
        guard let raw = fact["category"] as? String, let category = FactCategory(rawValue: raw) else {
            throw Invalid(reason: "\(path).category must be one of \(FactCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let subject = try string(fact["subject"], path: path + ".subject")
        var attribute: String?
        if let value = fact["attribute"], !(value is NSNull) { attribute = try string(value, path: path + ".attribute") }
        let value = try string(fact["value"], path: path + ".value")
        guard let confidence = number(fact["confidence"]), (0...1).contains(confidence) else {
            throw Invalid(reason: "\(path).confidence must be a number between 0 and 1")
        }
        var exclusive: Bool?
        if let flag = fact["exclusive"], !(flag is NSNull) {
            guard isBoolean(flag), let bool = flag as? Bool else { throw Invalid(reason: "\(path).exclusive must be true or false") }
            exclusive = bool
        }
        return FactCandidate(category: category, subject: subject, attribute: attribute, value: value, confidence: confidence, exclusive: exclusive)
    }

    /// A JSON number (not a boolean) as a Double.
    private static func number(_ value: Any?) -> Double? {
        guard let value, !isBoolean(value) else { return nil }
        if let double = value as? Double { return double }
        if let int = value as? Int { return Double(int) }
        return (value as? NSNumber)?.doubleValue
    }

    /// JSONSerialization gives booleans as Bool or as a CFBoolean-backed NSNumber depending on the platform.
    private static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        if let number = value as? NSNumber { return String(cString: number.objCType) == "c" && (number == true || number == false) && !(value is Int) }
        return false
    }

    private static func array(_ value: Any?, path: String) throws(Invalid) -> [Any] {
        guard let value, !(value is NSNull) else { return [] }
        guard let array = value as? [Any] else { throw Invalid(reason: "\"\(path)\" must be an array") }
        return array
    }

    private static func strings(_ value: Any?, path: String) throws(Invalid) -> [String] {
        try array(value, path: path).enumerated().map { (index, item) throws(Invalid) in try string(item, path: "\(path)[\(index)]") }
    }

    private static func string(_ value: Any?, path: String) throws(Invalid) -> String {
        guard let text = value as? String else { throw Invalid(reason: "\(path) must be a string") }
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
