import Foundation
import MyndCore
import Testing
@testable import MyndDaemon

@Suite("D-Bus notifications", .serialized, .timeLimit(.minutes(1)))
struct DBusNotifierTests {
    @Test("Notify reaches a real notification server with summary, body, actions and hints; clicks come back")
    func notifyAndAction() async throws {
        let bus = try SessionBus()
        let server = try RecordingNotificationServer(bus: bus)
        let notifier = DBusNotifier(address: bus.address)
        try notifier.start()
        defer { notifier.stop() }
        #expect(try await notifier.serverInformation().first == "mynd-test-server")

        let actions = notifier.actions()
        let closed = notifier.closedNotifications()
        let id = try await notifier.notify(DesktopNotification(
            summary: "Axel has a thought", body: "“Ship the garden plan” has no next step yet. What's one?",
            actions: [.init(key: "done", label: "Done"), .init(key: "snooze", label: "Snooze"), .init(key: "talk", label: "Talk")]))
        #expect(id == 1)
        let call = try #require(server.calls.first)
        #expect(call.app == "mynd")
        #expect(call.summary == "Axel has a thought")
        #expect(call.body == "“Ship the garden plan” has no next step yet. What's one?")
        #expect(call.actions == ["done", "Done", "snooze", "Snooze", "talk", "Talk"])
        #expect(call.hints["urgency"] == "1" && call.hints["desktop-entry"] == "mynd")
        #expect(call.timeout == 0)

        try server.invoke(id: id, action: "snooze")
        var iterator = actions.makeAsyncIterator()
        let clicked = await iterator.next()
        #expect(clicked?.0 == id && clicked?.1 == "snooze")
        var closedIterator = closed.makeAsyncIterator()
        let gone = await closedIterator.next()
        #expect(gone?.id == id && gone?.reason == 2)
    }

    @Test("no notification server: a clear ServiceUnknown error, and the notifier keeps working")
    func noServer() async throws {
        let bus = try SessionBus()
        let notifier = DBusNotifier(address: bus.address)
        try notifier.start()
        defer { notifier.stop() }
        await #expect(throws: NotifierError.noNotificationServer) {
            try await notifier.notify(DesktopNotification(summary: "s", body: "b"))
        }
        #expect(NotifierError.noNotificationServer.description.contains("no notification server"))
        // A server appearing later is used without restarting the notifier.
        let server = try RecordingNotificationServer(bus: bus)
        let id = try await notifier.notify(DesktopNotification(summary: "later", body: "b"))
        #expect(id == 1 && server.calls.map(\.summary) == ["later"])
    }

    @Test("no bus at all: start throws noSessionBus")
    func noBus() async throws {
        let dir = try TempDir()
        let notifier = DBusNotifier(address: "unix:path=\(dir.path)/no-bus")
        #expect {
            try notifier.start()
        } throws: { error in
            guard case .noSessionBus = error as? NotifierError else { return false }
            return true
        }
        await #expect(throws: NotifierError.self) { try await notifier.notify(DesktopNotification(summary: "s", body: "b")) }
    }
}

@Suite("D-Bus notifications, late bus", .serialized, .timeLimit(.minutes(1)))
struct DBusLateBusTests {
    @Test("a bus that appears after start is connected on the next notification")
    func lateBus() async throws {
        let dir = try TempDir()
        let path = dir.path + "/bus"
        let notifier = DBusNotifier(address: "unix:path=\(path)")
        #expect(throws: NotifierError.self) { try notifier.start() }
        defer { notifier.stop() }
        // Now the session starts: a bus at that very address, and a notification server on it.
        let config = try dir.write("bus.conf", """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig><type>session</type><listen>unix:path=\(path)</listen><auth>EXTERNAL</auth>
        <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/>
        </policy></busconfig>
        """)
        let daemon = try TestProcess("/usr/bin/dbus-daemon", ["--config-file=\(config)", "--print-address=1", "--nofork"])
        _ = try daemon.waitForLine { $0.hasPrefix("unix:") }
        let server = try RecordingNotificationServer(address: "unix:path=\(path)")
        let id = try await notifier.notify(DesktopNotification(summary: "hello", body: "late"))
        #expect(id == 1 && server.calls.map(\.body) == ["late"])
    }
}
