import Foundation
import MCP
import MyndCore

/// A tool call's arguments, read against the tool's schema. Clients are meant to validate before calling,
/// but not all do, so every check is repeated here and each failure says which argument and what it takes.
struct ToolArguments {
    let tool: String
    let values: [String: Value]

    /// Refuses arguments the tool does not take (a misspelt name would otherwise be silently ignored).
    init(tool: String, values: [String: Value]?, accepted: Set<String>) throws(ToolFailure) {
        self.tool = tool
        self.values = values ?? [:]
        let unknown = self.values.keys.filter { !accepted.contains($0) }.sorted()
        if !unknown.isEmpty {
            throw ToolFailure("\(tool) does not take \(unknown.map { "'\($0)'" }.joined(separator: ", ")); "
                + "it takes \(accepted.sorted().joined(separator: ", ")).")
        }
    }

    /// A string that must be present and not blank.
    func requiredString(_ name: String) throws(ToolFailure) -> String {
        guard let value = values[name], !value.isNull else { throw ToolFailure("\(tool) needs '\(name)'.") }
        guard let text = value.stringValue else { throw ToolFailure("\(tool): '\(name)' must be a string.") }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw ToolFailure("\(tool): '\(name)' must not be empty.")
        }
        return text
    }

    /// An integer within `range`, or `fallback` when absent. A whole-number double (2.0) counts as an integer.
    func int(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(ToolFailure) -> Int {
        guard let value = values[name], !value.isNull else { return fallback }
        let number: Int? = value.intValue ?? value.doubleValue.flatMap { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil }
        guard let number, range.contains(number) else {
            throw ToolFailure("\(tool): '\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return number
    }

    /// A number within `range`, or `fallback` when absent.
    func double(_ name: String, default fallback: Double, in range: ClosedRange<Double>) throws(ToolFailure) -> Double {
        guard let value = values[name], !value.isNull else { return fallback }
        guard let number = value.doubleValue ?? value.intValue.map(Double.init), range.contains(number) else {
            throw ToolFailure("\(tool): '\(name)' must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)).")
        }
        return number
    }

    /// One of an enumeration's raw values, or `fallback` when absent.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, default fallback: T) throws(ToolFailure) -> T
    where T.RawValue == String {
        guard let value = values[name], !value.isNull else { return fallback }
        guard let text = value.stringValue, let chosen = T(rawValue: text) else {
            throw ToolFailure("\(tool): '\(name)' must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return chosen
    }

    /// Edge types to follow: nil (every type) when absent or empty.
    func edgeTypes(_ name: String) throws(ToolFailure) -> Set<EdgeType>? {
        guard let value = values[name], !value.isNull else { return nil }
        let names: [String]
        if let single = value.stringValue {
            names = [single]
        } else if let list = value.arrayValue {
            names = list.compactMap(\.stringValue)
            guard names.count == list.count else { throw ToolFailure("\(tool): '\(name)' must be a list of edge type names.") }
        } else {
            throw ToolFailure("\(tool): '\(name)' must be a list of edge type names.")
        }
        var types = Set<EdgeType>()
        for name in names {
            guard let type = EdgeType(rawValue: name) else {
                throw ToolFailure("\(tool): '\(name)' is not an edge type; use \(EdgeType.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            types.insert(type)
        }
        return types.isEmpty ? nil : types
    }

    private static func format(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}
