import ArgumentParser
import Foundation
import MyndAssembly
import MyndControl
import Logging
import MyndCLI
import MyndCore
import MyndDaemon
import MyndVoice

/// `mynd daemon`: runs the long-lived service (systemd starts it; see systemd/mynd.service).
struct DaemonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.daemon.rawValue,
        abstract: AppCommand.daemon.abstract
    )

    func run() async throws {
        JournalLogHandler.bootstrap()
        let logger = Logger(label: "mynd")
        let environment = ProcessInfo.processInfo.environment
        let paths = MyndPaths(environment: environment)
        let loader = ConfigLoader(environment: environment)
        let loaded: LoadedConfig
        do {
            loaded = try loader.load()
        } catch {
            logger.critical("cannot start: \(error)")
            throw ExitCode(78)
        }
        let parts = await DaemonWiring.parts(config: loaded.config, paths: paths, logger: logger)
        let daemon = Daemon(config: loaded, loader: loader, paths: paths, parts: parts, environment: environment, logger: logger)
        do {
            try await daemon.run()
        } catch let error as ControlError {
            logger.critical("\(error)")
            throw ExitCode(error == .alreadyRunning(socket: paths.controlSocket) ? 75 : 1)
        }
    }
}
