import ArgumentParser
import Foundation
import MyndCLI
import MyndCore
import MyndDaemon
import MyndVoice

/// One exchange as the terminal commands run it: stream to stdout (flushed per piece), speak in parallel,
/// then wait until the exchange is filed so the process may exit.
enum Conversation {
    static func exchange(_ runtime: MyndRuntime, _ text: String, source: NodeSource, printing: Bool,
                         speaker: SentenceSpeaker?) async throws -> ExchangeOutcome {
        let exchange: AxelExchange
        do {
            exchange = try await runtime.engine.respond(to: text, source: source)
        } catch let error as AxelError {
            Exit.fail("\(error)", code: error == .emptyUtterance ? Exit.usage : Exit.ioError)
        }
        let (spoken, feed) = AsyncThrowingStream<String, any Error>.makeStream()
        let speaking = Task { try? await speaker?.speak(spoken) }
        for await piece in exchange.reply {
            if printing {
                FileHandle.standardOutput.write(Data(piece.utf8))
            }
            feed.yield(piece)
        }
        feed.finish()
        if printing { FileHandle.standardOutput.write(Data("\n".utf8)) }
        await speaking.value
        return await exchange.outcome()
    }
}
