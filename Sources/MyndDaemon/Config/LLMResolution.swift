import MyndCore

/// Settles which language-model provider the environment selects, so the one `llm.api_key` field is unambiguous.
///
/// With `provider = "auto"`: an Anthropic key picks "anthropic"; otherwise an OpenAI key or `OPENAI_BASE_URL`
/// (a local OpenAI-compatible server) picks "openai"; otherwise a key in the file alone means "anthropic";
/// with nothing, "auto" stays and the engine runs offline. An explicit provider only takes its own variables.
enum LLMResolution {
    static func resolve(_ config: inout MyndConfig, anthropicKey: String?, anthropicBaseURL: String?,
                        openAIKey: String?, openAIBaseURL: String?) {
        var provider = config.llm.provider
        if provider == "auto" {
            if anthropicKey != nil {
                provider = "anthropic"
            } else if openAIKey != nil || openAIBaseURL != nil {
                provider = "openai"
            } else if config.llm.apiKey != nil {
                provider = "anthropic"
            }
        }
        switch provider {
        case "anthropic":
            if let key = anthropicKey { config.llm.apiKey = key }
            if let url = anthropicBaseURL { config.llm.baseURL = url }
        case "openai":
            if let key = openAIKey { config.llm.apiKey = key }
            if let url = openAIBaseURL { config.llm.baseURL = url }
        default:
            break
        }
        config.llm.provider = provider
    }
}
