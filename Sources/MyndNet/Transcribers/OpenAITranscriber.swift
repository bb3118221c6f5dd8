import Foundation
import Logging
import MyndCore

/// Speech to text through OpenAI's `POST /v1/audio/transcriptions` — also served by faster-whisper-server,
/// speaches and LocalAI. The clip goes up as a WAV built in memory.
public struct OpenAITranscriber: Transcriber {
    public static let defaultBaseURL = "https://api.openai.com/v1"

    public struct Configuration: Sendable {
        /// The API base ("https://api.openai.com/v1") or the full transcription URL.
        public var url: String
        public var model: String
        public var apiKey: APIKey?
        /// Used when the hints name no language.
        public var language: String?
        public var timeout: Double
        public var retry: RetryPolicy

        public init(url: String = OpenAITranscriber.defaultBaseURL, model: String = "whisper-1", apiKey: APIKey? = nil,
                    language: String? = "en", timeout: Double = 30, retry: RetryPolicy = .transcription) {
            self.url = url
            self.model = model
            self.apiKey = apiKey
            self.language = language
            self.timeout = timeout
            self.retry = retry
        }
    }

    public let configuration: Configuration
    private let poster: TranscriptionPoster

    public init(configuration: Configuration, http: HTTPClient = HTTPClient(), logger: Logger = Logger(label: "mynd.net.stt")) {
        self.configuration = configuration
        poster = TranscriptionPoster(name: "openai", http: http, retry: configuration.retry,
                                     secrets: configuration.apiKey.map { [$0] } ?? [], logger: logger)
    }

    public var name: String { "openai" }

    public func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        let language = hints.language ?? configuration.language
        return try await poster.transcribe(makeHTTPRequest(clip, hints: hints), language: language)
    }

    /// The multipart request: `file` (audio.wav), `model`, `language`, `prompt`, `response_format=json`.
    public func makeHTTPRequest(_ clip: AudioClip, hints: TranscriptionHints) -> HTTPRequest {
        var form = MultipartForm()
        form.addFile("file", filename: "audio.wav", contentType: "audio/wav", data: clip.wavBytes())
        form.addField("model", configuration.model)
        if let language = hints.language ?? configuration.language { form.addField("language", language) }
        if let prompt = TranscriptionPoster.prompt(for: hints) { form.addField("prompt", prompt) }
        form.addField("response_format", "json")
        var headers: [(name: String, value: String)] = [("content-type", form.contentType), ("accept", "application/json")]
        if let key = configuration.apiKey { headers.append(("authorization", "Bearer \(key.value)")) }
        var url = configuration.url
        while url.hasSuffix("/") { url.removeLast() }
        if !url.hasSuffix("/audio/transcriptions") { url += "/audio/transcriptions" }
        return HTTPRequest(method: "POST", url: url, headers: headers, body: form.bytes,
                           connectTimeout: min(5, configuration.timeout), stallTimeout: configuration.timeout,
                           totalTimeout: configuration.timeout)
    }
}
