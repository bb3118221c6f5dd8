import Foundation
import MyndCore

/// One TOML key of `config.toml` and where it lands in `MyndConfig`.
///
/// The table in `all` is the single list of keys: the loader, the `MYND_<SECTION>_<KEY>` environment overrides
/// and the example file's test all read it, so a key cannot exist in one place and not the others.
public struct ConfigKey {
    enum Kind: String {
        case string, int, double, bool
    }

    /// Where a parsed value goes. Key paths are not Sendable, so the table is rebuilt on each use (it is tiny).
    enum Target {
        case string(WritableKeyPath<MyndConfig, String>)
        case optionalString(WritableKeyPath<MyndConfig, String?>)
        case int(WritableKeyPath<MyndConfig, Int>)
        case double(WritableKeyPath<MyndConfig, Double>)
        case optionalDouble(WritableKeyPath<MyndConfig, Double?>)
        case bool(WritableKeyPath<MyndConfig, Bool>)

        var kind: Kind {
            switch self {
            case .string, .optionalString: .string
            case .int: .int
            case .double, .optionalDouble: .double
            case .bool: .bool
            }
        }
    }

    /// A value read from TOML or the environment, before it is stored.
    enum Value {
        case string(String), int(Int), double(Double), bool(Bool)
    }

    var section: String
    var name: String
    var target: Target
    /// Whether the value is a secret (never echoed back in an error).
    var secret = false

    var dotted: String { section + "." + name }

    /// Stores `value`, converting an integer to a double where a double is expected.
    /// Returns a message when the value has the wrong type.
    func apply(_ value: Value, to config: inout MyndConfig) -> String? {
        switch (target, value) {
        case (.string(let path), .string(let s)): config[keyPath: path] = s
        case (.optionalString(let path), .string(let s)): config[keyPath: path] = s.isEmpty ? nil : s
        case (.int(let path), .int(let i)): config[keyPath: path] = i
        case (.double(let path), .double(let d)): config[keyPath: path] = d
        case (.double(let path), .int(let i)): config[keyPath: path] = Double(i)
        case (.optionalDouble(let path), .double(let d)): config[keyPath: path] = d
        case (.optionalDouble(let path), .int(let i)): config[keyPath: path] = Double(i)
        case (.bool(let path), .bool(let b)): config[keyPath: path] = b
        default: return "expected \(target.kind.rawValue == "int" ? "an integer" : "a " + target.kind.rawValue)"
        }
        return nil
    }

    /// Parses an environment variable's text as this key's type.
    func parse(_ text: String) -> Value? {
        switch target.kind {
        case .string: return .string(text)
        case .int: return Int(text).map(Value.int)
        case .double: return Double(text).map(Value.double)
        case .bool:
            switch text.lowercased() {
            case "1", "true", "yes", "on": return .bool(true)
            case "0", "false", "no", "off": return .bool(false)
            default: return nil
            }
        }
    }

