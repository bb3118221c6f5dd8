import ArgumentParser

/// The command tree shared by the two executables. `mynd` (light: MyndCore + ArgumentParser only, so a graph query
/// starts in a few milliseconds) runs the graph and memory commands itself and hands every other subcommand to
/// `mynd-app`, which links the whole application (network, audio, speech, D-Bus) and holds the full tree.
package enum CommandCatalog {
    /// Graph subcommands in help order.
    package static let graphCommands: [any ParsableCommand.Type] = [
        Add.self, Link.self, Unlink.self, Show.self, List.self, Related.self, Neighbours.self, Path.self,
        Goals.self, Due.self, Actions.self, Blockers.self, Clusters.self, Top.self, Search.self,
        Done.self, Touch.self, Alias.self, Forget.self, Merge.self, Export.self, Import.self, Stats.self, Reset.self,
    ]

    /// `mynd memory …`: reads the graph only, so it stays in the light binary.
    package static let memoryCommand: any ParsableCommand.Type = MemoryCommand.self

    /// Talking to the running daemon over its socket: served by the light binary, so a key bound to
    /// `mynd ptt start` does not pay `mynd-app`'s start-up.
    package static let daemonClientCommands: [any ParsableCommand.Type] = [PTTCommand.self, SayCommand.self, StatusCommand.self]

    /// `mynd history`: past conversations, from the same database.
    package static let historyCommand: any ParsableCommand.Type = History.self

    package static let name = "mynd"
    package static let version = "0.1.0"
    package static let abstract = "Voice-first thought capture: a knowledge graph of what you said, and Axel to talk it through."
    package static let discussion = """
        A <ref> is a full node id, a unique id prefix (4+ characters), or a unique exact name/content.
        Exit codes: 0 ok, 1 no results / unknown node, 64 usage (or ambiguous ref), 65 bad input data, 74 I/O or database error, 75 database in use (reset).
        Data: $XDG_DATA_HOME/mynd/mynd.sqlite (override with --db or $MYND_DB).
        """
}

/// The subcommands only `mynd-app` can run, with the names and abstracts both executables show in `--help`.
package enum AppCommand: String, CaseIterable, Sendable {
    case ask, chat, listen, speak, transcribe, daemon, followups, config, doctor, mcp, usage

    package var abstract: String {
        switch self {
        case .ask: "Tell Axel something: it is filed in the graph, and Axel's reply streams back."
        case .chat: "Talk with Axel in the terminal (one line per turn; an empty line or Ctrl-D ends)."
        case .listen: "Record one thought from the microphone, transcribe it, file it, and hear Axel's reply."
        case .speak: "Speak text aloud through espeak-ng (reads stdin when no TEXT is given)."
        case .transcribe: "Transcribe a 16-bit PCM WAV file."
        case .daemon: "Run the mynd service: control socket, hotkey, voice loop and follow-ups."
        case .followups: "Dry run of proactive follow-ups: which stale goals would be notified now, and why."
        case .config: "Check or locate the configuration file."
        case .doctor: "Check audio, espeak-ng, transcriber, model, database, socket, notifications and hotkey."
        case .mcp: "Serve the thought graph to other AI tools over the Model Context Protocol (stdio)."
        case .usage: "Tokens Axel's model used, and the estimated cost (prices per model from [usage] in the config)."
        }
    }
}
