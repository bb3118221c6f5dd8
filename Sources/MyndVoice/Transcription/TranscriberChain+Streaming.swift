import MyndCore

/// Streaming through the chain: the first transcriber streams when it can; at the end, if it failed, the rest of
/// the chain transcribes the clip — as `transcribe` would have.
extension TranscriberChain: StreamingTranscriber {
    public func startStream(sampleRate: Int, hints: TranscriptionHints) async throws -> any TranscriptionStream {
        guard let first = transcribers.first as? any StreamingTranscriber else {
            return BufferedTranscriptionStream(transcriber: self, hints: hints)
        }
        do {
            let stream = try await first.startStream(sampleRate: sampleRate, hints: hints)
            return ChainStream(chain: self, first: stream, firstName: first.name, hints: hints)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // The first one cannot stream now (e.g. its engine is not ready): the whole chain answers at the end.
            return ChainStream(chain: self, first: nil, firstName: first.name, hints: hints)
        }
    }
}

/// The chain's stream: the first transcriber's stream, then the others on the clip.
struct ChainStream: TranscriptionStream {
    let chain: TranscriberChain
    let first: (any TranscriptionStream)?
    let firstName: String
    let hints: TranscriptionHints

    func send(_ samples: [Int16]) { first?.send(samples) }

    /// With no stream, the whole chain transcribes the clip (the first one may be able to by now).
    func finish(_ clip: AudioClip) async throws -> Transcript {
        guard let first else { return try await chain.transcribe(clip, hints: hints) }
        do {
            return chain.filtered(try await first.finish(clip), clip: clip, hints: hints)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return try await chain.transcribe(clip, hints: hints, startingAt: 1, reasons: ["\(firstName): \(error)"])
        }
    }

    func cancel() { first?.cancel() }
}
