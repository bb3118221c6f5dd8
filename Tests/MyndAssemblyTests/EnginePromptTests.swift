import Foundation
import Glibc
import Logging
import MyndCore
import MyndNet
import MyndVoice
import Testing
@testable import MyndAssembly

/// The local engine primed with the people the graph knows, for real: wyoming-faster-whisper with the bundled
/// tiny.en hearing espeak-ng say a name it mishears unprimed. Names from Benchmarks/STTBench/names_bench.py's kind
/// of list; tiny.en decodes greedily (beam 1), so the same clip gives the same words on every run.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct EnginePromptTests {
    static func runtime(_ config: MyndConfig = MyndConfig()) throws -> (MyndRuntime, String) {
        let database = NSTemporaryDirectory() + "mynd-prompt-\(UUID().uuidString).sqlite"
        let runtime = try MyndRuntime.open(config: config, databasePath: database, mode: .onDemand, environment: [:],
                                           logger: Logger(label: "test"))
        return (runtime, database)
    }

    @Test("the engine's prompt: the people most recently mentioned first, then projects, within the budget")
    func promptFollowsTheGraph() throws {
        let (runtime, database) = try Self.runtime()
        defer { try? FileManager.default.removeItem(atPath: database) }
        #expect(runtime.enginePrompt() == nil, "an empty graph primes nothing")
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for (offset, name) in ["Siobhan", "Kwame", "Priya"].enumerated() {
            let at = start.addingTimeInterval(Double(offset) * 60)
            try runtime.graph.add(Node(type: .person, content: name, createdAt: at, updatedAt: at, lastTouchedAt: at))
        }
        try runtime.graph.add(Node(type: .project, content: "Garden Plan", createdAt: start, updatedAt: start, lastTouchedAt: start))
        try runtime.graph.add(Node(type: .person, content: "Siobhan"))  // named again just now
        #expect(runtime.enginePrompt() == "Siobhan, Priya, Kwame, Garden Plan.")
        for index in 0..<300 { try runtime.graph.add(Node(type: .person, content: "Person \(index)")) }
        let long = try #require(runtime.enginePrompt())
        #expect(long.count <= WhisperPrompt.defaultBudget)
        #expect(long.hasPrefix("Person 299, Person 298, "), "the newest first")
        // [transcriber] prompt_names = false: no names for any transcriber.
        var config = MyndConfig()
        config.transcriber.promptNames = false
        runtime.reconfigure(config, environment: [:], logger: Logger(label: "test"))
        #expect(runtime.enginePrompt() == nil)
        #expect(runtime.transcriptionHints().vocabulary.isEmpty)
    }

    @Test("the names a transcript is corrected toward: the graph's, unless [transcriber] correct_names = false, from the next turn after a reload")
    func correctionFollowsTheGraphAndTheConfig() async throws {
        let (runtime, database) = try Self.runtime()
        defer { try? FileManager.default.removeItem(atPath: database) }
        try runtime.graph.add(Node(type: .person, content: "Kwame"))
        try runtime.graph.add(Node(type: .project, content: "Garden Plan"))
        #expect(runtime.transcriptionHints().knownNames == ["Kwame", "Garden Plan"])
        // Every entry point gets its transcriber here, and it corrects: a chain even for one transcriber.
        let transcriber = try runtime.transcriber(preferring: "offline", environment: [:], logger: Logger(label: "test"))
        #expect(transcriber is TranscriberChain)
        let heard = Transcript(text: "Call Quame about the garden plan.", transcriber: "local")
        let corrected = TranscriberChain.correctingNames(heard, knownNames: runtime.transcriptionHints().knownNames)
        #expect(corrected.text == "Call Kwame about the garden plan.")

        // Names still prime the engine without correction, and the reverse.
        var config = MyndConfig()
        config.transcriber.correctNames = false
        runtime.reconfigure(config, environment: [:], logger: Logger(label: "test"))
        #expect(runtime.transcriptionHints().knownNames.isEmpty)
        #expect(runtime.transcriptionHints().vocabulary == ["Kwame", "Garden Plan"])
        config.transcriber.correctNames = true
        config.transcriber.promptNames = false
        runtime.reconfigure(config, environment: [:], logger: Logger(label: "test"))
        #expect(runtime.transcriptionHints().knownNames == ["Kwame", "Garden Plan"])
        #expect(runtime.transcriptionHints().vocabulary.isEmpty)
        #expect(runtime.enginePrompt() == nil)
    }

    @Test("a name tiny.en mishears unprimed is heard once the graph knows it, and a restart learns new names")
    func primedEngineHearsKnownNames() async throws {
        let (runtime, database) = try Self.runtime()
        defer { try? FileManager.default.removeItem(atPath: database) }
        try runtime.graph.add(Node(type: .person, content: "Kwame"))
        let kwame = try await LocalEngineTests.speech("Remember to call Kwame about the tickets for Saturday.")
        let ngozi = try await LocalEngineTests.speech("Remember to call Ngozi about the tickets for Saturday.")

        let unprimed = try await Self.hear([kwame, ngozi], prompt: { nil })
        #expect(!LocalEngineTests.words(unprimed[0]).contains("kwame"), "unprimed: \(unprimed[0])")
        #expect(!LocalEngineTests.words(unprimed[1]).contains("ngozi"), "unprimed: \(unprimed[1])")

        let paths = LocalEngineTests.paths()
        let engine = LocalEngine(setup: .success(try LocalEngineTests.setup(paths)),
                                 settings: .init(startTimeout: 120, firstBackoff: 0.5, maxBackoff: 2),
                                 prompt: { runtime.enginePrompt() })
        let supervisor = Task { await engine.supervise() }
        defer { supervisor.cancel() }
        let local = LocalEngineTranscriber(engine: engine, language: "en", timeout: 60)
        #expect(await LocalEngineTests.waitUntil(seconds: 150) { await engine.health.isReady })
        let primed = try await local.transcribe(kwame, hints: TranscriptionHints(language: "en")).text
        #expect(LocalEngineTests.words(primed).contains("kwame"), "primed: \(primed)")

        // Ngozi is mentioned; the running engine keeps the prompt it started with, a restarted one asks again.
        try runtime.graph.add(Node(type: .person, content: "Ngozi"))
        let pid = try #require(await engine.pid)
        kill(pid, SIGKILL)
        #expect(await LocalEngineTests.waitUntil(seconds: 10) { !(await engine.health.isReady) })
        #expect(await LocalEngineTests.waitUntil(seconds: 150) { await engine.health.isReady })
        let restarted = try await local.transcribe(ngozi, hints: TranscriptionHints(language: "en")).text
        #expect(LocalEngineTests.words(restarted).contains("ngozi"), "after the restart: \(restarted)")
        supervisor.cancel()
        await supervisor.value
    }

    @Test("a name the graph learned after the engine started is heard by the running engine: the names go with each request")
    func runningEngineHearsNamesLearnedLater() async throws {
        let (runtime, database) = try Self.runtime()
        defer { try? FileManager.default.removeItem(atPath: database) }
        let tariq = try await LocalEngineTests.speech("Call Tariq tomorrow morning.")
        let ngozi = try await LocalEngineTests.speech("Remember to call Ngozi about the tickets for Saturday.")
        let (engine, supervisor) = try await Self.startEngine(primedBy: runtime)
        defer { supervisor.cancel() }
        let starts = await engine.starts
        let transcriber = try runtime.transcriber(environment: [:], logger: Logger(label: "test"), engine: engine)
        // The engine started with an empty graph (no prompt): unprimed, tiny.en writes neither name.
        let before = try await transcriber.transcribe(ngozi, hints: runtime.transcriptionHints())
        #expect(!LocalEngineTests.words(before.text).contains("ngozi"), "before: \(before.text)")
        // Both are mentioned now; the same engine process hears them, as written, with nothing put back.
        try runtime.graph.add(Node(type: .person, content: "Tariq"))
        try runtime.graph.add(Node(type: .person, content: "Ngozi"))
        for (clip, name) in [(tariq, "tariq"), (ngozi, "ngozi")] {
            let transcript = try await transcriber.transcribe(clip, hints: runtime.transcriptionHints())
            #expect(transcript.transcriber == "local")
            #expect(LocalEngineTests.words(transcript.text).contains(name), "heard: \(transcript.text)")
            #expect(transcript.heard == nil, "the engine wrote the name itself: \(transcript.heard ?? "")")
        }
        #expect(await engine.starts == starts, "no restart was needed")
        // A request without names keeps the start prompt (none here): the engine does not remember the last names.
        let unnamed = try await transcriber.transcribe(ngozi, hints: TranscriptionHints(language: "en"))
        #expect(!LocalEngineTests.words(unnamed.text).contains("ngozi"), "without names: \(unnamed.text)")
        supervisor.cancel()
        await supervisor.value
    }

    @Test("with [transcriber] prompt_names = false, a name the graph learned is put back in the running engine's transcript")
    func namesLearnedLaterArePutBack() async throws {
        let (runtime, database) = try Self.runtime()
        defer { try? FileManager.default.removeItem(atPath: database) }
        var config = MyndConfig()
        config.transcriber.promptNames = false
        runtime.reconfigure(config, environment: [:], logger: Logger(label: "test"))
        let clip = try await LocalEngineTests.speech("Call Tariq tomorrow morning.")
        let (engine, supervisor) = try await Self.startEngine(primedBy: runtime)
        defer { supervisor.cancel() }
        // No names reach the engine; Tariq is mentioned now. tiny.en writes "Tarik", and the chain puts Tariq back.
        try runtime.graph.add(Node(type: .person, content: "Tariq"))
        let transcriber = try runtime.transcriber(environment: [:], logger: Logger(label: "test"), engine: engine)
        let transcript = try await transcriber.transcribe(clip, hints: runtime.transcriptionHints())
        #expect(transcript.transcriber == "local")
        #expect(LocalEngineTests.words(transcript.text).contains("tariq"), "corrected: \(transcript.text)")
        let heard = try #require(transcript.heard, "the engine heard the name right: \(transcript.text)")
        #expect(!LocalEngineTests.words(heard).contains("tariq"), "as the engine wrote it: \(heard)")
        supervisor.cancel()
        await supervisor.value
    }

    /// An engine of its own, primed by `runtime`'s graph at each start, once it is ready.
    static func startEngine(primedBy runtime: MyndRuntime) async throws -> (LocalEngine, Task<Void, Never>) {
        let engine = LocalEngine(setup: .success(try LocalEngineTests.setup(LocalEngineTests.paths())),
                                 settings: .init(startTimeout: 120, firstBackoff: 0.5, maxBackoff: 2),
                                 prompt: { runtime.enginePrompt() })
        let supervisor = Task { await engine.supervise() }
        #expect(await LocalEngineTests.waitUntil(seconds: 150) { await engine.health.isReady })
        return (engine, supervisor)
    }

    /// Transcripts of `clips` by an engine of its own started with `prompt`.
    static func hear(_ clips: [AudioClip], prompt: @escaping @Sendable () -> String?) async throws -> [String] {
        let paths = LocalEngineTests.paths()
        let engine = LocalEngine(setup: .success(try LocalEngineTests.setup(paths)),
                                 settings: .init(startTimeout: 120, firstBackoff: 0.5, maxBackoff: 2), prompt: prompt)
        let supervisor = Task { await engine.supervise() }
        defer { supervisor.cancel() }
        #expect(await LocalEngineTests.waitUntil(seconds: 150) { await engine.health.isReady })
        let local = LocalEngineTranscriber(engine: engine, language: "en", timeout: 60)
        var texts: [String] = []
        for clip in clips { texts.append(try await local.transcribe(clip, hints: TranscriptionHints(language: "en")).text) }
        supervisor.cancel()
        await supervisor.value
        return texts
    }
}
