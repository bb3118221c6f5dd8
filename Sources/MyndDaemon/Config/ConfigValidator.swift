import Foundation
import MyndCore

/// Range and choice checks on a loaded `MyndConfig`: what TOML typing cannot catch.
enum ConfigValidator {
    /// Returns one issue per bad value, keyed by dotted TOML key (the loader adds line numbers).
    static func issues(in config: MyndConfig) -> [ConfigIssue] {
        var found: [ConfigIssue] = []
        func check(_ ok: Bool, _ key: String, _ message: @autoclosure () -> String) {
            if !ok { found.append(ConfigIssue(line: nil, key: key, message: message())) }
        }
        func oneOf(_ value: String, _ choices: [String], _ key: String) {
            check(choices.contains(value), key, "\"\(value)\" is not one of \(choices.joined(separator: ", "))")
        }
        oneOf(config.llm.provider, ["auto", "anthropic", "openai", "offline"], "llm.provider")
        check(config.llm.maxTokens > 0, "llm.max_tokens", "must be greater than 0")
        if let t = config.llm.temperature { check((0...2).contains(t), "llm.temperature", "must be between 0 and 2") }
        check(config.llm.stallTimeout > 0, "llm.stall_timeout", "must be greater than 0 seconds")
        check(config.llm.connectTimeout > 0, "llm.connect_timeout", "must be greater than 0 seconds")
        check(config.llm.maxAttempts >= 1, "llm.max_attempts", "must be at least 1")
        if let url = config.llm.baseURL { check(isHTTPURL(url), "llm.base_url", "must start with http:// or https://") }

        oneOf(config.transcriber.kind, ["local", "offline", "wyoming", "openai", "whispercpp"], "transcriber.kind")
        if let url = config.transcriber.url {
            if config.transcriber.kind == "wyoming" {
                check(url.hasPrefix("tcp://") || url.hasPrefix("unix://"), "transcriber.url",
                      "must be tcp://host:port or unix:///path when kind is \"wyoming\"")
            } else {
                check(isHTTPURL(url), "transcriber.url", "must start with http:// or https://")
            }
        } else {
            for kind in ["whispercpp", "wyoming"] {
                check(config.transcriber.kind != kind, "transcriber.url", "is required when kind is \"\(kind)\"")
            }
        }
        check(config.transcriber.timeout > 0, "transcriber.timeout", "must be greater than 0 seconds")
        if let url = config.embeddings.url {
            check(url.hasPrefix("http://") || url.hasPrefix("https://"), "embeddings.url", "must be an http(s) URL")
        }
        check(config.embeddings.timeout > 0, "embeddings.timeout", "must be greater than 0 seconds")
        check((0...1).contains(config.embeddings.minSimilarity), "embeddings.min_similarity", "must be between 0 and 1")

        oneOf(config.audio.backend, ["pulse", "alsa"], "audio.backend")
        check((8_000...48_000).contains(config.audio.sampleRate), "audio.sample_rate", "must be between 8000 and 48000")
        check(config.audio.tailSeconds >= 0, "audio.tail_seconds", "must not be negative")
        check(config.audio.minClipSeconds >= 0, "audio.min_clip_seconds", "must not be negative")
        check(config.audio.maxClipSeconds > config.audio.minClipSeconds, "audio.max_clip_seconds",
              "must be greater than min_clip_seconds")

        oneOf(config.speech.engine, ["espeak", "piper"], "speech.engine")
        if let url = config.speech.piperURL {
            check(url.hasPrefix("tcp://") || url.hasPrefix("unix://"), "speech.piper_url",
                  "must be a Wyoming address: tcp://host:port or unix:///path/to.sock")
        }
        check(!config.speech.piperVoice.trimmingCharacters(in: .whitespaces).isEmpty, "speech.piper_voice", "must not be empty")
        check((80...450).contains(config.speech.rate), "speech.rate", "must be between 80 and 450 words per minute")
        check((0...100).contains(config.speech.pitch), "speech.pitch", "must be between 0 and 100")
        check((0...200).contains(config.speech.volume), "speech.volume", "must be between 0 and 200")
        check(config.speech.acknowledgeAfter >= 0, "speech.acknowledge_after", "must not be negative")

        check(config.memory.sessionTimeoutMinutes > 0, "memory.session_timeout_minutes", "must be greater than 0")
        check(config.memory.contextTokenBudget >= 500, "memory.context_token_budget", "must be at least 500")
        check(config.memory.retentionDays >= 0, "memory.retention_days", "must not be negative (0 keeps everything)")
        if case .failure(let problem) = ModelPrices.parse(config.usage.prices) {
            check(false, "usage.prices", problem.description)
        }

        check(config.proactive.staleDays >= 1, "proactive.stale_days", "must be at least 1")
        check(config.proactive.checkIntervalMinutes >= 1, "proactive.check_interval_minutes", "must be at least 1")
        check(config.proactive.dailyCap >= 0, "proactive.daily_cap", "must not be negative")
        check(ClockTime(config.proactive.quietStart) != nil, "proactive.quiet_start", "must be a time like \"22:00\"")
        check(ClockTime(config.proactive.quietEnd) != nil, "proactive.quiet_end", "must be a time like \"08:00\"")
        if let briefing = config.proactive.briefingTime {
            check(ClockTime(briefing) != nil, "proactive.briefing_time", "must be a time like \"08:30\"")
        }

        if let key = config.hotkey.key {
            check(EvdevKeyCodes.code(named: key) != nil, "hotkey.key",
                  "unknown key \"\(key)\"; use an evdev name such as KEY_F13 or KEY_RIGHTCTRL")
        }
        oneOf(config.hotkey.mode, ["hold", "toggle"], "hotkey.mode")
        return found
    }

    private static func isHTTPURL(_ text: String) -> Bool {
        text.hasPrefix("http://") || text.hasPrefix("https://")
    }
}

/// A local wall-clock time of day, "HH:MM".
public struct ClockTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count <= 2, parts[1].count == 2,
              let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m)
        else { return nil }
        hour = h
        minute = m
    }

    public init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// Minutes since midnight.
    public var minutes: Int { hour * 60 + minute }
    public var description: String { String(format: "%02d:%02d", hour, minute) }
    public static func < (a: ClockTime, b: ClockTime) -> Bool { a.minutes < b.minutes }
}
