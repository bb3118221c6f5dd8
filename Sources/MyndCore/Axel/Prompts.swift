import Foundation

/// Axel's prompts: the text compiled into the binary (`EmbeddedPrompts`, generated from `Resources/prompts`),
/// unless the user put their own in `$XDG_CONFIG_HOME/mynd/prompts/<name>.md` (default `~/.config`).
public enum Prompts {
    public enum Name: String, CaseIterable, Sendable {
        /// Axel's personality: the start of every system prompt.
        case axel
        /// Safety guidelines, second in priority.
        case safety
        /// Session summary prompt; `{messages}` is replaced by the transcript.
        case summary
        /// Extraction prompt; `{utterance}` and `{known}` are replaced.
        case extraction
    }

    /// The prompt text, the user's override winning over the embedded default.
    public static func text(_ name: Name, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let url = overrideURL(name, environment: environment),
           let data = FileManager.default.contents(atPath: url.path),
           let text = String(data: data, encoding: .utf8),
           !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return text.trimmingCharacters(in: .newlines)
        }
        return embedded(name)
    }

    /// The text compiled into the binary.
    public static func embedded(_ name: Name) -> String {
        EmbeddedPrompts.all[name.rawValue] ?? ""
    }

    /// Where the user's override of `name` lives.
    public static func overrideURL(_ name: Name, environment: [String: String]) -> URL? {
        let base: String
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = config
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.config"
        } else {
            return nil
        }
        return URL(fileURLWithPath: base).appendingPathComponent("mynd/prompts/\(name.rawValue).md")
    }
}
