/// One problem found in the configuration, pointing at the TOML line when it is known.
public struct ConfigIssue: Hashable, Sendable, CustomStringConvertible {
    public var line: Int?
    /// Dotted key, e.g. `proactive.daily_cap`.
    public var key: String
    public var message: String

    public init(line: Int?, key: String, message: String) {
        self.line = line
        self.key = key
        self.message = message
    }

    public var description: String {
        let at = line.map { "line \($0): " } ?? ""
        return "\(at)\(key): \(message)"
    }
}

/// Why the configuration could not be used. Descriptions name the file, the line and the fix; never a secret value.
public enum ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not valid TOML.
    case syntax(path: String, line: Int?, message: String)
    /// The TOML is valid but values are wrong (type, range, unknown choice).
    case invalid(path: String, issues: [ConfigIssue])
    /// The file holds a secret and is readable by others.
    case insecurePermissions(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .syntax(let path, let line, let message):
            let at = line.map { ":\($0)" } ?? ""
            return "\(path)\(at): not valid TOML: \(message)"
        case .invalid(let path, let issues):
            return issues.map { issue in
                let at = issue.line.map { ":\($0)" } ?? ""
                return "\(path)\(at): \(issue.key): \(issue.message)"
            }.joined(separator: "\n")
        case .insecurePermissions(let path):
            return "\(path) holds an API key but other users can read it; run `chmod 600 \(path)` "
                + "(or move the key to an environment variable or a systemd credential)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        }
    }
}
