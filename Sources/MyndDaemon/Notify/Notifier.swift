import Foundation

/// A desktop notification with actions ("done", "snooze", "talk").
public struct DesktopNotification: Hashable, Sendable {
    public struct Action: Hashable, Sendable {
        public var key: String
        public var label: String
        public init(key: String, label: String) {
            self.key = key
            self.label = label
        }
    }
    public var summary: String
    public var body: String
    public var actions: [Action]
    public init(summary: String, body: String, actions: [Action] = []) {
        self.summary = summary
        self.body = body
        self.actions = actions
    }
}

/// Sends desktop notifications and reports which action the user chose.
public protocol Notifier: Sendable {
    /// Shows the notification; returns its id on the notification server.
    func notify(_ notification: DesktopNotification) async throws -> UInt32
    /// (notification id, action key) as the user clicks.
    func actions() -> AsyncStream<(UInt32, String)>
}
