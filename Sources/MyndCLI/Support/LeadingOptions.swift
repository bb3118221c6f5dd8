import Foundation

/// Global options written before the subcommand, as git and kubectl users write them: `mynd --db FILE related x`,
/// `mynd -q export -o out.json`.
///
/// ArgumentParser reads options only after the (sub)command that declares them, so both executables take the
/// leading ones off the command line before parsing and turn them into the environment every command already
/// honours: `--db FILE` → `MYND_DB=FILE`, `-q`/`--quiet` → `MYND_QUIET=1`. Through the environment they also
/// reach `mynd-app` when `mynd` execs it, and commands without a `--db` option (the daemon, `doctor`) see them.
/// An option after the subcommand still wins over a leading one.
package enum LeadingOptions {
    /// `arguments` without argv[0]; returns them with the leading global options removed (and applied).
    package static func apply(_ arguments: [String]) -> [String] {
        var rest = arguments[...]
        while let first = rest.first {
            if first == "--db" {
                guard rest.count >= 2 else { break }  // let the parser report the missing value
                setenv("MYND_DB", rest[rest.startIndex + 1], 1)
                rest = rest.dropFirst(2)
            } else if first.hasPrefix("--db=") {
                setenv("MYND_DB", String(first.dropFirst(5)), 1)
                rest = rest.dropFirst()
            } else if first == "-q" || first == "--quiet" {
                setenv("MYND_QUIET", "1", 1)
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        return Array(rest)
    }

    /// Whether `-q` came before the subcommand (or `MYND_QUIET` is set to anything but empty or 0).
    package static var quiet: Bool {
        guard let value = ProcessInfo.processInfo.environment["MYND_QUIET"] else { return false }
        return !value.isEmpty && value != "0"
    }
}
