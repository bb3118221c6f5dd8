import ArgumentParser
import Foundation
import MyndControl
import MyndCLI
import MyndDaemon

/// `mynd config check|path`.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.config.rawValue,
        abstract: AppCommand.config.abstract,
        subcommands: [Check.self, Path.self]
    )

    /// Validates config.toml with line-numbered errors; exit 78 (EX_CONFIG) when it is bad.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check", abstract: "Validate config.toml (exit 78 when it is bad).")

        @Option(help: "Check this file instead of $XDG_CONFIG_HOME/mynd/config.toml.")
        var file: String?

        func run() throws {
            let loader = ConfigLoader(path: file)
            do {
                let loaded = try loader.load()
                for warning in loaded.warnings { print("\(loaded.path):\(warning.line.map(String.init) ?? "?"): warning: \(warning.key): \(warning.message)") }
                print(loaded.fileExists ? "\(loaded.path): ok" : "\(loaded.path) does not exist; mynd runs on the defaults")
            } catch {
                DaemonConnection.printError(error.description)
                throw ExitCode(78)
            }
        }
    }

    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print where mynd reads its configuration.")
        func run() {
            print(MyndPaths().configFile)
        }
    }
}
