import Foundation

/// A private D-Bus session bus for one suite: `dbus-daemon` with no service directories, so a missing
/// notification server gives ServiceUnknown instead of an activation attempt.
final class SessionBus: Sendable {
    let address: String
    private let daemon: TestProcess
    private let dir: TempDir

    init() throws {
        dir = try TempDir()
        let config = try dir.write("bus.conf", """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:dir=\(dir.path)</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """)
        daemon = try TestProcess("/usr/bin/dbus-daemon", ["--config-file=\(config)", "--print-address=1", "--nofork"])
        address = try daemon.waitForLine { $0.hasPrefix("unix:") }
    }
}

/// A notification server written for the tests (python3-dbus): records every Notify call as a JSON line
/// and emits ActionInvoked when asked through `org.mynd.Test.Invoke`, as a user's click would.
final class RecordingNotificationServer: Sendable {
    let recordFile: String
    private let process: TestProcess
    private let dir: TempDir
    private let address: String

    struct Call: Decodable, Equatable {
        var id: UInt32
        var app: String
        var summary: String
        var body: String
        var actions: [String]
        var hints: [String: String]
        var timeout: Int32
    }

    convenience init(bus: SessionBus) throws {
        try self.init(address: bus.address)
    }

    init(address: String) throws {
        dir = try TempDir()
        self.address = address
        recordFile = dir.path + "/calls.jsonl"
        let script = try dir.write("server.py", Self.script)
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        process = try TestProcess("/usr/bin/python3", [script, recordFile], environment: environment)
        _ = try process.waitForLine(timeout: 15) { $0 == "ready" }
    }

    var calls: [Call] {
        guard let text = try? String(contentsOfFile: recordFile, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Call.self, from: Data($0.utf8)) }
    }

    /// Makes the server emit ActionInvoked(id, key) then NotificationClosed(id, 2), via dbus-send.
    func invoke(id: UInt32, action: String) throws {
        let send = Process()
        send.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-send")
        send.arguments = ["--bus=\(address)", "--type=method_call", "--print-reply", "--dest=org.freedesktop.Notifications",
                          "/org/freedesktop/Notifications", "org.mynd.Test.Invoke", "uint32:\(id)", "string:\(action)"]
        send.standardOutput = FileHandle.nullDevice
        try send.run()
        send.waitUntilExit()
        guard send.terminationStatus == 0 else { throw TestFailure.message("dbus-send failed") }
    }

    static let script = #"""
    import sys, json, dbus, dbus.service
    from dbus.mainloop.glib import DBusGMainLoop
    from gi.repository import GLib
    DBusGMainLoop(set_as_default=True)
    log = open(sys.argv[1], "a", buffering=1)

    class Server(dbus.service.Object):
        def __init__(self, bus):
            super().__init__(bus, "/org/freedesktop/Notifications")
            self.next = 0

        @dbus.service.method("org.freedesktop.Notifications", in_signature="susssasa{sv}i", out_signature="u")
        def Notify(self, app, replaces, icon, summary, body, actions, hints, timeout):
            self.next += 1
            log.write(json.dumps({"id": self.next, "app": str(app), "summary": str(summary), "body": str(body),
                                  "actions": [str(a) for a in actions],
                                  "hints": {str(k): str(int(v)) if isinstance(v, dbus.Byte) else str(v) for k, v in hints.items()}, "timeout": int(timeout)}) + "\n")
            return self.next

        @dbus.service.method("org.freedesktop.Notifications", out_signature="ssss")
        def GetServerInformation(self):
            return ("mynd-test-server", "mynd", "1.0", "1.2")

        @dbus.service.method("org.freedesktop.Notifications", out_signature="as")
        def GetCapabilities(self):
            return ["actions", "body"]

        @dbus.service.method("org.freedesktop.Notifications", in_signature="u")
        def CloseNotification(self, nid):
            self.NotificationClosed(nid, 3)

        @dbus.service.signal("org.freedesktop.Notifications", signature="us")
        def ActionInvoked(self, nid, key):
            pass

        @dbus.service.signal("org.freedesktop.Notifications", signature="uu")
        def NotificationClosed(self, nid, reason):
            pass

        @dbus.service.method("org.mynd.Test", in_signature="us")
        def Invoke(self, nid, key):
            self.ActionInvoked(nid, key)
            self.NotificationClosed(nid, 2)

    bus = dbus.SessionBus()
    name = dbus.service.BusName("org.freedesktop.Notifications", bus)
    server = Server(bus)
    print("ready", flush=True)
    GLib.MainLoop().run()
    """#
}
