import Foundation
import MyndTesting
import Testing

/// The daemon end to end, as a user runs it: the real `mynd daemon` process on a real PulseAudio server (null
/// sink `spk`, pipe-source microphone `mic`), driven by the real `mynd` CLI over its control socket, with the
/// embedded defaults (offline Axel, pocketsphinx, espeak-ng).
@Suite("mynd daemon end to end", .serialized, .timeLimit(.minutes(2)))
struct DaemonEndToEndTests {
    /// Earcons off: what reaches the sink is then Axel's reply and nothing else.
    static let config = "[audio]\nearcons = false\n"

    @Test("ptt start, speech on the microphone, ptt stop: a thought in the graph and Axel's reply on the speaker")
    func pushToTalk() throws {
        let pulse = try PulseServer()
        let home = try MyndHome(pulse: pulse, config: Self.config)
        defer { home.cleanup() }
        let (daemon, status) = try DaemonProcess.started(in: home)
        #expect(status["voiceAvailable"] as? Bool == true, "status: \(status)")
        #expect(status["phase"] as? String == "idle")

        let monitor = try MonitorRecorder(pulse: pulse)
        // What a status bar sees: `status --follow` during the whole turn.
        let follower = try DaemonProcess(home: home, arguments: ["status", "--follow", "--json"])
        _ = home.waitFor(seconds: 5) { follower.output.contains("\"phase\"") }
        let start = try home.run(["ptt", "start"])
        #expect(start.status == 0, "ptt start: \(start.stderr)")
        #expect(start.stdout.contains("listening"))
        // "I want to plan the garden" is one pocketsphinx reliably hears "garden" in (tried with 0–1 s of
        // silence either side); the user starts 0.3 s after the press and is quiet for 0.5 s before releasing.
        let speech = [Int16](repeating: 0, count: 4_800) + (try Shell.speech("I want to plan the garden"))
            + [Int16](repeating: 0, count: 8_000)
        pulse.feedMic(speech, paced: true).wait()
        let stop = try home.run(["ptt", "stop"])
        #expect(stop.status == 0, "ptt stop: \(stop.stderr)")

        // The utterance is filed (in SQLite, where `mynd list` reads it), then Axel speaks and the daemon idles.
        var spoken: [String: Any]?
        let filed = try home.waitFor(seconds: 30) {
            spoken = try home.nodes().first { $0["source"] as? String == "spoken" }
            return spoken != nil
        }
        #expect(filed, "no spoken node appeared; daemon log:\n\(daemon.output)")
        let content = (spoken?["content"] as? String ?? "").lowercased()
        #expect(content.contains("garden"), "heard: \(content)")
        #expect(["thought", "goal", "action", "question"].contains(spoken?["type"] as? String ?? ""))
        // Then Axel speaks: wait until the speaker has played something and has been quiet for a second since.
        // (`status` cannot tell: its phase does not follow the voice loop — see the report.)
        let replied = home.waitFor(seconds: 30) {
            let heard = monitor.snapshot()
            return MonitorRecorder.audibleSeconds(heard) > 0 && MonitorRecorder.audibleSeconds(Array(heard.suffix(16_000))) == 0
        }
        let heard = monitor.stop()
        let seconds = MonitorRecorder.audibleSeconds(heard)
        #expect(replied, "the speaker never went quiet after the reply")
        // Offline Axel answers in a sentence or two: well over half a second of speech, far less than the recording.
        #expect(seconds >= 0.8, "only \(seconds) s audible on spk.monitor (of \(Double(heard.count) / 16_000) s recorded)")
        #expect(seconds <= 20)
        // One writer for the phase: the turn goes forward only, never back to idle half way.
        var phases: [String] = []
        for line in follower.output.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let phase = object["phase"] as? String, phase != phases.last else { continue }
            phases.append(phase)
        }
        let turn = Array(phases.drop { $0 != "listening" })
        #expect(Array(turn.prefix(5)) == ["listening", "transcribing", "thinking", "speaking", "idle"], "phases: \(phases)")

