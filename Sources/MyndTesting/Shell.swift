import Foundation

/// Runs helper programs (pulseaudio, espeak-ng, sox) for the tests.
public enum Shell {
    @discardableResult
    public static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Int32 {
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
    public static func output(_ pipeline: String) throws -> Data {
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
    /// `-R` seeds sox's dither the same way every run: the same text always gives the same samples (the dither
    /// stays: pocketsphinx decodes exact digital silence badly).
    /// `dither: false` (`-D`) keeps espeak's exact digital silence between words.
    public static func speech(_ text: String, rate: Int = 16_000, dither: Bool = true) throws -> [Int16] {
        let quoted = "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let flag = dither ? "-R" : "-D"
        let data = try output("espeak-ng -v en-us --stdout \(quoted) | sox \(flag) - -r \(rate) -c 1 -t raw -e signed -b 16 -")
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }
}

/// A test precondition that did not hold (a helper daemon that would not start, a failing pipeline).
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
