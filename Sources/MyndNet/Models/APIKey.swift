import Foundation

/// A secret that cannot leak through printing: `description`, `debugDescription` and reflection all hide it.
///
/// Only the request builders read `value`, to put it in a header.
public struct APIKey: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let value: String
    public init(_ value: String) { self.value = value }
    public var description: String { "APIKey(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

extension String {
    /// This text with every occurrence of the given secrets replaced, for messages built from server replies.
    func redacting(_ secrets: [APIKey]) -> String {
        secrets.reduce(self) { text, key in
            key.value.count >= 4 ? text.replacingOccurrences(of: key.value, with: "[redacted]") : text
        }
    }
}
