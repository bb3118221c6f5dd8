/// Why the configuration could not be used. `line` points into the TOML file when known.
public enum ConfigError: Error, Hashable, Sendable {
    case syntax(path: String, line: Int?, message: String)
    case invalidValue(path: String, key: String, message: String)
    /// The file holds a secret and is readable by others.
    case insecurePermissions(path: String)
}
