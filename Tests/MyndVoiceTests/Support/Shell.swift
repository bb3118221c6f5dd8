import Foundation

/// Runs helper programs (pulseaudio, espeak-ng, sox) for the tests.
enum Shell {
    @discardableResult
    static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// stdout of a shell pipeline, held in memory.
    static func output(_ pipeline: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", pipeline]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("`\(pipeline)` exited \(process.terminationStatus)") }
        return data
    }

    /// `text` spoken by the espeak-ng program as 16 kHz mono s16 samples, never touching the disk.
    static func speech(_ text: String, rate: Int = 16_000) throws -> [Int16] {
        let quoted = "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let data = try output("espeak-ng -v en-us --stdout \(quoted) | sox - -r \(rate) -c 1 -t raw -e signed -b 16 -")
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }
}
