import ArgumentParser
import MyndCLI

/// Help-listing stand-ins for the commands `mynd-app` runs: same name and abstract, no options. They are never
/// run — `Mynd.main` execs `mynd-app` first whenever one of these names is the subcommand.
protocol AppStub: ParsableCommand {
    static var command: AppCommand { get }
}

extension AppStub {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: command.rawValue, abstract: command.abstract)
    }

    func run() throws { AppLauncher.exec(CommandLine.arguments) }
}

struct AskStub: AppStub { static let command = AppCommand.ask }
struct ChatStub: AppStub { static let command = AppCommand.chat }
struct ListenStub: AppStub { static let command = AppCommand.listen }
struct SpeakStub: AppStub { static let command = AppCommand.speak }
struct TranscribeStub: AppStub { static let command = AppCommand.transcribe }
struct DaemonStub: AppStub { static let command = AppCommand.daemon }
struct FollowupsStub: AppStub { static let command = AppCommand.followups }
struct ConfigStub: AppStub { static let command = AppCommand.config }
struct DoctorStub: AppStub { static let command = AppCommand.doctor }
struct MCPStub: AppStub { static let command = AppCommand.mcp }
struct UsageStub: AppStub { static let command = AppCommand.usage }
