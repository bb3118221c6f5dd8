import Foundation
import Glibc
import MyndTesting
import Testing

/// The local speech engine as a user gets it: `mynd daemon` with no configuration starts wyoming-faster-whisper,
/// speech on the PulseAudio microphone is filed as Whisper heard it, and a `kill -9` of the daemon leaves no
/// engine behind. The engine is the one scripts/setup installs (~/.local/share/mynd/engine), linked into the
/// test's private data directory, where the daemon looks for it.
@Suite("local speech engine end to end", .serialized, .timeLimit(.minutes(4)))
struct LocalEngineEndToEndTests {
    static let installedEngine = ProcessInfo.processInfo.environment["HOME"].map { $0 + "/.local/share/mynd/engine" } ?? ""

    /// A home whose data directory holds the installed engine (as after scripts/setup or make install).
    static func homeWithEngine(pulse: PulseServer? = nil) throws -> MyndHome {
        guard FileManager.default.fileExists(atPath: installedEngine + "/bin/python3") else {
            throw TestFailure("the local engine is not installed at \(installedEngine) (run scripts/setup --test)")
        }
        let home = try MyndHome(pulse: pulse, config: "[audio]\nearcons = false\n")
        try FileManager.default.createDirectory(atPath: home.directory + "/data/mynd", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.directory + "/data/mynd/engine", withDestinationPath: installedEngine)
        return home
    }

    static func enginePID(_ status: [String: Any]?) -> Int32? {
        guard let line = status?["transcriber"] as? String, let range = line.range(of: "pid ") else { return nil }
        return Int32(line[range.upperBound...].prefix { $0.isNumber })
    }

    @Test("no configuration: push-to-talk speech is heard by the local Whisper engine; kill -9 leaves no engine")
    func pushToTalkThroughTheEngine() throws {
        let pulse = try PulseServer()
        let home = try Self.homeWithEngine(pulse: pulse)
        defer { home.cleanup() }
        // Alice is in the graph before the daemon starts: her name biases the engine (espeak-ng's "Alice" alone
        // comes back as "Ali some" from tiny.en).
        let seeded = try home.run(["ask", "I need to call Alice about the garden plan"])
        #expect(seeded.status == 0, "\(seeded.stderr)")
        #expect(try home.nodes().contains { $0["type"] as? String == "person" && $0["content"] as? String == "Alice" })
        let daemon = try DaemonProcess.started(in: home).daemon
        var status: [String: Any]?
        let ready = try home.waitFor(seconds: 120) {
            status = try home.status()
            return (status?["transcriber"] as? String)?.contains(": ready") == true
        }
        #expect(ready, "status: \(String(describing: status)); log:\n\(daemon.output)")
        let engine = try #require(Self.enginePID(status), "\(String(describing: status))")
        let shown = try home.run(["status"])
        #expect(shown.stdout.contains("transcriber:   local engine, tiny.en (bundled): ready (pid \(engine)"), "\(shown.stdout)")

        #expect(try home.run(["ptt", "start"]).status == 0)
        let speech = [Int16](repeating: 0, count: 4_800) + (try Shell.speech("Remember to call Alice about the garden project on Friday"))
            + [Int16](repeating: 0, count: 8_000)
        pulse.feedMic(speech, paced: true).wait()
        let stop = try home.run(["ptt", "stop"])
        #expect(stop.status == 0, "ptt stop: \(stop.stderr)")
        var spoken: [String: Any]?
        let filed = try home.waitFor(seconds: 60) {
            spoken = try home.nodes().first { $0["source"] as? String == "spoken" }
            return spoken != nil
        }
        #expect(filed, "no spoken node; daemon log:\n\(daemon.output)")
        let content = spoken?["content"] as? String ?? ""
        // Whisper's hallmarks, which pocketsphinx never gives: the name capitalised, the day, punctuation.
        #expect(content.contains("Alice"), "heard: \(content)")
        #expect(content.contains("Friday"), "heard: \(content)")
        #expect(content.lowercased().contains("garden"), "heard: \(content)")

        kill(daemon.pid, SIGKILL)
        let gone = home.waitFor(seconds: 10) { kill(engine, 0) != 0 }
        #expect(gone, "engine pid \(engine) outlived the daemon")
    }

    @Test("no engine installed: status says so once and why, and pocketsphinx still hears")
    func withoutTheEngine() throws {
        let home = try MyndHome()
        defer { home.cleanup() }
        let daemon = try DaemonProcess.started(in: home).daemon
        defer { _ = daemon.terminate() }
        var line: String?
        let said = try home.waitFor(seconds: 10) {
            line = try home.status()?["transcriber"] as? String
            return line != nil
        }
        #expect(said)
        #expect(line?.hasPrefix("local engine: unavailable: wyoming-faster-whisper is not installed") == true, "\(line ?? "nil")")
        #expect(line?.hasSuffix("— pocketsphinx answers meanwhile") == true, "\(line ?? "nil")")
        #expect(daemon.output.components(separatedBy: "local speech engine unavailable").count == 2, "said once:\n\(daemon.output)")

        let wav = home.directory + "/garden.wav"
        _ = try Shell.output("espeak-ng -v en-us -w '\(wav)' 'I want to plan the garden'")
        let result = try home.run(["transcribe", wav, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"transcriber\":\"offline\""), "\(result.stdout)")
    }

    @Test("mynd transcribe --with local starts a private engine; --with wyoming --url reaches any Wyoming server")
    func transcribeCommand() async throws {
        let home = try Self.homeWithEngine()
        defer { home.cleanup() }
        let wav = home.directory + "/alice.wav"
        _ = try Shell.output("espeak-ng -v en-us -w '\(wav)' 'I need to email Alice about the garden plan before Friday.'")
        let local = try home.run(["transcribe", wav, "--with", "local", "--json"])
        #expect(local.status == 0, "\(local.stderr)")
        let json = try JSONSerialization.jsonObject(with: local.stdoutData) as? [String: Any]
        #expect(json?["transcriber"] as? String == "local", "\(local.stdout)")
        #expect((json?["text"] as? String)?.contains("Alice") == true, "\(local.stdout)")
        // The private engine is stopped with the command.
        #expect(!(try Shell.output("pgrep -f '\(home.directory)/run/mynd/[w]hisper-' || true").contains { $0 != 0x0A }))

        let fixture = try await FixtureProcess.start("wyoming_fixture.py", responses: [["text": "Call Kenji."]])
        defer { fixture.stop() }
        let remote = try home.run(["transcribe", wav, "--with", "wyoming", "--url", "tcp://127.0.0.1:\(fixture.port)"])
        #expect(remote.status == 0, "\(remote.stderr)")
        #expect(remote.stdout == "Call Kenji.\n")
        let missing = try home.run(["transcribe", wav, "--with", "wyoming"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("--with wyoming needs --url"), "\(missing.stderr)")
    }
}
