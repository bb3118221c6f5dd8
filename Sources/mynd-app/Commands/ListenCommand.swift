import ArgumentParser
import Foundation
import Logging
import MyndAssembly
import MyndCLI
import MyndCore
import MyndDaemon
import MyndVoice

/// `mynd listen`: the whole voice loop in the foreground, without the daemon.
struct ListenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.listen.rawValue,
        abstract: AppCommand.listen.abstract,
        discussion: """
            Recording stops when you press Enter (or after --seconds). Audio stays in memory. \
            Exit 69 when there is no microphone or audio server.
            """
    )

    @OptionGroup var global: GlobalOptions
    @Option(help: "Stop recording after this many seconds instead of waiting for Enter.") var seconds: Double?
    @Option(name: .customLong("with"), help: "Transcriber: local, wyoming, openai, whispercpp or offline (default: the configured chain).")
    var transcriber: String?
    @Flag(name: .customLong("no-speak"), help: "Print the reply without speaking it.") var noSpeak = false

    func run() async throws {
        let config = try global.loadConfig()
        let runtime = try global.openRuntime(config: config)
        let environment = ProcessInfo.processInfo.environment
        let chain: any Transcriber
        do {
            chain = try runtime.transcriber(preferring: transcriber, environment: environment, logger: .init(label: "mynd"))
        } catch {
            Exit.fail("no transcriber: \(error)", code: ExitCode(69))
        }
        let speaking = noSpeak ? nil : await global.openSpeaker(config: config)
        defer { speaking?.1.close() }
        let ptt = runtime.pushToTalk(transcriber: chain, speaker: speaking?.0, sink: speaking?.1)
        let events = await ptt.events()
        do {
            try await ptt.startListening()
        } catch {
            Exit.fail("\(error)", code: ExitCode(69))
        }
        global.note(seconds.map { "listening for \(String(format: "%g", $0)) s…" } ?? "listening… press Enter to stop")
        if let seconds {
            try await Task.sleep(for: .seconds(seconds))
        } else {
            await Self.waitForEnter()
        }
        await ptt.release()
        var replied = false
        var explained = false
        for await event in events {
            switch event {
            case let .heard(transcript):
                global.note("heard (\(transcript.transcriber)): \(transcript.text)")
                if let raw = transcript.heard { global.note("  (the transcriber wrote: \(raw))") }
            case let .unheard(reason):
                global.note("nothing to answer: \(reason)")
                explained = true
            case let .reply(piece):
                replied = true
                FileHandle.standardOutput.write(Data(piece.utf8))
            case .state(.idle):
                if replied {
                    // Heard to the end; the process may exit once the exchange is filed (`.filed`, next).
                    FileHandle.standardOutput.write(Data("\n".utf8))
                    continue
                }
                if !explained { global.note("nothing was heard") }
                await MyndRuntime.close(chain)
                return
            case .filed:
                await MyndRuntime.close(chain)
                return
            case let .state(.error(message)):
                Exit.fail(message, code: ExitCode(69))
            case .state:
                continue
            }
        }
    }

    /// Waits for a line on stdin off the cooperative pool (readLine blocks).
    static func waitForEnter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                _ = readLine()
                continuation.resume()
            }
        }
    }
}
