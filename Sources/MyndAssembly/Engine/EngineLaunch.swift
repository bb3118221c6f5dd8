import Foundation
import MyndNet

/// How to run one of mynd's supervised engines (Whisper for listening, Piper for speaking): what `LocalEngine`
/// needs to start it on a private unix socket, recognise it as ready and name it in logs and status.
public protocol EngineLaunch: Sendable {
    /// The Python that runs the engine (named when it cannot start).
    var python: String { get }
    var socketPath: String { get }
    /// A RAM-backed private directory for the engine's temporary files (both engines spool audio through WAVs).
    var scratchDirectory: String { get }
    /// Where the engine keeps downloaded models or voices.
    var modelDirectory: String { get }
    /// The model or voice, as status and logs name it.
    var modelLabel: String { get }
    /// "local speech engine", "local voice (piper)".
    var engineName: String { get }
    /// Who answers while the engine is down ("pocketsphinx", "espeak-ng").
    var standIn: String { get }
    func arguments(setpriv: String?) -> [String]
    func environment(base: [String: String], prompt: String?) -> [String: String]
    /// The program line for status, from the engine's `info`.
    func summary(of info: WyomingInfo) -> String?
    /// Run once the engine answers `describe`, before it counts as ready (e.g. load the voice with a first request).
    func warmUp() async
}

extension EngineLaunch {
    public var endpoint: WyomingEndpoint { .unix(path: socketPath) }
    public func warmUp() async {}
}

extension LocalEngineSetup: EngineLaunch {
    public var engineName: String { "local speech engine" }
    public var standIn: String { "pocketsphinx" }
    public func summary(of info: WyomingInfo) -> String? { info.asrSummary }
}
