import Foundation
import MyndCore

/// Builds the configured remote transcriber, or nil when the embedded offline one (or the local engine, which
/// the runtime builds) should answer.
///
/// `MYND_TRANSCRIBER_URL` overrides `[transcriber] url`; with kind "offline" or "local" it selects a remote
/// transcriber: Wyoming for `tcp://`/`unix://`, whisper.cpp when the URL ends in `/inference`, else
/// OpenAI-compatible. `OPENAI_API_KEY` is only sent to OpenAI itself, never to another server the URL names.
public enum TranscriberFactory {
    public static func make(config: MyndConfig.TranscriberSection, environment: [String: String]) throws -> (any Transcriber)? {
        let url = Credentials.nonEmpty(environment["MYND_TRANSCRIBER_URL"]) ?? Credentials.nonEmpty(config.url)
        var kind = config.kind.lowercased()
        if kind == "offline" || kind == "local" {
            guard let url, environment["MYND_TRANSCRIBER_URL"] != nil else { return nil }
            kind = url.hasPrefix("tcp://") || url.hasPrefix("unix://") ? "wyoming"
                : url.hasSuffix("/inference") ? "whispercpp" : "openai"
        }
        switch kind {
        case "wyoming":
            guard let url else { throw ModelFactoryError.missingURL(kind: "wyoming") }
            return WyomingTranscriber(configuration: .init(endpoint: try WyomingEndpoint(url: url), language: config.language,
                                                           timeout: config.timeout,
                                                           speculation: config.transcribeAtPauses ? PauseSpeculation() : nil))
        case "openai":
            let target = url ?? OpenAITranscriber.defaultBaseURL
            let sendsToOpenAI = URLComponents(string: target)?.host == "api.openai.com"
            let key = Credentials.nonEmpty(config.apiKey).map(APIKey.init)
                ?? (sendsToOpenAI ? Credentials.key(variable: "OPENAI_API_KEY", credentialFile: "openai-api-key",
                                                    configured: nil, environment: environment) : nil)
            if sendsToOpenAI, key == nil {
                throw ModelFactoryError.missingKey(provider: "OpenAI", variable: "OPENAI_API_KEY", credentialFile: "openai-api-key")
            }
            return OpenAITranscriber(configuration: .init(url: target, model: config.model, apiKey: key,
                                                          language: config.language, timeout: config.timeout))
        case "whispercpp", "whisper.cpp", "whisper-cpp":
            guard let url else { throw ModelFactoryError.missingURL(kind: "whisper.cpp") }
            return WhisperCppTranscriber(configuration: .init(url: url, language: config.language, timeout: config.timeout))
        default:
            throw ModelFactoryError.unknownProvider(config.kind)
        }
    }
}
