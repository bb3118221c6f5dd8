import Foundation

/// The normalised form of a name, so "Alice", " alice " and "Alíce" are the same person.
///
/// Named entities (people, places, projects) are unique by this key within their type; aliases are
/// matched by it too. Folding: Unicode compatibility decomposition, combining marks dropped,
/// lowercased, runs of whitespace collapsed to one space, trimmed, trailing sentence punctuation dropped
/// ("Alice." in a sentence is Alice).
public enum NameKey {
    public static func normalise(_ name: String) -> String {
        let decomposed = name.decomposedStringWithCompatibilityMapping
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in decomposed.unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .nonspacingMark || category == .enclosingMark { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            for lowered in scalar.properties.lowercaseMapping.unicodeScalars { out.append(lowered) }
        }
        while let last = out.last, ".,;:!?".unicodeScalars.contains(last) { out.removeLast() }
        return String(out)
    }
}
