import Foundation
import Testing

/// `mynd` is two executables: the light one runs the graph and memory commands and replaces itself with
/// `mynd-app` for the rest. These tests run both built binaries as a person (or systemd) would.
@Suite(.timeLimit(.minutes(1))) struct CLISplitTests {
    static var app: String { URL(fileURLWithPath: MyndProcess.binary).deletingLastPathComponent().appendingPathComponent("mynd-app").path }

    /// Runs `binary args…` with a private config directory; output goes through files (small, no pipe juggling).
    static func run(_ binary: String, _ args: [String], in dir: String) throws -> MyndProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["XDG_CONFIG_HOME"] = dir + "/config"
        env["MYND_DB"] = dir + "/mynd.sqlite"
        process.environment = env
        let outPath = dir + "/out-\(UUID().uuidString)", errPath = dir + "/err-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close(); try err.close()
        let stdout = try Data(contentsOf: URL(fileURLWithPath: outPath)), stderr = try Data(contentsOf: URL(fileURLWithPath: errPath))
        return .init(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                     stderr: String(decoding: stderr, as: UTF8.self), stdoutData: stdout)
    }

    @Test func helpListsEveryCommandExactlyAsTheFullBinaryDoes() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        let light = try Self.run(MyndProcess.binary, ["--help"], in: m.directory)
        let full = try Self.run(Self.app, ["--help"], in: m.directory)
        #expect(light.status == 0 && full.status == 0)
        #expect(light.stdout == full.stdout)
        for name in ["related", "memory", "ask", "chat", "listen", "speak", "transcribe", "daemon", "ptt", "say", "status",
                     "followups", "config", "doctor"] {
            #expect(light.stdout.contains("\n  \(name) "), "missing \(name)")
        }
    }

    @Test func applicationCommandsRunInTheFullBinary() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        // Help for an application command shows its real options, whichever way it is asked for
        #expect(try Self.run(MyndProcess.binary, ["ask", "--help"], in: m.directory).stdout.contains("--no-speak"))
        #expect(try Self.run(MyndProcess.binary, ["help", "ask"], in: m.directory).stdout.contains("--no-speak"))
        // An application command runs with its arguments and its exit code intact
        let path = try Self.run(MyndProcess.binary, ["config", "path"], in: m.directory)
        #expect(path.status == 0)
        #expect(path.stdout == m.directory + "/config/mynd/config.toml\n")
        let bad = m.directory + "/bad.toml"
        try Data("[axel\nname = 1\n".utf8).write(to: URL(fileURLWithPath: bad))
        #expect(try Self.run(MyndProcess.binary, ["config", "check", "--file", bad], in: m.directory).status == 78)
        // Completion scripts come from the complete tree
        let bash = try Self.run(MyndProcess.binary, ["--generate-completion-script", "bash"], in: m.directory)
        #expect(bash.status == 0 && bash.stdout.contains("--no-speak"))
    }

    @Test func fullBinaryIsFoundInLibexecAndItsAbsenceIsAClearError() throws {
        let m = try MyndProcess(); defer { m.cleanup() }
        let fm = FileManager.default
        // Given an installed layout: <prefix>/bin/mynd and <prefix>/libexec/mynd/mynd-app
        let bin = m.directory + "/prefix/bin", libexec = m.directory + "/prefix/libexec/mynd"
        try fm.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: libexec, withIntermediateDirectories: true)
        try fm.copyItem(atPath: MyndProcess.binary, toPath: bin + "/mynd")
        // When mynd-app is missing, graph commands still work and application commands say what is wrong
        #expect(try Self.run(bin + "/mynd", ["add", "goal", "Plant tomatoes"], in: m.directory).status == 0)
        let missing = try Self.run(bin + "/mynd", ["doctor"], in: m.directory)
        #expect(missing.status == 69)
        #expect(missing.stderr.contains("mynd-app") && missing.stderr.contains(libexec))
        // The daemon's client commands are the light binary's own: they need no mynd-app (the hotkey path).
        let status = try Self.run(bin + "/mynd", ["status"], in: m.directory)
        #expect(status.status == 69 && status.stderr.contains("daemon is not running"), "status: \(status.stderr)")
        #expect(!status.stderr.contains("mynd-app"))
        // So is `speak --stop`, which silences Axel from a hotkey; any other `speak` needs mynd-app.
        let hush = try Self.run(bin + "/mynd", ["speak", "--stop"], in: m.directory)
        #expect(hush.status == 69 && hush.stderr.contains("daemon is not running"), "speak --stop: \(hush.stderr)")
        #expect(!hush.stderr.contains("mynd-app"))
        #expect(try Self.run(bin + "/mynd", ["speak", "hello"], in: m.directory).stderr.contains("mynd-app"))
        // Every push-to-talk action is the light binary's too, with the same message and code as through the parser.
        for action in ["start", "stop", "toggle", "cancel"] {
            let ptt = try Self.run(bin + "/mynd", ["ptt", action], in: m.directory)
            #expect(ptt.status == 69 && ptt.stderr.contains("daemon is not running"), "ptt \(action): \(ptt.stderr)")
        }
        // A form the shortcut does not know still gets the parser's usage error.
        let sideways = try Self.run(bin + "/mynd", ["ptt", "sideways"], in: m.directory)
        #expect(sideways.status == 64 && sideways.stderr.contains("sideways"), "ptt sideways: \(sideways.stderr)")
        // Then with mynd-app in libexec the same command line reaches it
        try fm.createSymbolicLink(atPath: libexec + "/mynd-app", withDestinationPath: Self.app)
        let path = try Self.run(bin + "/mynd", ["config", "path"], in: m.directory)
        #expect(path.status == 0 && path.stdout.hasSuffix("/config/mynd/config.toml\n"))
    }

    /// The light binary is a static executable (its start-up figure in the benchmark depends on that): no
    /// program interpreter, so nothing is loaded or relocated before `main`. `mynd-app` stays dynamic.
    @Test func lightBinaryNeedsNoDynamicLoader() throws {
        func hasInterpreter(_ path: String) throws -> Bool {
            let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? file.close() }
            let elf = try file.read(upToCount: 4096) ?? Data()  // the ELF header and program headers come first
            #expect(elf.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]) && elf[4] == 2, "\(path) is a 64-bit ELF file")
            func word<T: FixedWidthInteger>(_ offset: Int, as: T.Type) -> T {
                elf[offset..<offset + MemoryLayout<T>.size].withUnsafeBytes { T(littleEndian: $0.loadUnaligned(as: T.self)) }
            }
            let table = Int(word(0x20, as: UInt64.self)), size = Int(word(0x36, as: UInt16.self)), count = Int(word(0x38, as: UInt16.self))
            return (0..<count).contains { word(table + $0 * size, as: UInt32.self) == 3 }  // PT_INTERP
        }
        #expect(try !hasInterpreter(MyndProcess.binary))
        #expect(try hasInterpreter(Self.app))
    }
}
