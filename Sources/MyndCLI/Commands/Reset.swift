import ArgumentParser
import Foundation
import MyndCore

/// `mynd reset`: deletes every file mynd keeps for a database — the SQLite file, its WAL and shared-memory
/// companions, and the follow-up ledger beside it.
///
/// Deleting files another process has open does not free them: the daemon would go on writing to the unlinked
/// inode and the user's "reset" would silently be undone in memory. So reset first looks for any other process
/// holding the database open (the daemon, a `mynd chat`) and refuses, naming it, with nothing deleted.
struct Reset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Delete all data: the database and the follow-up ledger (asks you to type 'reset', or pass --yes).",
        discussion: "Refuses while another process (the daemon, a chat) has the database open: stop it first.")

    /// EX_TEMPFAIL: try again once the daemon is stopped.
    static let inUse = ExitCode(75)

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Do not ask.") var yes = false

    func run() throws {
        try Exit.guarded {
            let path = global.databasePath
            let ledger = FollowupLedgerStore(besideDatabase: path)
            try refuseWhileInUse(path)
            if !yes {
                Terminal.writeError("This deletes everything in \(path) and \(ledger.path). Type 'reset' to confirm: ")
                guard readLine()?.trimmingCharacters(in: .whitespaces) == "reset" else {
                    Exit.fail("not confirmed; nothing was deleted", code: Exit.noResults)
                }
                try refuseWhileInUse(path)
            }
            // Refuse to delete a file that is not ours.
            if FileManager.default.fileExists(atPath: path) { _ = try KnowledgeGraph(path: path, mode: .onDemand) }
            try KnowledgeGraph.destroy(path: path)
            do {
                try ledger.remove()
                try? FileManager.default.removeItem(atPath: ledger.path + ".tmp")
            } catch {
                Exit.fail("deleted \(path) but not \(ledger.path): \(error.localizedDescription)", code: Exit.ioError)
            }
            global.note("deleted \(path) and \(ledger.path)")
        }
    }

    private func refuseWhileInUse(_ path: String) throws {
        let holders = OpenFileHolders.processes(holding: [path, path + "-wal"])
        guard let first = holders.first else { return }
        let who = holders.map { "\($0.name) (pid \($0.pid))" }.joined(separator: ", ")
        let hint = first.name.hasPrefix("mynd") ? "stop the daemon first (`systemctl --user stop mynd`, or end the `mynd` process)"
            : "close it first"
        Exit.fail("\(path) is in use by \(who); \(hint), then run `mynd reset` again. Nothing was deleted.", code: Self.inUse)
    }
}
