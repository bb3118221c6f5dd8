import Foundation
import Logging
import MyndCore

/// The provider-independent half of a streamed model call: sending, status handling, retries and stream decoding.
///
/// Retries happen only before the first piece of text was yielded, so the consumer never sees text twice.
/// After that, any failure ends the stream with a `ModelError` — the text already yielded stays with the consumer.
struct ModelStreamRunner: Sendable {
    /// The provider's name as people know it ("Anthropic"), used in error messages.
    let provider: String
    let http: HTTPClient
    let retry: RetryPolicy
    let secrets: [APIKey]
    let logger: Logger

    /// Statuses worth another attempt: rate limits, timeouts, overload and transient server errors.
    static let retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504, 529]

    func run<Decoder: ModelStreamDecoder>(
        _ request: HTTPRequest, decoder: Decoder.Type,
        into continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation
    ) async {
        var waited = 0.0
        var attempt = 0
        let started = ContinuousClock.now
        while true {
            attempt += 1
            let outcome = await attemptOnce(request, decoder: decoder, into: continuation)
            let failure: ModelError
            let retryAfter: Double?
            switch outcome {
            case .finished:
                continuation.finish()
                return
            case .cancelled:
                continuation.finish(throwing: CancellationError())
                return
            case let .fatal(error):
                continuation.finish(throwing: error)
                return
            case let .retryable(error, hint):
                failure = error
                retryAfter = hint
            }
            let delay = retry.delay(afterAttempt: attempt, retryAfter: retryAfter, waitedSoFar: waited,
                                    elapsed: RetryPolicy.seconds(since: started))
            guard !Task.isCancelled, let delay else {
                continuation.finish(throwing: failure)
                return
            }
            logger.notice("\(provider) attempt \(attempt) failed (\(failure)); retrying in \(String(format: "%.2f", delay)) s")
            do {
                try await retry.sleep(delay)
            } catch {
                continuation.finish(throwing: CancellationError())
                return
            }
            waited += delay
        }
    }

    private enum Outcome {
        case finished
        case cancelled
        case fatal(ModelError)
        case retryable(ModelError, retryAfter: Double?)
    }

    private func attemptOnce<Decoder: ModelStreamDecoder>(
        _ request: HTTPRequest, decoder: Decoder.Type,
        into continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation
    ) async -> Outcome {
        let sink = StreamDecodingSink<Decoder>(continuation: continuation)
        let response: HTTPStreamingResponse
        do {
            response = try await http.stream(request, onBody: sink.consume)
        } catch let error as HTTPError {
            return classify(error, delivered: false)
        } catch {
            return .fatal(.transport(provider: provider, message: "\(error)".redacting(secrets)))
        }
        guard (200..<300).contains(response.head.status) else {
            return await statusFailure(response)
        }
        do {
            // The sink decodes on the transfer thread; this loop only waits for the transfer to end.
            for try await _ in response.body {}
        } catch let error as HTTPError {
            return classify(error, delivered: sink.delivered)
        } catch {
            return Task.isCancelled ? .cancelled : .fatal(.transport(provider: provider, message: "\(error)".redacting(secrets)))
        }
        if Task.isCancelled { return .cancelled }
        switch sink.outcome {
        case .complete?:
            return .finished
        case let .failed(error)?:
            let modelError = ModelError.streamError(provider: provider, message: error.message.redacting(secrets))
            return !sink.delivered && error.isRetryable ? .retryable(modelError, retryAfter: nil) : .fatal(modelError)
        case nil:
            if sink.endOfStream() { return .finished }
            let error = ModelError.streamError(provider: provider, message: "the stream ended before the reply was complete")
            return sink.delivered ? .fatal(error) : .retryable(error, retryAfter: nil)
        }
    }

    private func classify(_ error: HTTPError, delivered: Bool) -> Outcome {
        let modelError: ModelError
        switch error {
        case .cancelled:
            return .cancelled
        case let .stalled(_, seconds):
            modelError = .stalled(provider: provider, seconds: seconds)
        default:
            modelError = .transport(provider: provider, message: error.description)
        }
        return error.isTransient && !delivered ? .retryable(modelError, retryAfter: nil) : .fatal(modelError)
    }

    private func statusFailure(_ response: HTTPStreamingResponse) async -> Outcome {
        let status = response.head.status
        let body = (try? await response.collectBody(limit: 16 * 1024)) ?? []
        let message = Self.errorMessage(from: body).redacting(secrets)
        switch status {
        case 401, 403:
            return .fatal(.unauthorized(provider: provider, status: status))
        case _ where Self.retryableStatuses.contains(status):
            return .retryable(.unavailable(provider: provider, status: status, message: message),
                              retryAfter: RetryPolicy.retryAfter(from: response.head.headers))
        default:
            return .fatal(.rejected(provider: provider, status: status, message: message))
        }
    }

    /// The human part of an error body: `error.message`, `error` or `message`, else the start of the text.
    static func errorMessage(from body: [UInt8]) -> String {
        let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        if let error = object?["error"] as? [String: Any], let message = error["message"] as? String { return message }
        if let error = object?["error"] as? String { return error }
        if let message = object?["message"] as? String { return message }
        let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "no details given" : text
    }
}
