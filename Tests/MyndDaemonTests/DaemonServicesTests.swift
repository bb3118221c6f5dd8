import Foundation
import Glibc
import Logging
import MyndControl
import MyndCore
import Synchronization
import Testing
@testable import MyndDaemon

/// The hotkey and the desktop notifier as services of the daemon's group: started by it, reporting through the
/// status hub, and stopped by its graceful shutdown (the end of their `run()`), not by hand.
@Suite("Daemon services", .serialized, .timeLimit(.minutes(1)))
struct DaemonServicesTests {
    func environment(_ dir: TempDir, bus: String) -> [String: String] {
        ["XDG_RUNTIME_DIR": dir.path + "/run", "XDG_CONFIG_HOME": dir.path + "/config", "XDG_DATA_HOME": dir.path + "/data",
         "HOME": dir.path, "DBUS_SESSION_BUS_ADDRESS": bus]
    }

    func status(_ socket: String) async -> DaemonStatus? {
        try? await blocking { try ControlClient(socketPath: socket).request(.status) }.status
    }

    @Test("a key press on a real keyboard node reaches the voice; shutdown ends the hotkey's thread and the bus connection")
    func shutdownStopsHotkeyAndNotifier() async throws {
        let dir = try TempDir()
        let bus = try SessionBus()
        let server = try RecordingNotificationServer(bus: bus)
        let devices = dir.path + "/input"
        try FileManager.default.createDirectory(atPath: devices, withIntermediateDirectories: true)
        // A FIFO named like an evdev node, held open read-write so it stays present (see EvdevHotkeyTests).
        #expect(mkfifo(devices + "/event0", 0o600) == 0)
        let keyboard = open(devices + "/event0", O_RDWR | O_CLOEXEC)
        defer { close(keyboard) }
        let env = environment(dir, bus: bus.address)
        _ = try dir.write("config/mynd/config.toml", "[hotkey]\nkey = \"KEY_F13\"\n")
        let loader = ConfigLoader(environment: env)
        let voice = RecordingVoice()
        let daemon = Daemon(config: try loader.load(), loader: loader, paths: MyndPaths(environment: env),
                            parts: DaemonParts(voice: voice), environment: env,
                            hotkeyDevices: .init(directory: devices, requireCapabilities: false))
        let running = Task { try await daemon.run() }
        let socket = daemon.paths.controlSocket

        #expect(await eventually {
            guard let status = await status(socket) else { return false }
            return status.notifications == "ok (mynd-test-server)" && status.hotkey.hasPrefix("listening for KEY_F13 on ")
        })
        let (notifier, hotkey) = daemon.builtIn.withLock { ($0.notifier, $0.hotkey) }
        let dbus = try #require(notifier)
        let evdev = try #require(hotkey)
        #expect(dbus.isConnected && evdev.isRunning)
        _ = server  // the notification server stays up for the whole test

        let press = [InputEvent(type: 1, code: 183, value: 1), InputEvent(type: 0, code: 0, value: 0)].flatMap(\.encoded)
        _ = press.withUnsafeBytes { write(keyboard, $0.baseAddress, $0.count) }
        #expect(await eventually { voice.calls.withLock { $0 } == ["start"] })
        let release = [InputEvent(type: 1, code: 183, value: 0)].flatMap(\.encoded)
        _ = release.withUnsafeBytes { write(keyboard, $0.baseAddress, $0.count) }
        #expect(await eventually { voice.calls.withLock { $0 } == ["start", "stop"] })

        let actions = dbus.actions()
        let actionsEnded = Task { for await _ in actions {}; return true }
        await daemon.shutdown()
        try await running.value
        // run() of each returns only after its thread has ended: nothing is left running once the group is done.
        #expect(!evdev.isRunning)
        #expect(!dbus.isConnected)
        #expect(await actionsEnded.value)
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    @Test("a hotkey that cannot start, or has no keyboard: the daemon serves on and the status says why")
    func hotkeyProblemsLeaveTheDaemonRunning() async throws {
        let dir = try TempDir()
        let env = environment(dir, bus: "unix:path=\(dir.path)/no-bus")
        let loader = ConfigLoader(environment: env)
        // An unknown key name gets past no config file (the validator refuses it), so it is set here directly:
        // the hotkey cannot even be made.
        var loaded = try loader.load()
        loaded.config.hotkey.key = "KEY_NOPE"
        let daemon = Daemon(config: loaded, loader: loader, paths: MyndPaths(environment: env),
                            parts: DaemonParts(voice: RecordingVoice()), environment: env)
        let running = Task { try await daemon.run() }
        let socket = daemon.paths.controlSocket
        #expect(await eventually { await status(socket)?.hotkey.hasPrefix("unknown hotkey \"KEY_NOPE\"") == true })
        #expect(await eventually { await status(socket)?.notifications.contains("no D-Bus session bus") == true })
        let ptt = try await blocking { try ControlClient(socketPath: socket).request(.pttStart) }
        #expect(ptt.ok == true && ptt.text == "listening")
        #expect(daemon.builtIn.withLock { $0.hotkey } == nil)
        await daemon.shutdown()
        try await running.value

        // A known key with no keyboard to watch: the service runs, waiting for one, and says so.
        loaded.config.hotkey.key = "KEY_F13"
        let empty = dir.path + "/no-keyboards"
        let second = Daemon(config: loaded, loader: loader, paths: MyndPaths(environment: env), parts: DaemonParts(),
                            environment: env, hotkeyDevices: .init(directory: empty, requireCapabilities: false))
        let secondRun = Task { try await second.run() }
        #expect(await eventually {
            await status(socket)?.hotkey == "no keyboard with KEY_F13 found in \(empty) (waiting for one to be plugged in)"
        })
        let hotkey = try #require(second.builtIn.withLock { $0.hotkey })
        #expect(hotkey.isRunning)
        await second.shutdown()
        try await secondRun.value
        #expect(!hotkey.isRunning)
    }

    @Test("a status publisher (the voice loop's phases, the engines' health) reports while the daemon runs and is cancelled by its shutdown")
    func publishersRunInTheGroup() async throws {
        let dir = try TempDir()
        let bus = try SessionBus()
        let env = environment(dir, bus: bus.address)
        let loader = ConfigLoader(environment: env)
        let publisher = CountingPublisher()
        let daemon = Daemon(config: try loader.load(), loader: loader, paths: MyndPaths(environment: env),
                            parts: DaemonParts(voice: RecordingVoice(), publishers: [publisher]), environment: env)
        let running = Task { try await daemon.run() }
        let socket = daemon.paths.controlSocket
        #expect(await eventually { await status(socket)?.transcriber == "engine report 3" })
        #expect(publisher.state.withLock { $0 } == .publishing)
        await daemon.shutdown()
        try await running.value
        #expect(publisher.state.withLock { $0 } == .cancelled)
    }
}

/// Reports three times, then waits to be cancelled, and remembers that it was.
final class CountingPublisher: StatusPublisher {
    enum State: Equatable { case idle, publishing, cancelled }
    let state = Mutex(State.idle)

    func publish(into hub: StatusHub, logger: Logger) async {
        state.withLock { $0 = .publishing }
        for count in 1...3 { await hub.update { $0.transcriber = "engine report \(count)" } }
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(20)) }
        state.withLock { $0 = .cancelled }
    }
}
