import Foundation
import MyndControl
import Testing
@testable import MyndDaemon

@Suite("Doctor", .serialized, .timeLimit(.minutes(1)))
struct DoctorTests {
    func sqlite(_ file: String, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [file, sql]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure.message("sqlite3 failed") }
    }

    @Test("database integrity: a sound file passes, a damaged one fails with a fix, a missing one is fine")
    func database() throws {
        let dir = try TempDir()
        let doctor = Doctor(paths: MyndPaths(environment: ["HOME": dir.path]))
        #expect(doctor.checkDatabase(path: dir.path + "/absent.sqlite").passed)
        let file = dir.path + "/graph.sqlite"
        try sqlite(file, """
        CREATE TABLE node(id INTEGER PRIMARY KEY, content TEXT);
        CREATE INDEX node_content ON node(content);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
        INSERT INTO node(content) SELECT printf('thought number %d about the garden', i) FROM n;
        """)
        let sound = doctor.checkDatabase(path: file)
        #expect(sound.passed && sound.detail.hasSuffix("quick_check ok"))

        // Scribble over the middle of the file, where b-tree pages live.
        let handle = try #require(FileHandle(forUpdatingAtPath: file))
        try handle.seek(toOffset: 8 * 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096 * 4))
        try handle.close()
        let damaged = doctor.checkDatabase(path: file)
        #expect(!damaged.passed)
        #expect(damaged.fix?.contains(".recover") == true || damaged.fix?.contains("backup") == true)
    }

    @Test("config: a readable key file fails with the chmod fix")
    func config() throws {
        let dir = try TempDir()
        _ = try dir.write("cfg/mynd/config.toml", "[llm]\napi_key = \"sk-ant-doctor-test-key\"\n", mode: 0o640)
        let doctor = Doctor(paths: MyndPaths(environment: ["HOME": dir.path, "XDG_CONFIG_HOME": dir.path + "/cfg"]),
                            environment: ["HOME": dir.path, "XDG_CONFIG_HOME": dir.path + "/cfg"])
        let check = doctor.checkConfig()
        #expect(!check.passed && check.fix == "chmod 600 \(dir.path)/cfg/mynd/config.toml")
        #expect(!check.detail.contains("sk-ant-doctor"))
        let socket = doctor.checkSocket()
        #expect(!socket.passed && socket.fix?.contains("systemctl --user enable --now mynd") == true)
    }

    @Test("notifications: the server's name when there is one, the fix when there is none")
    func notifications() async throws {
        let bus = try SessionBus()
        let env = ["DBUS_SESSION_BUS_ADDRESS": bus.address, "HOME": "/nonexistent"]
        let doctor = Doctor(paths: MyndPaths(environment: env), environment: env)
        let missing = await doctor.checkNotifications()
        #expect(!missing.passed && missing.fix?.contains("dunst") == true)
        let server = try RecordingNotificationServer(bus: bus)
        let present = await doctor.checkNotifications()
        #expect(present.passed && present.detail.contains("mynd-test-server"))
        _ = server
    }
}
