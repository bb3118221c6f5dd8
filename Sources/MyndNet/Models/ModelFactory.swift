import Foundation
import Logging
import MyndCore

/// Builds the configured language model, or nil when the offline responder should answer.
///
/// `provider = "auto"` picks Anthropic when an Anthropic key is found, else an OpenAI-compatible server when
/// `OPENAI_BASE_URL`, `OPENAI_API_KEY` (or its credential file) or a non-Anthropic `base_url` is set, else nil.
/// Environment variables win over the config file. In "auto", a key from the config file counts as an
/// Anthropic key unless `base_url` points elsewhere.
public enum ModelFactory {
    public static func make(config: MyndConfig.LLM, environment: [String: String]) throws -> (any LanguageModel)? {
        switch config.provider.lowercased() {
        case "offline", "none":
            return nil
        case "anthropic":
            guard let model = anthropic(config, environment, configuredKey: config.apiKey) else {
                throw ModelFactoryError.missingKey(provider: "Anthropic", variable: "ANTHROPIC_API_KEY", credentialFile: "anthropic-api-key")
            }
            return model
        case "openai":
            guard let model = openAI(config, environment, configuredKey: config.apiKey) else {
                throw ModelFactoryError.missingKey(provider: "OpenAI", variable: "OPENAI_API_KEY", credentialFile: "openai-api-key")
            }
            return model
        case "auto", "":
            let configIsAnthropic = config.baseURL.map { $0.contains("anthropic") } ?? true
            if let model = anthropic(config, environment, configuredKey: configIsAnthropic ? config.apiKey : nil) { return model }
            return openAI(config, environment, configuredKey: configIsAnthropic ? nil : config.apiKey)
        default:
            throw ModelFactoryError.unknownProvider(config.provider)
        }
    }

    private static func retryPolicy(_ config: MyndConfig.LLM) -> RetryPolicy {
        RetryPolicy(maxAttempts: max(1, config.maxAttempts))
    }

    private static func anthropic(_ config: MyndConfig.LLM, _ environment: [String: String], configuredKey: String?) -> AnthropicModel? {
        guard let key = Credentials.key(variable: "ANTHROPIC_API_KEY", credentialFile: "anthropic-api-key",
                                        configured: configuredKey, environment: environment) else { return nil }
        let configuredBase = config.baseURL.flatMap { $0.contains("anthropic") || config.provider == "anthropic" ? $0 : nil }
        let base = Credentials.nonEmpty(environment["ANTHROPIC_BASE_URL"]) ?? configuredBase ?? AnthropicModel.defaultBaseURL
        return AnthropicModel(configuration: .init(
            apiKey: key, baseURL: base, model: config.model ?? AnthropicModel.defaultModel,
            version: config.anthropicVersion ?? AnthropicModel.defaultVersion, temperature: config.temperature,
            connectTimeout: config.connectTimeout, stallTimeout: config.stallTimeout, retry: retryPolicy(config)))
    }

    private static func openAI(_ config: MyndConfig.LLM, _ environment: [String: String], configuredKey: String?) -> OpenAICompatibleModel? {
        let key = Credentials.key(variable: "OPENAI_API_KEY", credentialFile: "openai-api-key",
                                  configured: configuredKey, environment: environment)
        let configuredBase = config.provider == "openai" ? config.baseURL : config.baseURL.flatMap { $0.contains("anthropic") ? nil : $0 }
        let base = Credentials.nonEmpty(environment["OPENAI_BASE_URL"]) ?? Credentials.nonEmpty(configuredBase)
        guard key != nil || base != nil else { return nil }
        let baseURL = base ?? OpenAICompatibleModel.defaultBaseURL
        return OpenAICompatibleModel(configuration: .init(
            apiKey: key, baseURL: baseURL,
            model: config.model ?? OpenAICompatibleModel.defaultModel(forBaseURL: baseURL), temperature: config.temperature,
            connectTimeout: config.connectTimeout, stallTimeout: config.stallTimeout, retry: retryPolicy(config)))
    }
}