        // A press released at once: nothing to answer, and the daemon says so (status and log) instead of
        // dropping the turn in silence.
        #expect(try home.run(["ptt", "start"]).status == 0)
        #expect(try home.run(["ptt", "stop"]).status == 0)
        var reason = ""
        let told = try home.waitFor(seconds: 10) {
            reason = try home.status()?["lastError"] as? String ?? ""
            return reason.contains("nothing to answer")
        }
        #expect(told, "status lastError: \(reason)")
        #expect(reason.contains("too short"), "\(reason)")
        #expect(daemon.terminate() == 0)
        #expect(daemon.output.contains("push-to-talk: nothing to answer: the recording was too short"), "\(daemon.output)")
    }

    @Test("`mynd say` goes through the daemon's Axel into the graph; SIGTERM exits 0 and removes the socket")
    func sayAndShutdown() throws {
        let pulse = try PulseServer()
        let home = try MyndHome(pulse: pulse, config: Self.config)
        defer { home.cleanup() }
        let (daemon, status) = try DaemonProcess.started(in: home)
        #expect(status["voiceAvailable"] as? Bool == true)
        #expect(FileManager.default.fileExists(atPath: home.controlSocket))

        let monitor = try MonitorRecorder(pulse: pulse)
        let say = try home.run(["say", "I want to finish the garden plan with Bob"])
        #expect(say.status == 0, "say: \(say.stderr)")
        #expect(say.stdout.lowercased().contains("garden plan"), "reply: \(say.stdout)")
        // `say` returns once the reply was spoken: it reached the speaker.
        usleep(300_000)
        #expect(MonitorRecorder.audibleSeconds(monitor.stop()) >= 0.8)

        var nodes: [[String: Any]] = []
        let bob = try home.waitFor(seconds: 10) {
            nodes = try home.nodes()
            return nodes.contains { $0["type"] as? String == "person" && $0["content"] as? String == "Bob" }
        }
        #expect(bob, "nodes: \(nodes.map { "\($0["type"] ?? "")=\($0["content"] ?? "")" })")
        #expect(nodes.contains { $0["type"] as? String == "goal" && ($0["content"] as? String ?? "").lowercased().contains("garden plan") })

        #expect(daemon.terminate() == 0, "log:\n\(daemon.output)")
        #expect(!FileManager.default.fileExists(atPath: home.controlSocket))
        // The store closed last, its write-ahead log copied into the file.
        #expect(daemon.output.contains("knowledge graph closed"), "log:\n\(daemon.output)")
        let log = try? FileManager.default.attributesOfItem(atPath: home.directory + "/mynd.sqlite-wal")[.size] as? Int
        #expect(log ?? 0 == 0, "the write-ahead log was left with \(log ?? 0) bytes")
        // With the daemon gone, the CLI says so (69) and the graph still answers from SQLite.
        #expect(try home.run(["status"]).status == 69)
        #expect(try home.nodes().contains { $0["content"] as? String == "Bob" })
    }

    @Test("No audio server: the daemon starts anyway, says voice is unavailable, refuses ptt, still answers `say`")
    func withoutAudio() throws {
        let home = try MyndHome(pulse: nil, config: Self.config)
        defer { home.cleanup() }
        let (daemon, status) = try DaemonProcess.started(in: home)
        #expect(status["voiceAvailable"] as? Bool == false, "status: \(status)")
        #expect((status["voiceProblem"] as? String ?? "").isEmpty == false)

        let ptt = try home.run(["ptt", "start"])
        #expect(ptt.status != 0)
        #expect(ptt.stderr.contains("voice is unavailable"), "stderr: \(ptt.stderr)")

        let say = try home.run(["say", "call Alice about the roof"])
        #expect(say.status == 0, "say: \(say.stderr)")
        #expect(say.stdout.contains("Alice"), "reply: \(say.stdout)")
        #expect(try home.waitFor(seconds: 10) { try home.nodes().contains { $0["content"] as? String == "Alice" } })
        #expect(daemon.terminate() == 0)
    }
}
