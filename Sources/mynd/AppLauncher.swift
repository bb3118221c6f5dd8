import ArgumentParser
import Foundation
import MyndCLI
#if canImport(Glibc)
import Glibc
#endif

/// Hands a command line to `mynd-app`, the executable that links the whole application, by replacing this
/// process (`execv`: same pid, same stdio, same signals — so `systemd` and the tests see one process).
enum AppLauncher {
    static let appName = "mynd-app"

    /// Whether `arguments` (without argv[0]) name an application command, ask for help on one, or ask for
    /// something generated from the full tree (completion scripts and their callbacks, the manual's help dump).
    static func belongsToApp(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        if AppCommand(rawValue: first) != nil { return true }
        if first == "help", arguments.count > 1, AppCommand(rawValue: arguments[1]) != nil { return true }
        return arguments.contains { arg in
            arg.hasPrefix("--generate-completion-script") || arg.hasPrefix("---completion")
                || arg == "--experimental-dump-help"
        }
    }

    /// Where `mynd-app` is: beside this executable (a build directory, or an install that keeps them together),
    /// else `<prefix>/libexec/mynd/` for `<prefix>/bin/mynd` (what `make install` does).
    static func candidates() -> [String] {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let dir = URL(fileURLWithPath: me).deletingLastPathComponent()
        return [
            dir.appendingPathComponent(appName).path,
            dir.deletingLastPathComponent().appendingPathComponent("libexec/mynd/\(appName)").path,
        ]
    }

    /// Replaces this process with `mynd-app arguments[1...]`; on failure prints why and exits 69 (EX_UNAVAILABLE).
    static func exec(_ arguments: [String]) -> Never {
        let places = candidates()
        guard let path = places.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            Exit.fail("""
                '\(arguments.dropFirst().first ?? "")' needs \(appName), which is not installed \
                (looked in \(places.joined(separator: ", "))); reinstall mynd with `make install`
                """, code: .init(69))
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        Exit.fail("cannot run \(path): \(String(cString: strerror(errno)))", code: .init(69))
    }
}
