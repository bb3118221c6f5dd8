import Foundation
import MyndControl
import Synchronization
import Testing
@testable import MyndDaemon

/// A handler that records what it was asked, so dispatch can be observed end to end.
actor RecordingHandler: ControlHandler {
    private(set) var performed: [(ControlCommand, String?)] = []
    let hub = StatusHub(DaemonStatus(phase: "idle", configPath: "/test"))

    func perform(_ command: ControlCommand, text: String?) async throws -> String? {
        performed.append((command, text))
        if command == .reload { throw ControlFault(code: "bad_config", message: "line 3: nope") }
        if command == .say { return "you said: \(text ?? "")" }
        if command == .pttStart { await hub.update { $0.phase = "listening" } }
        return "done \(command.rawValue)"
    }

    func status() async -> DaemonStatus { await hub.status }
    func statusUpdates() async -> AsyncStream<DaemonStatus> { await hub.updates() }
    var commands: [ControlCommand] { performed.map(\.0) }
}

@Suite("Control socket", .serialized, .timeLimit(.minutes(1)))
struct ControlServerTests {
    let dir: TempDir
    let socket: String

    init() throws {
        dir = try TempDir()
        socket = dir.path + "/run/mynd/control.sock"
    }

    @Test("directory 0700, socket 0600, and every command dispatched with a versioned reply")
    func permissionsAndCommands() async throws {
        let handler = RecordingHandler()
        let server = ControlServer(socketPath: socket, handler: handler)
        try server.start()
        defer { server.stop() }
        var info = stat()
        stat(dir.path + "/run/mynd", &info)
        #expect(info.st_mode & 0o777 == 0o700)
        stat(socket, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(info.st_mode & S_IFMT == S_IFSOCK)

        let socket = self.socket
        let commands: [ControlCommand] = [.pttStart, .pttStop, .pttToggle, .pttCancel, .speakStop]
        let replies = try await blocking {
            let client = try ControlClient(socketPath: socket)
            return try [client.request(.status)] + commands.map { try client.request($0) }
                + [client.request(.say, text: "hello"), client.request(.reload), client.request(.say, text: "  ")]
        }
        let status = replies[0]
        #expect(status.v == 1 && status.ok == true && status.status?.configPath == "/test")
        for (command, reply) in zip(commands, replies[1...]) {
            #expect(reply.ok == true && reply.text == "done \(command.rawValue)")
        }
        #expect(replies[6].text == "you said: hello")
        #expect(replies[7].ok == false && replies[7].error == ControlFault(code: "bad_config", message: "line 3: nope"))
        #expect(replies[8].ok == false && replies[8].error?.code == "malformed")
        #expect(await handler.commands == [.pttStart, .pttStop, .pttToggle, .pttCancel, .speakStop, .say, .reload])
    }

    @Test("malformed JSON, unknown commands and wrong versions get errors; the connection keeps working")
    func malformedInput() async throws {
        let server = ControlServer(socketPath: socket, handler: RecordingHandler())
        try server.start()
        defer { server.stop() }
        let socket = self.socket
        let inputs: [Data] = [Data("{not json\n".utf8), Data("[1,2,3]\n".utf8),
                              Data(#"{"v":1,"id":"x","cmd":"rm -rf"}"#.utf8 + [0x0A]),
                              Data(#"{"v":99,"cmd":"status"}"#.utf8 + [0x0A]), Data([0xFF, 0xFE, 0x00, 0x0A])]
        let replies = try await blocking {
            let client = try ControlClient(socketPath: socket)
            var replies: [ControlReply] = []
            for input in inputs {
                try client.sendRaw(input)
                replies.append(try client.readReply())
            }
            return replies + [try client.request(.status)]
        }
        #expect(replies.map { $0.error?.code } == ["malformed", "malformed", "unknown_command", "unsupported_version",
                                                   "malformed", nil])
        #expect(replies[2].id == "x")
        #expect(replies[5].ok == true)
    }

    @Test("a line over 64 KiB gets an error and a closed connection; the server carries on")
    func oversizedLine() async throws {
        let server = ControlServer(socketPath: socket, handler: RecordingHandler())
        try server.start()
        defer { server.stop() }
        let socket = self.socket
        let (tooLong, afterwards, fresh, edge) = try await blocking { () throws -> (String?, String, Bool?, String?) in
            let client = try ControlClient(socketPath: socket)
            let huge = #"{"v":1,"cmd":"say","text":""# + String(repeating: "a", count: 70_000) + "\"}\n"
            try? client.sendRaw(Data(huge.utf8))
            let tooLong = try client.readReply().error?.code
            let afterwards: String
            do { _ = try client.readReply(); afterwards = "still open" } catch { afterwards = "\(error)" }
            let fresh = try ControlClient(socketPath: socket).request(.status).ok
            // Exactly at the limit is still accepted (as a malformed request, not a too-long one).
            let edge = try ControlClient(socketPath: socket)
            try edge.sendRaw(Data(String(repeating: " ", count: ControlProtocol.maxLineBytes - 1).utf8) + Data("x\n".utf8))
            return (tooLong, afterwards, fresh, try edge.readReply().error?.code)
        }
        #expect(tooLong == "line_too_long")
        #expect(afterwards.contains("not running"))
        #expect(fresh == true)
        #expect(edge == "malformed")
    }

    @Test("50 clients at once all get their status")
    func concurrentClients() async throws {
        let server = ControlServer(socketPath: socket, handler: RecordingHandler())
        try server.start()
        defer { server.stop() }
        let socket = self.socket
        let ok = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    try await blocking {
                        let client = try ControlClient(socketPath: socket)
                        var count = 0
                        for _ in 0..<5 where try client.request(.status).status != nil { count += 1 }
                        return count
                    }
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(ok == 250)
    }

    @Test("subscribe streams status changes")
    func subscribe() async throws {
        let handler = RecordingHandler()
        let server = ControlServer(socketPath: socket, handler: handler)
        try server.start()
        defer { server.stop() }
        let socket = self.socket
        let follower = Task {
            try await blocking { () throws -> [String] in
                var phases: [String] = []
                try ControlClient(socketPath: socket).follow { status in
                    phases.append(status.phase)
                    return phases.count < 2
                }
                return phases
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        _ = try await blocking { try ControlClient(socketPath: socket).request(.pttStart) }
        #expect(try await follower.value == ["idle", "listening"])
    }

    @Test("a stale socket is replaced; a live daemon refuses a second one")
    func staleAndSecond() async throws {
        let socket = self.socket
        // A socket file nobody listens on, as a crashed daemon leaves it.
        try FileManager.default.createDirectory(atPath: dir.path + "/run/mynd", withIntermediateDirectories: true)
        let stale = try UnixSocket.newStreamSocket()
        try UnixSocket.bind(stale, to: socket)
        close(stale)
        #expect(FileManager.default.fileExists(atPath: socket))
        #expect(throws: ControlError.notRunning(socket: socket)) { try ControlClient(socketPath: socket) }

        let first = ControlServer(socketPath: socket, handler: RecordingHandler())
        try first.start()
        #expect(try await blocking { try ControlClient(socketPath: socket).request(.status).ok } == true)
        let second = ControlServer(socketPath: socket, handler: RecordingHandler())
        #expect(throws: ControlError.alreadyRunning(socket: socket)) { try second.start() }
        #expect(try await blocking { try ControlClient(socketPath: socket).request(.status).ok } == true)
        first.stop()
        #expect(!FileManager.default.fileExists(atPath: socket))
        let third = ControlServer(socketPath: socket, handler: RecordingHandler())
        try third.start()
        third.stop()
    }

    @Test("a client running as another uid is refused by SO_PEERCRED")
    func peerUIDRefused() async throws {
        let server = ControlServer(socketPath: socket, handler: RecordingHandler())
        try server.start()
        defer { server.stop() }
        // With the default modes, uid 65534 cannot even reach the socket.
        let socket = self.socket
        let blocked = try runAsNobody(socket: socket)
        #expect(blocked.contains("PermissionError"))
        // Opened up on purpose: the kernel lets it connect, the peer-credential check must refuse it.
        chmod(dir.path, 0o755)
        chmod(dir.path + "/run", 0o755)
        chmod(dir.path + "/run/mynd", 0o755)
        chmod(socket, 0o666)
        let refused = try runAsNobody(socket: socket)
        #expect(refused.contains("\"forbidden\""))
        #expect(!refused.contains("\"status\""))
        #expect(try await blocking { try ControlClient(socketPath: socket).request(.status).ok } == true)
    }

    /// Connects as uid/gid 65534 with `setpriv` and prints what the daemon answered (or the Python error).
    private func runAsNobody(socket: String) throws -> String {
        // A refused peer is answered at once, before it sends anything: read first, then send if nothing came.
        let script = """
        import socket, sys
        try:
            s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.settimeout(1.0)
            try:
                print(s.recv(65536).decode())
            except socket.timeout:
                s.sendall(b'{"v":1,"cmd":"status"}\\n'); print(s.recv(65536).decode())
        except Exception as e:
            print(type(e).__name__, e)
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3", "-c", script, socket]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
