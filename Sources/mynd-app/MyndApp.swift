import ArgumentParser
import MyndCLI

/// `mynd-app`: the complete command tree under the name `mynd`. The light `mynd` executable replaces itself with
/// this one for every application command, so help, completions and the man page come from here.
@main
struct MyndApp: AsyncParsableCommand {
    static let axelCommands: [any ParsableCommand.Type] = [
        AskCommand.self, ChatCommand.self, CommandCatalog.memoryCommand, CommandCatalog.historyCommand, UsageCommand.self,
    ]

    static let voiceCommands: [any ParsableCommand.Type] = [ListenCommand.self, SpeakCommand.self, TranscribeCommand.self]

    static let daemonCommands: [any ParsableCommand.Type] = [DaemonCommand.self] + CommandCatalog.daemonClientCommands
        + [FollowupsCommand.self, ConfigCommand.self, DoctorCommand.self]

    /// Leading global options (`mynd-app --db FILE …`) as the light `mynd` takes them.
    static func main() async {
        let arguments = LeadingOptions.apply(Array(CommandLine.arguments.dropFirst()))
        if arguments.first == "search" { SemanticSearch.installIfConfigured() }
        await main(arguments)
    }

    static let configuration = CommandConfiguration(
        commandName: CommandCatalog.name,
        abstract: CommandCatalog.abstract,
        discussion: CommandCatalog.discussion,
        version: CommandCatalog.version,
        groupedSubcommands: [
            CommandGroup(name: "Graph", subcommands: CommandCatalog.graphCommands),
            CommandGroup(name: "Axel", subcommands: axelCommands),
            CommandGroup(name: "Voice", subcommands: voiceCommands),
            CommandGroup(name: "Daemon", subcommands: daemonCommands),
            CommandGroup(name: "Integration", subcommands: [MCPCommand.self]),
        ]
    )
}
