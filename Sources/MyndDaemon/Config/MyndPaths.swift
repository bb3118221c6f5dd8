import Foundation
import MyndCore

/// Where mynd keeps its files, following the XDG base directory spec.
///
/// For example, with `XDG_RUNTIME_DIR=/run/user/1000` the control socket is `/run/user/1000/mynd/control.sock`.
public struct MyndPaths: Hashable, Sendable {
    public var configFile: String
    public var dataDirectory: String
    public var runtimeDirectory: String
    /// The database the daemon opens (`$MYND_DB`, else `dataDirectory/mynd.sqlite`).
    public var databasePath: String

    public init(configFile: String, dataDirectory: String, runtimeDirectory: String) {
        self.configFile = configFile
        self.dataDirectory = dataDirectory
        self.runtimeDirectory = runtimeDirectory
        databasePath = dataDirectory + "/mynd.sqlite"
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
        databasePath = KnowledgeGraph.defaultPath(environment: environment)
    }

    public var controlSocket: String { runtimeDirectory + "/control.sock" }
    /// The graph database the store opens (the integrator passes it to the store).
    public var databaseFile: String { dataDirectory + "/mynd.sqlite" }
    /// What the proactive scheduler remembers between runs (what was sent, snoozes): beside the database, so
    /// that export, import and reset (which know only the database path) find it.
    public var followupLedgerFile: String { FollowupLedgerStore(besideDatabase: databasePath).path }
}
