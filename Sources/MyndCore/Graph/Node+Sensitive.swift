/// Sensitive statements (a person in crisis, self-harm, abuse) are kept verbatim as thoughts but never
/// surfaced on their own: not in follow-ups, briefings, recall context, summaries, MCP listings or exports'
/// summaries — only when the user asks for the node explicitly (by id) or runs a full export/forget.
extension Node {
    /// Metadata key that marks a node sensitive; its value is `"true"`.
    public static let sensitiveKey = "sensitive"

    /// Whether the node holds a sensitive statement (see `SafetyCheck`).
    public var isSensitive: Bool {
        get { metadata[Node.sensitiveKey] == "true" }
        set { metadata[Node.sensitiveKey] = newValue ? "true" : nil }
    }
}

extension Node {
    /// Whether the node may be brought up unasked — in follow-ups, briefings, recall context, "no next step"
    /// questions, listings. False for a sensitive node, and for an older node whose words the safety check
    /// flags (a crisis statement filed as a goal before the safety layer existed).
    public var isSafeToSurface: Bool {
        !isSensitive && !SafetyCheck.standard.assess(content).isCrisis
    }
}
