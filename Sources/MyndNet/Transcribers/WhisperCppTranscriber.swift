import Foundation
import Logging
import MyndCore

/// Speech to text through a whisper.cpp `server`: `POST /inference` with a multipart WAV.
///
/// The server answers `{"text": …}` with `response_format=json` and `{"error": …}` when it cannot decode.
public struct WhisperCppTranscriber: Transcriber {
    public struct Configuration: Sendable {
        /// The server ("http://127.0.0.1:8080") or the full `/inference` URL.
        public var url: String
        public var language: String?
        public var temperature: Double
        public var timeout: Double
        public var retry: RetryPolicy

        public init(url: String, language: String? = "en", temperature: Double = 0, timeout: Double = 30,
                    retry: RetryPolicy = .transcription) {
            self.url = url
            self.language = language
            self.temperature = temperature
            self.timeout = timeout
            self.retry = retry
        }
    }

    public let configuration: Configuration
    private let poster: TranscriptionPoster

    public init(configuration: Configuration, http: HTTPClient = HTTPClient(), logger: Logger = Logger(label: "mynd.net.stt")) {
        self.configuration = configuration
        poster = TranscriptionPoster(name: "whispercpp", http: http, retry: configuration.retry, secrets: [], logger: logger)
    }

    public var name: String { "whispercpp" }

    public func transcribe(_ clip: AudioClip, hints: TranscriptionHints) async throws -> Transcript {
        try await poster.transcribe(makeHTTPRequest(clip, hints: hints), language: hints.language ?? configuration.language)
    }

    /// The multipart request: `file`, `response_format=json`, `temperature`, `language` ("auto" when unknown), `prompt`.
    public func makeHTTPRequest(_ clip: AudioClip, hints: TranscriptionHints) -> HTTPRequest {
        var form = MultipartForm()
        form.addFile("file", filename: "audio.wav", contentType: "audio/wav", data: clip.wavBytes())
        form.addField("response_format", "json")
        form.addField("temperature", String(configuration.temperature))
        form.addField("language", hints.language ?? configuration.language ?? "auto")
        if let prompt = TranscriptionPoster.prompt(for: hints) { form.addField("prompt", prompt) }
        var url = configuration.url
        while url.hasSuffix("/") { url.removeLast() }
        if !url.hasSuffix("/inference") { url += "/inference" }
        return HTTPRequest(method: "POST", url: url, headers: [("content-type", form.contentType)], body: form.bytes,
                           connectTimeout: min(5, configuration.timeout), stallTimeout: configuration.timeout,
                           totalTimeout: configuration.timeout)
    }
}
