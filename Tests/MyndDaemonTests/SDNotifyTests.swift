import Foundation
import Testing
@testable import MyndDaemon

@Suite("sd_notify", .serialized, .timeLimit(.minutes(1)))
struct SDNotifyTests {
    @Test("datagrams reach a path socket and an abstract one")
    func pathAndAbstract() throws {
        let dir = try TempDir()
        let listener = try NotifyListener(path: dir.path + "/notify.sock")
        let notify = SDNotify(environment: ["NOTIFY_SOCKET": listener.path])
        #expect(notify.isEnabled)
        #expect(notify.send("READY=1", "STATUS=testing"))
        #expect(listener.next() == "READY=1\nSTATUS=testing")
        notify.stopping()
        #expect(listener.next() == "STOPPING=1\nSTATUS=stopping")

        // Abstract namespace: "@name" means a leading NUL byte. Bind one with Python and read what we send.
        let name = "mynd-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let reader = try TestProcess("/usr/bin/python3", ["-c", """
        import socket
        s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM); s.bind("\\0\(name)")
        print("bound", flush=True); print(s.recv(4096).decode(), flush=True)
        """])
        _ = try reader.waitForLine { $0 == "bound" }
        #expect(SDNotify(environment: ["NOTIFY_SOCKET": "@" + name]).send("WATCHDOG=1"))
        _ = try reader.waitForLine { $0 == "WATCHDOG=1" }
    }

    @Test("no NOTIFY_SOCKET: nothing is sent; WATCHDOG_USEC gives half the interval, only for our pid")
    func environment() {
        #expect(!SDNotify(environment: [:]).send("READY=1"))
        #expect(SDNotify(environment: ["WATCHDOG_USEC": "30000000"]).watchdogInterval == .seconds(15))
        #expect(SDNotify(environment: ["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "1"]).watchdogInterval == nil)
        #expect(SDNotify(environment: ["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "\(getpid())"]).watchdogInterval == .seconds(15))
    }
}
