import ArgumentParser
import MyndCLI

/// `mynd`: the graph and memory commands run here; the application commands (Axel, voice, daemon) are listed
/// in help by the stubs in AppStubs.swift and run by `mynd-app`, which `AppLauncher` execs before parsing.
@main
struct Mynd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: CommandCatalog.name,
        abstract: CommandCatalog.abstract,
        discussion: CommandCatalog.discussion,
        version: CommandCatalog.version,
        groupedSubcommands: [
            CommandGroup(name: "Graph", subcommands: CommandCatalog.graphCommands),
            CommandGroup(name: "Axel", subcommands: [AskStub.self, ChatStub.self, CommandCatalog.memoryCommand, CommandCatalog.historyCommand, UsageStub.self]),
            CommandGroup(name: "Voice", subcommands: [ListenStub.self, SpeakStub.self, TranscribeStub.self]),
            CommandGroup(name: "Daemon", subcommands: [DaemonStub.self] + CommandCatalog.daemonClientCommands
                + [FollowupsStub.self, ConfigStub.self, DoctorStub.self]),
            CommandGroup(name: "Integration", subcommands: [MCPStub.self]),
        ]
    )

    static func main() {
        let arguments = [CommandLine.arguments[0]] + LeadingOptions.apply(Array(CommandLine.arguments.dropFirst()))
        if let command = HotkeyCommands.command(for: Array(arguments.dropFirst())) { HotkeyCommands.run(command) }
        // Searching by meaning needs HTTP: with [embeddings] configured, `search` runs in mynd-app.
        if arguments.dropFirst().first == "search", SemanticSearchHook.isConfigured() { AppLauncher.exec(arguments) }
        if AppLauncher.belongsToApp(Array(arguments.dropFirst())) { AppLauncher.exec(arguments) }
        main(Array(arguments.dropFirst()))
    }
}
