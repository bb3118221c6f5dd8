import Foundation
import MyndCore

/// Where mynd keeps its files, following the XDG base directory spec.
///
/// For example, with `XDG_RUNTIME_DIR=/run/user/1000` the control socket is `/run/user/1000/mynd/control.sock`.
public struct MyndPaths: Hashable, Sendable {
    public var configFile: String
    public var dataDirectory: String
    public var runtimeDirectory: String
    /// The graph database: `$MYND_DB` when set, else `mynd.sqlite` in the data directory — the same rule as
    /// `KnowledgeGraph.defaultPath`, which every command and the daemon open.
    public var databaseFile: String

    public init(configFile: String, dataDirectory: String, runtimeDirectory: String, databaseFile: String? = nil) {
        self.configFile = configFile
        self.dataDirectory = dataDirectory
        self.runtimeDirectory = runtimeDirectory
        self.databaseFile = databaseFile ?? dataDirectory + "/mynd.sqlite"
    }

    /// Resolves the paths from an environment (the process's by default).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func dir(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        configFile = dir("XDG_CONFIG_HOME", ".config") + "/mynd/config.toml"
        dataDirectory = dir("XDG_DATA_HOME", ".local/share") + "/mynd"
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            runtimeDirectory = runtime + "/mynd"
        } else {
            // No session runtime dir (a bare ssh login, a container): a per-uid directory in /tmp.
            runtimeDirectory = "/tmp/mynd-\(getuid())"
        }
        databaseFile = KnowledgeGraph.defaultPath(environment: environment)
    }

    public var controlSocket: String { runtimeDirectory + "/control.sock" }
    /// What the proactive scheduler remembers between runs (what was sent, snoozes).
    public var followupLedgerFile: String { dataDirectory + "/followups.json" }
}
