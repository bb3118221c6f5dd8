import Foundation
import MyndControl
import Logging
import MyndCore
import MyndNet

/// Builds the daemon's supervised local engine when the configuration asks for it.
public enum LocalEngineWiring {
    /// The engine for `[transcriber] kind = "local"` (nil for other kinds, or when `MYND_TRANSCRIBER_URL` points
    /// elsewhere). `report` hears the status line for `mynd status` each time the engine's health changes.
    public static func engine(runtime: MyndRuntime, paths: MyndPaths, environment: [String: String], logger: Logger,
                              report: AsyncStream<String>.Continuation?) -> LocalEngine? {
        let section = runtime.config.transcriber
        guard section.kind == "local", (environment["MYND_TRANSCRIBER_URL"] ?? "").isEmpty else {
            report?.yield(describeOther(section, environment: environment))
            return nil
        }
        let setup = Result { () throws(LocalEngineProblem) in
            try LocalEngineSetup.resolve(config: section, paths: paths, environment: environment)
        }
        let label = (try? setup.get())?.modelLabel
        // Asked at each (re)start, so a restarted engine knows the people named since the daemon started.
        return LocalEngine(setup: setup, environment: environment, prompt: { runtime.enginePrompt() }, logger: logger) { health in
            report?.yield(statusLine(health: health, model: label))
        }
    }

    /// "local engine, tiny.en (bundled): ready (pid 4242, faster-whisper 3.8.1 (…))".
    public static func statusLine(health: LocalEngine.Health, model: String?) -> String {
        let head = "local engine" + (model.map { ", \($0)" } ?? "")
        return health.isReady ? "\(head): \(health)" : "\(head): \(health) — pocketsphinx answers meanwhile"
    }

    static func describeOther(_ section: MyndConfig.TranscriberSection, environment: [String: String]) -> String {
        let url = (environment["MYND_TRANSCRIBER_URL"]).flatMap { $0.isEmpty ? nil : $0 } ?? section.url
        switch section.kind {
        case "offline" where url == nil: return "offline (pocketsphinx)"
        default: return "\(url.map { "remote \($0)" } ?? section.kind), then pocketsphinx"
        }
    }
}
