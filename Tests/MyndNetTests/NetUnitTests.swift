import Foundation
import MyndCore
import Testing
@testable import MyndNet

/// Pure pieces: the multipart encoder, the retry arithmetic, key redaction.
@Suite struct NetUnitTests {
    @Test func multipartBytesAreExact() {
        var form = MultipartForm(boundary: "B")
        form.addField("model", "whisper-1")
        form.addFile("file", filename: "a\"b.wav", contentType: "audio/wav", data: [0, 1, 2])
        let expected: [UInt8] = Array("--B\r\nContent-Disposition: form-data; name=\"model\"\r\n\r\nwhisper-1\r\n".utf8)
            + Array("--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a%22b.wav\"\r\nContent-Type: audio/wav\r\n\r\n".utf8)
            + [0, 1, 2] + Array("\r\n--B--\r\n".utf8)
        #expect(form.bytes == expected)
        #expect(form.contentType == "multipart/form-data; boundary=B")
    }

    @Test func backoffGrowsWithJitterAndStaysInBudget() {
        let low = RetryPolicy(maxAttempts: 6, baseDelay: 0.5, maxDelay: 4, maxTotalDelay: 100, jitter: { 0 })
        let high = RetryPolicy(maxAttempts: 6, baseDelay: 0.5, maxDelay: 4, maxTotalDelay: 100, jitter: { 1 })
        #expect((1...5).map { low.delay(afterAttempt: $0, retryAfter: nil, waitedSoFar: 0) } == [0.25, 0.5, 1, 2, 2])
        #expect((1...5).map { high.delay(afterAttempt: $0, retryAfter: nil, waitedSoFar: 0) } == [0.5, 1, 2, 4, 4])
        #expect(high.delay(afterAttempt: 6, retryAfter: nil, waitedSoFar: 0) == nil, "attempts are bounded")
        #expect(high.delay(afterAttempt: 1, retryAfter: nil, waitedSoFar: 99.8) == nil, "total waiting is bounded")
        #expect(high.delay(afterAttempt: 1, retryAfter: 12, waitedSoFar: 0) == 12, "retry-after wins over backoff")
        #expect(high.delay(afterAttempt: 1, retryAfter: nil, waitedSoFar: 0, elapsed: 89.9) == nil, "wall time is bounded")
        #expect(RetryPolicy.none.delay(afterAttempt: 1, retryAfter: nil, waitedSoFar: 0) == nil)
    }

    @Test func retryAfterFormats() {
        #expect(RetryPolicy.retryAfter(from: ["retry-after": "7"]) == 7)
        #expect(RetryPolicy.retryAfter(from: ["retry-after-ms": "1500", "retry-after": "9"]) == 1.5)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryPolicy.retryAfter(from: ["retry-after": "Tue, 14 Nov 2023 22:13:40 GMT"], now: now) == 20)
        #expect(RetryPolicy.retryAfter(from: [:]) == nil)
        #expect(RetryPolicy.retryAfter(from: ["retry-after": "soon"]) == nil)
    }

    @Test func apiKeyHidesItselfEverywhere() {
        let key = APIKey("sk-very-secret-value")
        var dumped = ""
        dump(key, to: &dumped)
        for text in [String(describing: key), String(reflecting: key), "\(key)", dumped] {
            #expect(!text.contains("sk-very-secret-value"))
        }
        #expect("bad key sk-very-secret-value!".redacting([key]) == "bad key [redacted]!")
    }

    @Test func anthropicEndpointAcceptsBothBaseStyles() {
        #expect(AnthropicModel.endpoint(base: "https://api.anthropic.com") == "https://api.anthropic.com/v1/messages")
        #expect(AnthropicModel.endpoint(base: "https://gw.example/v1/") == "https://gw.example/v1/messages")
        #expect(AnthropicModel.endpoint(base: "https://gw.example/v1/messages") == "https://gw.example/v1/messages")
    }

    @Test func whisperPromptCarriesTheVocabulary() {
        #expect(TranscriptionPoster.prompt(for: .init(vocabulary: [])) == nil)
        #expect(TranscriptionPoster.prompt(for: .init(vocabulary: ["Alice", " ", "Garden Plan"])) == "Alice, Garden Plan.")
    }

    @Test func openAICompatibleErrorsNameTheService() {
        #expect(OpenAICompatibleModel.providerName(forBaseURL: "https://api.openai.com/v1") == "OpenAI")
        #expect(OpenAICompatibleModel.providerName(forBaseURL: "https://api.deepseek.com") == "DeepSeek")
        #expect(OpenAICompatibleModel.providerName(forBaseURL: "http://localhost:11434/v1") == "Ollama")
        #expect(OpenAICompatibleModel.providerName(forBaseURL: "http://127.0.0.1:8080/v1") == "OpenAI-compatible server")
        #expect(ModelError.unauthorized(provider: "DeepSeek", status: 401).description == "the DeepSeek API key was rejected (401)")
    }
}
