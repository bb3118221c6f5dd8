import ArgumentParser
import Foundation
import MyndCLI
import MyndCore
import MyndVoice

/// A conversation's events as the terminal commands (`ask`, `chat`) show them: the reply's text on stdout as it
/// streams (flushed per piece), and the outcome once the exchange is filed, so the process may exit.
enum TerminalReply {
    static func show(_ events: AsyncStream<ConversationEvent>, printing: Bool) async -> ExchangeOutcome {
        var outcome: ExchangeOutcome?
        for await event in events {
            switch event {
            case let .text(piece):
                if printing { FileHandle.standardOutput.write(Data(piece.utf8)) }
            case let .filed(filed):
                outcome = filed
            case let .failed(.notStarted(error)):
                let code = (error as? AxelError) == .emptyUtterance ? Exit.usage : Exit.ioError
                Exit.fail("\(error)", code: code)
            case let .failed(failure):
                FileHandle.standardError.write(Data("mynd: not speaking: \(failure)\n".utf8))
            case .spoken, .replyDone:
                continue
            }
        }
        if printing { FileHandle.standardOutput.write(Data("\n".utf8)) }
        guard let outcome else { Exit.fail("the exchange ended without being filed", code: Exit.ioError) }
        return outcome
    }
}
