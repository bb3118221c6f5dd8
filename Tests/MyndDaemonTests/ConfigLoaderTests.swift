import Foundation
import MyndCore
import Testing
@testable import MyndDaemon

@Suite("Config loader")
struct ConfigLoaderTests {
    @Test("every key of config.toml lands on MyndConfig")
    func parsesEveryKey() throws {
        let dir = try TempDir()
        let path = try dir.write("mynd/config.toml", """
        [llm]
        provider = "openai"
        model = "gpt-test"
        base_url = "http://127.0.0.1:8080/v1"
        max_tokens = 2048
        temperature = 0.5
        stall_timeout = 15
        connect_timeout = 5.5
        max_attempts = 2

        [transcriber]
        kind = "whispercpp"
        url = "http://127.0.0.1:9000/inference"
        language = "de"
        timeout = 12
        transcribe_at_pauses = false
        prompt_names = false
        correct_names = false

        [audio]
        backend = "alsa"
        device = "hw:1"
        sample_rate = 16000
        earcons = false

        [speech]
        voice = "en-gb"
        rate = 200

        [memory]
        context_token_budget = 8000

        [proactive]
        stale_days = 5
        quiet_start = "23:30"
        quiet_end = "07:15"
        daily_cap = 2
        briefing_time = "08:30"

        [hotkey]
        key = "KEY_F13"
        mode = "toggle"

        [mcp]
        allow_writes = true
        """)
        let loaded = try ConfigLoader(environment: [:], path: path).load()
        let c = loaded.config
        #expect(loaded.warnings.isEmpty)
        #expect(c.llm.provider == "openai" && c.llm.model == "gpt-test" && c.llm.baseURL == "http://127.0.0.1:8080/v1")
        #expect(c.llm.maxTokens == 2048 && c.llm.temperature == 0.5 && c.llm.stallTimeout == 15 && c.llm.connectTimeout == 5.5)
        #expect(c.llm.maxAttempts == 2)
        #expect(c.transcriber.kind == "whispercpp" && c.transcriber.url == "http://127.0.0.1:9000/inference")
        #expect(c.transcriber.language == "de" && c.transcriber.timeout == 12)
        #expect(!c.transcriber.transcribeAtPauses && !c.transcriber.promptNames && !c.transcriber.correctNames)
        #expect(c.audio.backend == "alsa" && c.audio.device == "hw:1" && !c.audio.earcons)
        #expect(c.speech.voice == "en-gb" && c.speech.rate == 200)
        #expect(c.memory.contextTokenBudget == 8000)
        #expect(c.proactive.staleDays == 5 && c.proactive.quietStart == "23:30" && c.proactive.quietEnd == "07:15")
        #expect(c.proactive.dailyCap == 2 && c.proactive.briefingTime == "08:30")
        #expect(c.hotkey.key == "KEY_F13" && c.hotkey.mode == "toggle")
        #expect(c.mcp.allowWrites)
    }

