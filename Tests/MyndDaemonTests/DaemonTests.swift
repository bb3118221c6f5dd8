import Foundation
import MyndControl
import MyndCore
import Synchronization
import MyndTesting
import Testing
@testable import MyndDaemon

@Suite("Daemon", .serialized, .timeLimit(.minutes(1)))
struct DaemonTests {
    @Test("READY=1, push-to-talk over the socket, reload keeping the last good config, then STOPPING=1")
    func lifecycle() async throws {
        let dir = try TempDir()
        let bus = try SessionBus()
        let server = try RecordingNotificationServer(bus: bus)
        let listener = try NotifyListener(path: dir.path + "/notify.sock")
        let env = ["XDG_RUNTIME_DIR": dir.path + "/run", "XDG_CONFIG_HOME": dir.path + "/config",
                   "XDG_DATA_HOME": dir.path + "/data", "HOME": dir.path, "NOTIFY_SOCKET": listener.path,
                   "WATCHDOG_USEC": "200000", "DBUS_SESSION_BUS_ADDRESS": bus.address]
        // Equal quiet start and end: no quiet hours, so the test does not depend on the time of day.
        let quiet = "quiet_start = \"00:00\"\nquiet_end = \"00:00\"\n"
        let configFile = try dir.write("config/mynd/config.toml", "[proactive]\ndaily_cap = 2\n" + quiet)
        let loader = ConfigLoader(environment: env)
        let voice = RecordingVoice()
        let goals = MemoryGoals([StaleGoal(id: "g1", content: "Call Alice about the garden",
                                           lastTouched: Date().addingTimeInterval(-6 * 86_400))])
        let paths = MyndPaths(environment: env)
        let store = RecordingStore(socketPath: paths.controlSocket, voice: voice)
        let axel = ScriptedReplies { "Axel heard: \($0)" }
        let parts = DaemonParts(voice: voice, replies: axel, followupSource: goals, followupResponder: goals,
                                store: store)
        let daemon = Daemon(config: try loader.load(), loader: loader, paths: paths, parts: parts, environment: env)
        let running = Task { try await daemon.run() }

        let ready = try await blocking { listener.waitFor("READY=1") }
        #expect(ready?.last?.hasPrefix("READY=1\nSTATUS=listening on ") == true)
        #expect(try await blocking { listener.waitFor("WATCHDOG=1", timeout: 2) } != nil)
        let socket = daemon.paths.controlSocket

        let replies = try await blocking { () throws -> [ControlReply] in
            let client = try ControlClient(socketPath: socket)
            return try [client.request(.pttStart), client.request(.status), client.request(.pttStop),
                        client.request(.say, text: "hello"), client.request(.status)]
        }
        #expect(replies[0].text == "listening" && replies[1].status?.phase == "listening")
        #expect(replies[2].text == "stopped" && replies[3].text == "Axel heard: hello" && axel.said == ["hello"])
        #expect(replies[4].status?.phase == "idle" && replies[4].status?.voiceAvailable == true)
        // The notifier is a service of the group: it reports once it has met the server.
        #expect(try await eventually {
            try await blocking { try ControlClient(socketPath: socket).request(.status) }.status?.notifications == "ok (mynd-test-server)"
        })
        #expect(voice.calls.withLock { $0 } == ["start", "stop"])

        // The proactive check runs at start: the stale goal is notified through the real server.
        #expect(await eventually { server.calls.count == 1 })
        #expect(server.calls.first?.body == "“Call Alice about the garden” has no next step yet. What's one?")
        try server.invoke(id: try #require(server.calls.first).id, action: "done")
        #expect(await eventually { goals.completed.withLock { $0 } == ["g1"] })

        // A broken config on reload is refused; the daemon keeps the last good one and says why.
        try ("[proactive]\ndaily_cap = \"x\"\n" + quiet).write(toFile: configFile, atomically: true, encoding: .utf8)
        let bad = try await blocking { try ControlClient(socketPath: socket).request(.reload) }
        #expect(bad.ok == false && bad.error?.code == "bad_config")
        #expect(bad.error?.message.contains("config.toml:2: proactive.daily_cap") == true)
        #expect(daemon.currentConfig.proactive.dailyCap == 2)
        try ("[proactive]\ndaily_cap = 4\n" + quiet).write(toFile: configFile, atomically: true, encoding: .utf8)
        let good = try await blocking { try ControlClient(socketPath: socket).request(.reload) }
        #expect(good.ok == true && daemon.currentConfig.proactive.dailyCap == 4)
        #expect(try await blocking { try ControlClient(socketPath: socket).request(.status) }.status?.lastError == nil)

        await daemon.shutdown()
        try await running.value
        let stopping = try await blocking { listener.waitFor("STOPPING=1") }
        #expect(stopping != nil)
        // The store closed last: after the socket was gone and the voice was silenced.
        let closed = try #require(store.closed.withLock { $0 })
        #expect(!closed.socketOpen && closed.voiceCalls.suffix(2) == ["cancel", "stopSpeaking"])
        #expect(voice.calls.withLock { $0 }.suffix(2) == ["cancel", "stopSpeaking"])
        #expect(!FileManager.default.fileExists(atPath: socket))
        #expect(throws: ControlError.notRunning(socket: socket)) { try ControlClient(socketPath: socket) }
    }

    @Test("no audio, no bus: the daemon still starts, says voice is unavailable and serves status")
    func degraded() async throws {
        let dir = try TempDir()
        let env = ["XDG_RUNTIME_DIR": dir.path + "/run", "XDG_CONFIG_HOME": dir.path + "/config", "HOME": dir.path,
                   "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(dir.path)/no-bus"]
        let loader = ConfigLoader(environment: env)
        let daemon = Daemon(config: try loader.load(), loader: loader, paths: MyndPaths(environment: env),
                            parts: DaemonParts(voiceProblem: "no audio source (no PulseAudio server)"), environment: env)
        let running = Task { try await daemon.run() }
        let socket = daemon.paths.controlSocket
        #expect(await eventually { FileManager.default.fileExists(atPath: socket) })
        let (status, ptt) = try await blocking { () throws -> (ControlReply, ControlReply) in
            let client = try ControlClient(socketPath: socket)
            return (try client.request(.status), try client.request(.pttStart))
        }
        #expect(status.status?.voiceAvailable == false)
        #expect(status.status?.voiceProblem == "no audio source (no PulseAudio server)")
        #expect(try await eventually {
            try await blocking { try ControlClient(socketPath: socket).request(.status) }.status?.notifications
                .contains("no D-Bus session bus") == true
        })
        #expect(ptt.ok == false && ptt.error?.code == "voice_unavailable")
        #expect(ptt.error?.message == "voice is unavailable: no audio source (no PulseAudio server)")

        // A second daemon on the same runtime dir refuses to start.
        let second = Daemon(config: try loader.load(), loader: loader, paths: MyndPaths(environment: env),
                            parts: DaemonParts(), environment: env)
        await #expect(throws: ControlError.alreadyRunning(socket: socket)) { try await second.run() }

        await daemon.shutdown()
        try await running.value
    }
}
