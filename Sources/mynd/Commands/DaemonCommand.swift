import ArgumentParser
import Foundation
import Logging
import MyndCore
import MyndDaemon

/// `mynd daemon`: runs the long-lived service (systemd starts it; see systemd/mynd.service).
struct DaemonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Run the mynd service: control socket, hotkey, voice loop and follow-ups."
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

/// Where the integrator plugs the real parts into the daemon and the follow-up dry run.
///
/// Until the graph store, voice loop and Axel are linked in, the daemon runs with none of them: it serves the
/// socket and status, reports voice as unavailable, and sends no follow-ups (there is no goal source).
enum DaemonWiring {
    static func parts(config: MyndConfig, paths: MyndPaths, logger: Logger) async -> DaemonParts {
        DaemonParts(voiceProblem: "the voice loop is not linked into this build yet",
                    followupSource: followupSource(config: config, paths: paths))
    }

    /// The graph store adapted to `FollowupSource`; nil until the store is wired in.
    static func followupSource(config: MyndConfig, paths: MyndPaths) -> (any FollowupSource)? {
        nil
    }
}
