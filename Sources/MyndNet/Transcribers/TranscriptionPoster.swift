import Foundation
import Logging
import MyndCore

/// Posts a multipart transcription request with a brief retry, and reads `{"text": …}` from the answer.
///
/// Shared by the OpenAI-compatible and whisper.cpp clients, which differ only in route and form fields.
struct TranscriptionPoster: Sendable {
    let name: String
    let http: HTTPClient
    let retry: RetryPolicy
    let secrets: [APIKey]
    let logger: Logger

    func transcribe(_ request: HTTPRequest, language: String?) async throws -> Transcript {
        var waited = 0.0
        var attempt = 0
        let started = ContinuousClock.now
        while true {
            attempt += 1
            let failure: TranscriptionError
            var retryAfter: Double?
            do {
                let response = try await http.send(request)
                switch response.status {
                case 200..<300:
                    return try transcript(from: response.body, language: language)
                case 401, 403:
                    throw TranscriptionError.unauthorized(transcriber: name, status: response.status)
                case 408, 429, 500...599:
                    failure = .failed(transcriber: name, status: response.status, message: message(response.body))
                    retryAfter = RetryPolicy.retryAfter(from: response.head.headers)
                default:
                    throw TranscriptionError.failed(transcriber: name, status: response.status, message: message(response.body))
                }
            } catch let error as HTTPError {
                guard error.isTransient else { throw error == .cancelled ? CancellationError() : error }
                failure = .unreachable(transcriber: name, message: error.description)
            }
            // The user is waiting: a long retry-after is not worth it when a fallback transcriber exists.
            let delay = retry.delay(afterAttempt: attempt, retryAfter: retryAfter.map { min($0, 2) }, waitedSoFar: waited,
                                    elapsed: RetryPolicy.seconds(since: started))
            guard !Task.isCancelled, let delay else {
                throw failure
            }
            logger.notice("\(name) transcription attempt \(attempt) failed (\(failure)); retrying in \(String(format: "%.2f", delay)) s")
            try await retry.sleep(delay)
            waited += delay
        }
    }

    private func transcript(from body: [UInt8], language: String?) throws -> Transcript {
        let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        if let text = object?["text"] as? String {
            return Transcript(text: text.trimmingCharacters(in: .whitespacesAndNewlines), transcriber: name,
                              language: (object?["language"] as? String) ?? language)
        }
        if object?["error"] != nil { throw TranscriptionError.badResponse(transcriber: name, message: message(body)) }
        throw TranscriptionError.badResponse(transcriber: name, message: "the answer has no \"text\" field")
    }

    private func message(_ body: [UInt8]) -> String {
        ModelStreamRunner.errorMessage(from: body).redacting(secrets)
    }

    /// Whisper's `prompt` primes its spelling: the graph's names as a short comma-separated list, within the
    /// budget mynd's own engine uses (Whisper reads at most ~224 prompt tokens).
    static func prompt(for hints: TranscriptionHints) -> String? {
        WhisperPrompt.build(lead: nil, names: hints.vocabulary)
    }
}

extension RetryPolicy {
    /// For transcription: one more try soon, because the user is waiting and a fallback transcriber exists.
    public static let transcription = RetryPolicy(maxAttempts: 2, baseDelay: 0.25, maxDelay: 1, maxTotalDelay: 2)
}