    /// Every key of config.toml.
    static var all: [ConfigKey] {
        [
            .init(section: "llm", name: "provider", target: .string(\.llm.provider)),
            .init(section: "llm", name: "model", target: .optionalString(\.llm.model)),
            .init(section: "llm", name: "base_url", target: .optionalString(\.llm.baseURL)),
            .init(section: "llm", name: "api_key", target: .optionalString(\.llm.apiKey), secret: true),
            .init(section: "llm", name: "max_tokens", target: .int(\.llm.maxTokens)),
            .init(section: "llm", name: "temperature", target: .optionalDouble(\.llm.temperature)),
            .init(section: "llm", name: "anthropic_version", target: .optionalString(\.llm.anthropicVersion)),
            .init(section: "llm", name: "stall_timeout", target: .double(\.llm.stallTimeout)),
            .init(section: "llm", name: "connect_timeout", target: .double(\.llm.connectTimeout)),
            .init(section: "llm", name: "max_attempts", target: .int(\.llm.maxAttempts)),
            .init(section: "transcriber", name: "kind", target: .string(\.transcriber.kind)),
            .init(section: "transcriber", name: "url", target: .optionalString(\.transcriber.url)),
            .init(section: "transcriber", name: "model", target: .string(\.transcriber.model)),
            .init(section: "transcriber", name: "language", target: .optionalString(\.transcriber.language)),
            .init(section: "transcriber", name: "timeout", target: .double(\.transcriber.timeout)),
            .init(section: "transcriber", name: "api_key", target: .optionalString(\.transcriber.apiKey), secret: true),
            .init(section: "transcriber", name: "local_model", target: .optionalString(\.transcriber.localModel)),
            .init(section: "transcriber", name: "local_python", target: .optionalString(\.transcriber.localPython)),
            .init(section: "transcriber", name: "transcribe_at_pauses", target: .bool(\.transcriber.transcribeAtPauses)),
            .init(section: "transcriber", name: "prompt_names", target: .bool(\.transcriber.promptNames)),
            .init(section: "transcriber", name: "correct_names", target: .bool(\.transcriber.correctNames)),
            .init(section: "embeddings", name: "url", target: .optionalString(\.embeddings.url)),
            .init(section: "embeddings", name: "model", target: .string(\.embeddings.model)),
            .init(section: "embeddings", name: "api_key", target: .optionalString(\.embeddings.apiKey), secret: true),
            .init(section: "embeddings", name: "timeout", target: .double(\.embeddings.timeout)),
            .init(section: "embeddings", name: "min_similarity", target: .double(\.embeddings.minSimilarity)),
            .init(section: "audio", name: "backend", target: .string(\.audio.backend)),
            .init(section: "audio", name: "device", target: .optionalString(\.audio.device)),
            .init(section: "audio", name: "sink", target: .optionalString(\.audio.sink)),
            .init(section: "audio", name: "sample_rate", target: .int(\.audio.sampleRate)),
            .init(section: "audio", name: "tail_seconds", target: .double(\.audio.tailSeconds)),
            .init(section: "audio", name: "min_clip_seconds", target: .double(\.audio.minClipSeconds)),
            .init(section: "audio", name: "max_clip_seconds", target: .double(\.audio.maxClipSeconds)),
            .init(section: "audio", name: "earcons", target: .bool(\.audio.earcons)),
            .init(section: "speech", name: "enabled", target: .bool(\.speech.enabled)),
            .init(section: "speech", name: "engine", target: .string(\.speech.engine)),
            .init(section: "speech", name: "voice", target: .string(\.speech.voice)),
            .init(section: "speech", name: "piper_url", target: .optionalString(\.speech.piperURL)),
            .init(section: "speech", name: "piper_voice", target: .string(\.speech.piperVoice)),
            .init(section: "speech", name: "rate", target: .int(\.speech.rate)),
            .init(section: "speech", name: "pitch", target: .int(\.speech.pitch)),
            .init(section: "speech", name: "volume", target: .int(\.speech.volume)),
            .init(section: "speech", name: "acknowledge_after", target: .double(\.speech.acknowledgeAfter)),
            .init(section: "memory", name: "session_timeout_minutes", target: .double(\.memory.sessionTimeoutMinutes)),
            .init(section: "memory", name: "context_token_budget", target: .int(\.memory.contextTokenBudget)),
            .init(section: "memory", name: "retention_days", target: .int(\.memory.retentionDays)),
            .init(section: "usage", name: "prices", target: .string(\.usage.prices)),
            .init(section: "proactive", name: "enabled", target: .bool(\.proactive.enabled)),
            .init(section: "proactive", name: "stale_days", target: .int(\.proactive.staleDays)),
            .init(section: "proactive", name: "check_interval_minutes", target: .double(\.proactive.checkIntervalMinutes)),
            .init(section: "proactive", name: "quiet_start", target: .string(\.proactive.quietStart)),
            .init(section: "proactive", name: "quiet_end", target: .string(\.proactive.quietEnd)),
            .init(section: "proactive", name: "daily_cap", target: .int(\.proactive.dailyCap)),
            .init(section: "proactive", name: "briefing_time", target: .optionalString(\.proactive.briefingTime)),
            .init(section: "hotkey", name: "key", target: .optionalString(\.hotkey.key)),
            .init(section: "hotkey", name: "mode", target: .string(\.hotkey.mode)),
            .init(section: "safety", name: "region", target: .string(\.safety.region)),
            .init(section: "safety", name: "resources", target: .optionalString(\.safety.resources)),
            .init(section: "safety", name: "emergency", target: .optionalString(\.safety.emergency)),
            .init(section: "mcp", name: "allow_writes", target: .bool(\.mcp.allowWrites)),
        ]
    }

    /// The key's value in `config`, as text (for comparing two configurations; secrets compare too but are
    /// never shown).
    func value(in config: MyndConfig) -> String {
        switch target {
        case let .string(path): config[keyPath: path]
        case let .optionalString(path): config[keyPath: path] ?? ""
        case let .int(path): String(config[keyPath: path])
        case let .double(path): String(config[keyPath: path])
        case let .optionalDouble(path): config[keyPath: path].map { String($0) } ?? ""
        case let .bool(path): String(config[keyPath: path])
        }
    }

    /// Sections a running daemon cannot apply without a restart: the open audio streams, the grabbed input
    /// device and the transcriber chain inside the push-to-talk machine.
    static let restartSections: Set<String> = ["audio", "hotkey", "transcriber"]

    /// Keys of those sections that are read at each use, so a reload applies them at once: the known-name correction
    /// asks the runtime's live configuration at every utterance (`MyndRuntime.transcriptionHints`).
    static let appliedAtOnce: Set<String> = ["transcriber.correct_names"]

    /// The dotted names of the keys that differ between `old` and `new` and need a restart.
    public static func needingRestart(from old: MyndConfig, to new: MyndConfig) -> [String] {
        all.filter {
            restartSections.contains($0.section) && !appliedAtOnce.contains($0.dotted) && $0.value(in: old) != $0.value(in: new)
        }.map(\.dotted)
    }

    static func named(_ section: String, _ name: String) -> ConfigKey? {
        all.first { $0.section == section && $0.name == name }
    }
}
