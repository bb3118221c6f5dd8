import Foundation

/// Where keys come from, in the order the ecosystem expects: an environment variable, then a systemd
/// credential file (`LoadCredential=` puts it in `$CREDENTIALS_DIRECTORY`), then the config file.
enum Credentials {
    /// The first non-empty key among the variable, the credential file and the configured value.
    static func key(variable: String, credentialFile: String, configured: String?, environment: [String: String]) -> APIKey? {
        if let value = nonEmpty(environment[variable]) { return APIKey(value) }
        if let directory = nonEmpty(environment["CREDENTIALS_DIRECTORY"]),
           let data = FileManager.default.contents(atPath: directory + "/" + credentialFile),
           let value = nonEmpty(String(decoding: data, as: UTF8.self)) {
            return APIKey(value)
        }
        return nonEmpty(configured).map(APIKey.init)
    }

    static func nonEmpty(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}

/// Why no model or transcriber could be built from the configuration. Never names a key's value.
public enum ModelFactoryError: Error, Hashable, Sendable, CustomStringConvertible {
    case missingKey(provider: String, variable: String, credentialFile: String)
    case unknownProvider(String)
    case missingURL(kind: String)

    public var description: String {
        switch self {
        case let .missingKey(provider, variable, file):
            "no \(provider) API key: set \(variable), or put it in $CREDENTIALS_DIRECTORY/\(file)"
        case let .unknownProvider(name):
            "unknown provider \"\(name)\" (use auto, anthropic, openai or offline)"
        case let .missingURL(kind):
            "the \(kind) transcriber needs a URL: set [transcriber] url or MYND_TRANSCRIBER_URL"
        }
    }
}
