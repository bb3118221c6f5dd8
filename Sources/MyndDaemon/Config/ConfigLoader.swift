import Foundation
import MyndControl
import MyndCore
import TOMLKit

/// A configuration ready to use, with what the loader noticed on the way.
public struct LoadedConfig: Sendable {
    public var config: MyndConfig
    /// Keys that mean nothing to mynd (probably typos), with their lines.
    public var warnings: [ConfigIssue]
    /// The file read, or that would have been read.
    public var path: String
    public var fileExists: Bool
}

/// Reads `$XDG_CONFIG_HOME/mynd/config.toml` onto `MyndConfig`.
///
/// Precedence, lowest first: embedded defaults, the TOML file, `$CREDENTIALS_DIRECTORY` key files
/// (systemd `LoadCredential=`), then the environment (`ANTHROPIC_API_KEY`, `OPENAI_BASE_URL`, `MYND_LLM_MODEL`, …).
/// A missing file is not an error: mynd runs on the defaults.
public struct ConfigLoader: Sendable {
    public var environment: [String: String]
    public var path: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment, path: String? = nil) {
        self.environment = environment
        self.path = path ?? MyndPaths(environment: environment).configFile
    }

    /// Reads, checks and resolves the configuration.
    public func load() throws(ConfigError) -> LoadedConfig {
        var loaded: LoadedConfig
        if FileManager.default.fileExists(atPath: path) {
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
            }
            loaded = try parse(text)
            if loaded.config.llm.apiKey != nil || loaded.config.transcriber.apiKey != nil {
                try checkPrivate()
            }
        } else {
            loaded = LoadedConfig(config: MyndConfig(), warnings: [], path: path, fileExists: false)
        }
        try applyOverrides(to: &loaded.config)
        return loaded
    }

    /// Parses TOML text (no overrides, no permission check): what `mynd config check` validates.
    public func parse(_ text: String) throws(ConfigError) -> LoadedConfig {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw .syntax(path: path, line: error.source.begin.line, message: error.description)
        } catch {
            throw .syntax(path: path, line: nil, message: "\(error)")
        }
        let lines = KeyLines(text: text)
        var config = MyndConfig()
        var issues: [ConfigIssue] = []
        var warnings: [ConfigIssue] = []
        let sections = Set(ConfigKey.all.map(\.section))
        for (sectionName, sectionValue) in table {
            guard sections.contains(sectionName) else {
                warnings.append(.init(line: lines.line(section: sectionName, key: nil), key: sectionName,
                                      message: "unknown section, ignored"))
                continue
            }
            guard let section = sectionValue.table else {
                issues.append(.init(line: lines.line(section: nil, key: sectionName), key: sectionName,
                                    message: "must be a table: write [\(sectionName)] on its own line"))
                continue
            }
            for (name, value) in section {
                let line = lines.line(section: sectionName, key: name)
                guard let key = ConfigKey.named(sectionName, name) else {
                    warnings.append(.init(line: line, key: "\(sectionName).\(name)", message: "unknown key, ignored"))
                    continue
                }
                guard let converted = Self.value(of: value) else {
                    issues.append(.init(line: line, key: key.dotted,
                                        message: "expected a \(key.target.kind.rawValue), got \(value.type)"))
                    continue
                }
                if let message = key.apply(converted, to: &config) {
                    issues.append(.init(line: line, key: key.dotted, message: "\(message), got \(value.type)"))
                }
            }
        }
        for issue in ConfigValidator.issues(in: config) {
            let parts = issue.key.split(separator: ".", maxSplits: 1).map(String.init)
            var located = issue
            if parts.count == 2 { located.line = lines.line(section: parts[0], key: parts[1]) }
            issues.append(located)
        }
        guard issues.isEmpty else {
            throw .invalid(path: path, issues: issues.sorted { ($0.line ?? .max) < ($1.line ?? .max) })
        }
        return LoadedConfig(config: config, warnings: warnings, path: path, fileExists: true)
    }

    /// Refuses a file holding a key that group or others can read.
    private func checkPrivate() throws(ConfigError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if info.st_mode & 0o077 != 0 { throw .insecurePermissions(path: path) }
    }

    /// Credentials files, then environment variables, over what the file said.
    func applyOverrides(to config: inout MyndConfig) throws(ConfigError) {
        var credentials: [String: String] = [:]
        if let dir = environment["CREDENTIALS_DIRECTORY"], !dir.isEmpty {
            for name in ["anthropic-api-key", "openai-api-key", "transcriber-api-key"] {
                if let text = try? String(contentsOfFile: dir + "/" + name, encoding: .utf8) {
                    let key = text.trimmingCharacters(in: .whitespacesAndNewlines)
                    if !key.isEmpty { credentials[name] = key }
                }
            }
        }
        func env(_ name: String) -> String? {
            guard let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty
            else { return nil }
            return value
        }
        let anthropicKey = env("ANTHROPIC_API_KEY") ?? credentials["anthropic-api-key"]
        let openAIKey = env("OPENAI_API_KEY") ?? credentials["openai-api-key"]
        try applyMyndVariables(to: &config)
        LLMResolution.resolve(&config, anthropicKey: anthropicKey, anthropicBaseURL: env("ANTHROPIC_BASE_URL"),
                              openAIKey: openAIKey, openAIBaseURL: env("OPENAI_BASE_URL"))
        if let url = env("MYND_TRANSCRIBER_URL") { config.transcriber.url = url }
        if let key = env("MYND_TRANSCRIBER_API_KEY") ?? credentials["transcriber-api-key"] {
            config.transcriber.apiKey = key
        } else if config.transcriber.apiKey == nil, config.transcriber.kind == "openai" {
            config.transcriber.apiKey = openAIKey
        }
    }

    /// `MYND_<SECTION>_<KEY>` for every key, e.g. `MYND_PROACTIVE_DAILY_CAP=5`.
    private func applyMyndVariables(to config: inout MyndConfig) throws(ConfigError) {
        var issues: [ConfigIssue] = []
        for key in ConfigKey.all {
            let variable = "MYND_\(key.section.uppercased())_\(key.name.uppercased())"
            guard let text = environment[variable] else { continue }
            guard let value = key.parse(text), key.apply(value, to: &config) == nil else {
                issues.append(.init(line: nil, key: variable,
                                    message: "expected a \(key.target.kind.rawValue)"
                                        + (key.secret ? "" : ", got \"\(text)\"")))
                continue
            }
        }
        for issue in ConfigValidator.issues(in: config) where issues.isEmpty {
            let variable = "MYND_" + issue.key.replacingOccurrences(of: ".", with: "_").uppercased()
            if environment[variable] != nil { issues.append(.init(line: nil, key: variable, message: issue.message)) }
        }
        if !issues.isEmpty { throw .invalid(path: "environment", issues: issues) }
    }

    private static func value(of toml: any TOMLValueConvertible) -> ConfigKey.Value? {
        switch toml.type {
        case .string: toml.string.map(ConfigKey.Value.string)
        case .int: toml.int.map(ConfigKey.Value.int)
        case .double: toml.double.map(ConfigKey.Value.double)
        case .bool: toml.bool.map(ConfigKey.Value.bool)
        default: nil
        }
    }
}