    @Test("[mcp] allow_writes: off by default, a bool in the file, overridden by MYND_MCP_ALLOW_WRITES")
    func mcpAllowWrites() throws {
        let dir = try TempDir()
        #expect(try !ConfigLoader(environment: [:], path: dir.path + "/none.toml").load().config.mcp.allowWrites)
        let on = try dir.write("on.toml", "[mcp]\nallow_writes = true\n")
        #expect(try ConfigLoader(environment: [:], path: on).load().config.mcp.allowWrites)
        #expect(try !ConfigLoader(environment: ["MYND_MCP_ALLOW_WRITES": "false"], path: on).load().config.mcp.allowWrites)
        let text = try dir.write("text.toml", "[mcp]\nallow_writes = \"yes\"\n")
        #expect {
            try ConfigLoader(environment: [:], path: text).load()
        } throws: { error in
            guard case .invalid(_, let issues) = error as? ConfigError else { return false }
            return issues.first?.key == "mcp.allow_writes" && issues.first?.line == 2
        }
    }

    @Test("[transcriber] correct_names: on by default, MYND_TRANSCRIBER_CORRECT_NAMES, applied by a reload without a restart")
    func correctNames() throws {
        let dir = try TempDir()
        #expect(try ConfigLoader(environment: [:], path: dir.path + "/none.toml").load().config.transcriber.correctNames)
        let off = try dir.write("off.toml", "[transcriber]\ncorrect_names = false\n")
        let loaded = try ConfigLoader(environment: [:], path: off).load().config
        #expect(!loaded.transcriber.correctNames)
        #expect(try ConfigLoader(environment: ["MYND_TRANSCRIBER_CORRECT_NAMES": "true"], path: off).load().config.transcriber.correctNames)
        #expect(ConfigKey.needingRestart(from: MyndConfig(), to: loaded).isEmpty)
        var primed = loaded
        primed.transcriber.promptNames = false
        #expect(ConfigKey.needingRestart(from: loaded, to: primed) == ["transcriber.prompt_names"])
    }

    @Test("a missing file means the embedded defaults")
    func missingFile() throws {
        let dir = try TempDir()
        let loaded = try ConfigLoader(environment: ["XDG_CONFIG_HOME": dir.path]).load()
        #expect(!loaded.fileExists)
        #expect(loaded.config == MyndConfig())
        #expect(loaded.path == dir.path + "/mynd/config.toml")
    }

    @Test("syntax errors carry the TOML line")
    func syntaxErrorLine() throws {
        let dir = try TempDir()
        let path = try dir.write("config.toml", "[llm]\nmodel = \"a\"\n\nmax_tokens = = 3\n")
        #expect {
            try ConfigLoader(environment: [:], path: path).load()
        } throws: { error in
            guard case .syntax(_, let line, _) = error as? ConfigError else { return false }
            return line == 4 && "\(error)".contains("config.toml:4")
        }
    }

    @Test("wrong types and out-of-range values are reported with their lines, all at once")
    func valueErrors() throws {
        let dir = try TempDir()
        let path = try dir.write("config.toml", """
        [llm]
        max_tokens = "lots"

        [proactive]
        daily_cap = 3
        quiet_start = "25:00"

        [speech]
        rate = 5
        """)
        do {
            _ = try ConfigLoader(environment: [:], path: path).load()
            Issue.record("expected an error")
        } catch {
            guard case .invalid(_, let issues) = error else { Issue.record("wrong error \(error)"); return }
            #expect(issues.map(\.line) == [2, 6, 9])
            #expect(issues.map(\.key) == ["llm.max_tokens", "proactive.quiet_start", "speech.rate"])
            #expect(error.description.contains("config.toml:2: llm.max_tokens: expected an integer"))
        }
    }

    @Test("unknown keys and sections are warnings with lines")
    func unknownKeys() throws {
        let dir = try TempDir()
        let path = try dir.write("config.toml", "[llm]\nmodle = \"x\"\n[extras]\nfoo = 1\n")
        let loaded = try ConfigLoader(environment: [:], path: path).load()
        #expect(loaded.warnings.contains(ConfigIssue(line: 2, key: "llm.modle", message: "unknown key, ignored")))
        #expect(loaded.warnings.contains(ConfigIssue(line: 3, key: "extras", message: "unknown section, ignored")))
    }

    @Test("a key in a file others can read is refused with chmod 600")
    func insecureKeyFile() throws {
        let dir = try TempDir()
        let path = try dir.write("config.toml", "[llm]\napi_key = \"sk-ant-secret-value-123456\"\n", mode: 0o644)
        do {
            _ = try ConfigLoader(environment: [:], path: path).load()
            Issue.record("expected a refusal")
        } catch {
            #expect(error == .insecurePermissions(path: path))
            #expect(error.description.contains("chmod 600 \(path)"))
            #expect(!error.description.contains("sk-ant-secret"))
        }
        chmod(path, 0o600)
        let loaded = try ConfigLoader(environment: [:], path: path).load()
        #expect(loaded.config.llm.apiKey == "sk-ant-secret-value-123456")
        #expect(loaded.config.llm.provider == "anthropic")
        // Without a key, a world-readable file is fine.
        let open = try dir.write("open.toml", "[llm]\nmodel = \"m\"\n", mode: 0o644)
        #expect(try ConfigLoader(environment: [:], path: open).load().config.llm.model == "m")
    }

    @Test("environment overrides the file; MYND_<SECTION>_<KEY> covers every key")
    func environmentOverrides() throws {
        let dir = try TempDir()
        let path = try dir.write("config.toml", "[llm]\nmodel = \"file-model\"\n[proactive]\ndaily_cap = 1\n")
        let env = ["ANTHROPIC_API_KEY": "sk-ant-env", "ANTHROPIC_BASE_URL": "http://127.0.0.1:1/",
                   "MYND_LLM_MODEL": "env-model", "MYND_PROACTIVE_DAILY_CAP": "7", "MYND_SPEECH_ENABLED": "false",
                   "MYND_TRANSCRIBER_URL": "http://127.0.0.1:2/"]
        let c = try ConfigLoader(environment: env, path: path).load().config
        #expect(c.llm.provider == "anthropic" && c.llm.apiKey == "sk-ant-env" && c.llm.baseURL == "http://127.0.0.1:1/")
        #expect(c.llm.model == "env-model" && c.proactive.dailyCap == 7 && !c.speech.enabled)
        #expect(c.transcriber.url == "http://127.0.0.1:2/")

        let openai = try ConfigLoader(environment: ["OPENAI_BASE_URL": "http://127.0.0.1:3/v1", "OPENAI_API_KEY": "sk-o"],
                                      path: dir.path + "/none.toml").load().config
        #expect(openai.llm.provider == "openai" && openai.llm.baseURL == "http://127.0.0.1:3/v1" && openai.llm.apiKey == "sk-o")
        #expect(try ConfigLoader(environment: [:], path: dir.path + "/none.toml").load().config.llm.provider == "auto")
    }

    @Test("a bad MYND_ variable is an error naming the variable")
    func badEnvironment() throws {
        #expect {
            try ConfigLoader(environment: ["MYND_PROACTIVE_DAILY_CAP": "many"], path: "/nonexistent/c.toml").load()
        } throws: { error in
            guard case .invalid(let path, let issues) = error as? ConfigError else { return false }
            return path == "environment" && issues.first?.key == "MYND_PROACTIVE_DAILY_CAP"
        }
    }

    @Test("systemd credentials supply keys; the environment still wins")
    func credentialsDirectory() throws {
        let dir = try TempDir()
        _ = try dir.write("creds/anthropic-api-key", "sk-ant-from-credential\n")
        let env = ["CREDENTIALS_DIRECTORY": dir.path + "/creds"]
        let c = try ConfigLoader(environment: env, path: dir.path + "/none.toml").load().config
        #expect(c.llm.apiKey == "sk-ant-from-credential" && c.llm.provider == "anthropic")
        var both = env
        both["ANTHROPIC_API_KEY"] = "sk-ant-env-wins"
        #expect(try ConfigLoader(environment: both, path: dir.path + "/none.toml").load().config.llm.apiKey == "sk-ant-env-wins")
    }

    @Test("Resources/config.example.toml documents every key and parses to the defaults")
    func exampleFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.path + "/Resources/config.example.toml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for key in ConfigKey.all {
            #expect(text.contains("\(key.name) ="), "example lacks \(key.dotted)")
        }
        // Every key appears commented or with its default value; the uncommented file must load cleanly.
        let loaded = try ConfigLoader(environment: [:], path: path).parse(text)
        #expect(loaded.warnings.isEmpty)
    }
}
