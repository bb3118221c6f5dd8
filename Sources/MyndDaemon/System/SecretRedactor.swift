import Foundation

/// Masks anything that looks like an API key before text leaves the process (logs, errors, status replies).
///
/// Defensive: keys should never reach a log line in the first place; this catches the ones that slip through
/// inside an echoed request or a server's error body. For example:
/// `SecretRedactor.redact("auth failed for sk-ant-api03-abcdEFGH1234")` → `"auth failed for sk-ant-…[redacted]"`.
public enum SecretRedactor {
    /// Anthropic (`sk-ant-…`), OpenAI (`sk-…`, `sk-proj-…`) keys and bearer tokens.
    private static let patterns: [(prefix: String, regex: NSRegularExpression)] = [
        ("sk-ant-", try! NSRegularExpression(pattern: #"sk-ant-[A-Za-z0-9_\-]{6,}"#)),
        ("sk-", try! NSRegularExpression(pattern: #"sk-[A-Za-z0-9_\-]{8,}"#)),
        ("Bearer ", try! NSRegularExpression(pattern: #"Bearer [A-Za-z0-9_\-\.=]{8,}"#)),
    ]

    public static func redact(_ text: String) -> String {
        // Fast path: nearly every log line has no candidate at all.
        guard text.contains("sk-") || text.contains("Bearer ") else { return text }
        var result = text
        for (prefix, regex) in patterns {
            let range = NSRange(result.startIndex..., in: result)
            result = regex.stringByReplacingMatches(in: result, range: range,
                                                    withTemplate: NSRegularExpression.escapedTemplate(for: prefix)
                                                        + "…[redacted]")
        }
        return result
    }
}
