import Foundation
import MyndTesting
import Testing

/// The daemon honours its settings as a user changes them: `[speech] enabled`, a SIGHUP reload, the key
/// silencing every speech, and `mynd doctor` with a broken config. Real daemon, real PulseAudio, real CLI.
@Suite("Daemon settings end to end", .serialized, .timeLimit(.minutes(3)))
struct DaemonSettingsEndToEndTests {
    static let long = "Tell me more about the garden project with Alice, Bob and Maya, and the plan for the spring, "
        + "because I want to think out loud about the beds, the seeds, the water and the path by the shed."

    func writeConfig(_ home: MyndHome, _ text: String) throws {
        try text.write(toFile: home.directory + "/config/mynd/config.toml", atomically: true, encoding: .utf8)
        chmod(home.directory + "/config/mynd/config.toml", 0o600)
    }

    @Test("speech off: `say` answers in text and nothing reaches the speaker; a reload turns it on, and back off")
    func speechOffAndReload() throws {
        let pulse = try PulseServer()
        let home = try MyndHome(pulse: pulse, config: "[audio]\nearcons = false\n[speech]\nenabled = false\n")
        defer { home.cleanup() }
        let daemon = try DaemonProcess.started(in: home).daemon
        defer { _ = daemon.terminate() }

        var monitor = try MonitorRecorder(pulse: pulse)
        let quiet = try home.run(["say", "call Alice about the roof"])
        #expect(quiet.status == 0 && quiet.stdout.contains("Alice"), "say: \(quiet.stdout) \(quiet.stderr)")
        usleep(500_000)
        #expect(MonitorRecorder.audibleSeconds(monitor.stop()) == 0, "speech is off, yet the speaker played")

        // SIGHUP with speech on: the next `say` is heard.
        try writeConfig(home, "[audio]\nearcons = false\n[speech]\nenabled = true\n")
        kill(daemon.pid, SIGHUP)
        usleep(500_000)
        monitor = try MonitorRecorder(pulse: pulse)
        #expect(try home.run(["say", "call Bob about the fence"]).status == 0)
        usleep(300_000)
        #expect(MonitorRecorder.audibleSeconds(monitor.stop()) >= 0.8, "speech was turned on by the reload, yet nothing was heard")

        // A change the daemon cannot apply live is named in `status`.
        try writeConfig(home, "[audio]\nearcons = false\ndevice = \"mic\"\n[speech]\nenabled = false\n")
        kill(daemon.pid, SIGHUP)
        var status: [String: Any]?
        _ = try home.waitFor(seconds: 5) {
            status = try home.status()
            return (status?["restartNeeded"] as? [String]) != nil
        }
        #expect(status?["restartNeeded"] as? [String] == ["audio.device"], "status: \(String(describing: status))")
        monitor = try MonitorRecorder(pulse: pulse)
        #expect(try home.run(["say", "water the tomatoes"]).status == 0)
        usleep(500_000)
        #expect(MonitorRecorder.audibleSeconds(monitor.stop()) == 0, "speech was turned off by the reload")
    }

    @Test("The key silences a `say` reply too, and `mynd speak --stop` does")
    func keySilencesSay() async throws {
        let pulse = try PulseServer()
        let home = try MyndHome(pulse: pulse, config: "[audio]\nearcons = false\n")
        defer { home.cleanup() }
        let daemon = try DaemonProcess.started(in: home).daemon
        defer { _ = daemon.terminate() }

        for stopper in [["ptt", "start"], ["speak", "--stop"]] {
            let monitor = try MonitorRecorder(pulse: pulse)
            let saying = Task.detached { try home.run(["say", Self.long]) }
            // Wait until Axel is audibly speaking.
            #expect(home.waitFor(seconds: 15) { MonitorRecorder.audibleSeconds(Array(monitor.snapshot().suffix(3_200))) > 0.05 })
            let pressed = monitor.snapshot().count
            #expect(try home.run(stopper).status == 0)
            usleep(1_500_000)
            let heard = monitor.stop()
            // 16 kHz: everything from 300 ms after the stop on must be silent (the benchmark measures the real figure).
            let after = Array(heard.dropFirst(pressed + 4_800))
            #expect(after.count > 8_000)
            #expect(MonitorRecorder.audibleSeconds(after) == 0, "\(stopper): still speaking \(MonitorRecorder.audibleSeconds(after)) s after")
            _ = try await saying.value
            if stopper == ["ptt", "start"] { _ = try home.run(["ptt", "cancel"]) }
        }
    }

    @Test("`mynd doctor` with a broken config prints the config error and every other check")
    func doctorWithBadConfig() throws {
        let home = try MyndHome(config: "[speech\nrate = fast\n")
        defer { home.cleanup() }
        home.set(["MYND_DB": home.directory + "/elsewhere.sqlite"])
        let result = try home.run(["doctor"])
        #expect(result.status == 1)
        for name in ["config", "daemon", "database", "runtime"] {
            #expect(result.stdout.contains(name), "doctor lacks the \(name) check:\n\(result.stdout)")
        }
        #expect(result.stdout.contains("elsewhere.sqlite"), "doctor ignored $MYND_DB:\n\(result.stdout)")
    }
}
