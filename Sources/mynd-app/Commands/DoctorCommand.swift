import ArgumentParser
import Foundation
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
        var checks = await Doctor(paths: MyndPaths(environment: environment), environment: environment).runAll()
        if let runtime = try? global.openRuntime(config: global.loadConfig()) {
            checks += await RuntimeChecks(runtime: runtime, environment: environment).runAll(probeModel: probe)
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
