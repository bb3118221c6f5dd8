import ArgumentParser

@main
struct Mynd: AsyncParsableCommand {
    /// Subcommands in help order. Each lives in Commands/<Name>.swift; add yours to the group it belongs to.
    static let graphCommands: [any ParsableCommand.Type] = [
        Add.self, Link.self, Unlink.self, Show.self, List.self, Related.self, Neighbours.self, Path.self,
        Goals.self, Actions.self, Blockers.self, Clusters.self, Top.self, Search.self,
        Done.self, Touch.self, Alias.self, Forget.self, Merge.self, Export.self, Import.self, Stats.self, Reset.self,
    ]

    static let axelCommands: [any ParsableCommand.Type] = [AskCommand.self, ChatCommand.self, MemoryCommand.self]

    static let voiceCommands: [any ParsableCommand.Type] = [ListenCommand.self, SpeakCommand.self, TranscribeCommand.self]

    static let daemonCommands: [any ParsableCommand.Type] = [
        DaemonCommand.self, PTTCommand.self, SayCommand.self, StatusCommand.self, FollowupsCommand.self, ConfigCommand.self,
        DoctorCommand.self,
    ]

    static let configuration = CommandConfiguration(
        commandName: "mynd",
        abstract: "Voice-first thought capture: a knowledge graph of what you said, and Axel to talk it through.",
        discussion: """
            A <ref> is a full node id, a unique id prefix (4+ characters), or a unique exact name/content.
            Exit codes: 0 ok, 1 no results / unknown node, 64 usage (or ambiguous ref), 65 bad input data, 74 I/O or database error.
            Data: $XDG_DATA_HOME/mynd/mynd.sqlite (override with --db or $MYND_DB).
            """,
        version: "0.1.0",
        groupedSubcommands: [
            CommandGroup(name: "Graph", subcommands: graphCommands),
            CommandGroup(name: "Axel", subcommands: axelCommands),
            CommandGroup(name: "Voice", subcommands: voiceCommands),
            CommandGroup(name: "Daemon", subcommands: daemonCommands),
        ]
    )
}
