import Foundation

/// The real notification server of the recipes: dunst on a private Xvfb display, on the suite's bus.
final class DunstServer: Sendable {
    private let xvfb: TestProcess
    private let dunst: TestProcess
    private let environment: [String: String]

    init(bus: SessionBus) throws {
        var display = 0
        for candidate in 120..<200 where !FileManager.default.fileExists(atPath: "/tmp/.X\(candidate)-lock") {
            display = candidate
            break
        }
        xvfb = try TestProcess("/usr/bin/Xvfb", [":\(display)", "-nolisten", "tcp", "-screen", "0", "640x480x24"])
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        environment["DISPLAY"] = ":\(display)"
        self.environment = environment
        let socket = "/tmp/.X11-unix/X\(display)"
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(20_000) }
        guard FileManager.default.fileExists(atPath: socket) else { throw TestFailure.message("Xvfb :\(display) did not start") }
        dunst = try TestProcess("/usr/bin/dunst", [], environment: environment)
    }

    /// Runs dunstctl with the suite's bus and returns its output.
    @discardableResult
    func control(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dunstctl")
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// (summary, body) of every notification in dunst's history.
    func history() throws -> [(summary: String, body: String)] {
        let json = try JSONSerialization.jsonObject(with: Data(try control("history").utf8)) as? [String: Any]
        let entries = ((json?["data"] as? [Any])?.first as? [[String: Any]]) ?? []
        func field(_ entry: [String: Any], _ key: String) -> String { (entry[key] as? [String: Any])?["data"] as? String ?? "" }
        return entries.map { (field($0, "summary"), field($0, "body")) }
    }
}
