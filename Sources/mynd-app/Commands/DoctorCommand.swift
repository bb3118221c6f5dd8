import ArgumentParser
import Foundation
import MyndAssembly
import MyndControl
import Logging
import MyndCLI
import MyndCore
import MyndDaemon

/// `mynd doctor`: every part mynd needs, checked, each failure with a fix.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: AppCommand.doctor.rawValue,
        abstract: AppCommand.doctor.abstract,
        discussion: "Exit 0 when every check passes, 1 otherwise."
    )

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Send one tiny request (1 token) to the configured model to prove the key works.") var probe = false
    @Flag(help: "Print the checks as a JSON array.") var json = false

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var checks = await Doctor(paths: MyndPaths(environment: environment), environment: environment)
            .runAll(databasePath: global.databasePath)
        // A broken config is reported by the config check above; the checks that need it are then skipped,
        // and said to be, rather than the command stopping before it prints anything.
        if let config = try? ConfigLoader(environment: environment).load().config {
            do {
                let runtime = try MyndRuntime.open(config: config, databasePath: global.databasePath, mode: .onDemand,
                                                   environment: environment, logger: Logger(label: "mynd") { _ in SwiftLogNoOpLogHandler() })
                checks += await RuntimeChecks(runtime: runtime, environment: environment).runAll(probeModel: probe)
            } catch {
                checks.append(DoctorCheck(name: "runtime", passed: false, detail: "cannot open \(global.databasePath): \(error)",
                                          fix: "see the database check above"))
            }
        } else {
            checks.append(DoctorCheck(name: "runtime", passed: false,
                                      detail: "audio, speech, transcriber and model not checked: the config is invalid",
                                      fix: "fix the config (see the config check above), then run `mynd doctor` again"))
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            Terminal.write(String(decoding: try encoder.encode(checks), as: UTF8.self) + "\n")
        } else {
            for check in checks {
                let mark = check.passed ? Terminal.paint("ok  ", .bold) : Terminal.paint("FAIL", .bold)
                Terminal.write("\(mark)  \(check.name.padded(15))\(check.detail)\n")
                if let fix = check.fix, !check.passed { Terminal.write("      \("".padded(15))fix: \(fix)\n") }
            }
        }
        if checks.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }
}
