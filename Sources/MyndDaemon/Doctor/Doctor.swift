import Foundation
import MyndControl
import MyndCore

/// One diagnosis: what was checked, whether it is fine, and what to do when it is not.
public struct DoctorCheck: Sendable, Codable, Hashable {
    public var name: String
    public var passed: Bool
    public var detail: String
    /// An action a person can take; nil when passed.
    public var fix: String?

    public init(name: String, passed: Bool, detail: String, fix: String? = nil) {
        self.name = name
        self.passed = passed
        self.detail = detail
        self.fix = fix
    }
}

/// The daemon-side checks of `mynd doctor`; the integrator adds audio, voice, transcriber and model checks.
public struct Doctor: Sendable {
    public var paths: MyndPaths
    public var environment: [String: String]

    public init(paths: MyndPaths, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.paths = paths
        self.environment = environment
    }

    /// - Parameter databasePath: the database the command was pointed at (`--db`), else `paths.databaseFile`.
    public func runAll(databasePath: String? = nil) async -> [DoctorCheck] {
        let config = checkConfig()
        let key = (try? ConfigLoader(environment: environment, path: paths.configFile).load())?.config.hotkey.key
        return [config, checkSocket(), await checkNotifications(), checkHotkey(key: key), checkDatabase(path: databasePath)]
    }

    public func checkConfig() -> DoctorCheck {
        do {
            let loaded = try ConfigLoader(environment: environment, path: paths.configFile).load()
            let detail = loaded.fileExists ? "\(loaded.path) is valid" : "no \(loaded.path); using the defaults"
            if !loaded.warnings.isEmpty {
                return DoctorCheck(name: "config", passed: true,
                                   detail: detail + "; " + loaded.warnings.map(\.description).joined(separator: "; "),
                                   fix: nil)
            }
            return DoctorCheck(name: "config", passed: true, detail: detail)
        } catch {
            let fix: String
            switch error {
            case .insecurePermissions(let path): fix = "chmod 600 \(path)"
            default: fix = "edit \(paths.configFile) (see Resources/config.example.toml), then `mynd config check`"
            }
            return DoctorCheck(name: "config", passed: false, detail: error.description, fix: fix)
        }
    }

    public func checkSocket() -> DoctorCheck {
        do {
            let client = try ControlClient(socketPath: paths.controlSocket, timeout: 5)
            let reply = try client.request(.status)
            guard let status = reply.status else { throw ControlError.badReply("no status") }
            return DoctorCheck(name: "daemon", passed: true,
                               detail: "running (pid \(status.pid)) on \(paths.controlSocket)")
        } catch {
            return DoctorCheck(name: "daemon", passed: false, detail: "\(error)",
                               fix: "systemctl --user enable --now mynd   (or run `mynd daemon`)")
        }
    }

    public func checkNotifications() async -> DoctorCheck {
        let notifier = DBusNotifier(address: environment["DBUS_SESSION_BUS_ADDRESS"])
        defer { notifier.stop() }
        do {
            try notifier.start()
            let info = try await notifier.serverInformation()
            return DoctorCheck(name: "notifications", passed: true,
                               detail: "session bus ok; server: " + info.prefix(3).joined(separator: " "))
        } catch NotifierError.noNotificationServer {
            return DoctorCheck(name: "notifications", passed: false, detail: NotifierError.noNotificationServer.description,
                               fix: "start a notification daemon (dunst, mako, or your desktop's) in your session")
        } catch {
            return DoctorCheck(name: "notifications", passed: false, detail: "\(error)",
                               fix: "run mynd inside your desktop session so DBUS_SESSION_BUS_ADDRESS is set")
        }
    }

    public func checkHotkey(key: String?, directory: String = "/dev/input") -> DoctorCheck {
        guard let key else {
            return DoctorCheck(name: "hotkey", passed: true,
                               detail: "built-in hold-to-talk is off (hotkey.key unset); bind `mynd ptt toggle` in your desktop")
        }
        guard let code = EvdevKeyCodes.code(named: key) else {
            return DoctorCheck(name: "hotkey", passed: false, detail: HotkeyError.unknownKey(key).description,
                               fix: "set hotkey.key to an evdev name such as KEY_F13")
        }
        let scan = EvdevScanner.scan(directory: directory, key: code)
        defer { scan.opened.forEach { close($0.fd) } }
        if !scan.opened.isEmpty {
            return DoctorCheck(name: "hotkey", passed: true,
                               detail: "\(key) on " + scan.opened.map { "\($0.device.path) (\($0.device.name))" }.joined(separator: ", "))
        }
        if !scan.denied.isEmpty {
            return DoctorCheck(name: "hotkey", passed: false, detail: EvdevScanner.permissionAdvice(denied: scan.denied),
                               fix: "sudo usermod -aG input $USER   (then log out and in)")
        }
        return DoctorCheck(name: "hotkey", passed: false, detail: "no keyboard in \(directory) has \(key)",
                           fix: "pick a key your keyboard has (hotkey.key), or bind `mynd ptt toggle` in your desktop")
    }

    /// `PRAGMA quick_check` on the graph database, opened read-only.
    public func checkDatabase(path: String? = nil) -> DoctorCheck {
        let file = path ?? paths.databaseFile
        guard FileManager.default.fileExists(atPath: file) else {
            return DoctorCheck(name: "database", passed: true, detail: "\(file) not created yet (made on first capture)")
        }
        do {
            let results = try KnowledgeGraph.quickCheck(path: file)
            if results == ["ok"] { return DoctorCheck(name: "database", passed: true, detail: "\(file): quick_check ok") }
            return DoctorCheck(name: "database", passed: false,
                               detail: "\(file): " + results.prefix(3).joined(separator: "; "),
                               fix: "stop the daemon, back up \(file), then `sqlite3 \(file) \".recover\" | sqlite3 repaired.sqlite`")
        } catch {
            return DoctorCheck(name: "database", passed: false, detail: "\(file): \(error)",
                               fix: "check the file's permissions and that it is a mynd database; restore from a backup")
        }
    }
}
